/**
 * The SDK as the browser uses it. Values come from the SDK's client module only, and protocol
 * types are type-only imports: the protocol module builds zod schemas at load time, which the
 * browser never needs (the server validates everything), so they stay out of the bundle.
 */
export { ActionError, ApiError, MatchConnection, RestClient } from '@quarterdeck/sdk/client';
export type * from '@quarterdeck/sdk/protocol';
export { MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from '@quarterdeck/sdk/limits';
