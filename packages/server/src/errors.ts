import type { ErrorCode } from '@quarterdeck/sdk';

/** An error with a code and a message meant for the user; HTTP and socket layers translate it. */
export class QdError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status = statusOf(code),
    readonly issues?: Array<{ path: string; message: string }>,
    /** A game's coded reason (e.g. a player count its options refuse), which the client words in its language. */
    readonly reason?: { code: string; params?: Record<string, string | number> },
  ) {
    super(message);
    this.name = 'QdError';
  }
}

function statusOf(code: ErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
      return 400;
    case 'UNAUTHORIZED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
    case 'STALE':
      return 409;
    case 'ILLEGAL':
    case 'NOT_YOUR_TURN':
    case 'GAME_OVER':
    case 'NOT_STARTED':
      return 422;
    case 'RATE_LIMITED':
      return 429;
    case 'UNAVAILABLE':
      return 503;
    default:
      return 500;
  }
}

export const UNAVAILABLE_MESSAGE = 'The database is temporarily unavailable; nothing was changed. Please try again in a moment.';
