import type { ErrorCode } from '../sdk';

/**
 * Every code the server answers a refusal with (ErrorCode in @quarterdeck/sdk's protocol): tsc refuses
 * this list when the protocol gains a code, and e2e/catalogue.test.ts requires `errors.code.<CODE>` for
 * each in every language.
 */
const CODES = {
  BAD_REQUEST: true,
  UNAUTHORIZED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  CONFLICT: true,
  STALE: true,
  ILLEGAL: true,
  NOT_YOUR_TURN: true,
  GAME_OVER: true,
  NOT_STARTED: true,
  RATE_LIMITED: true,
  UNAVAILABLE: true,
  INTERNAL: true,
} satisfies Record<ErrorCode, true>;

export const ERROR_CODES = Object.keys(CODES) as ErrorCode[];
