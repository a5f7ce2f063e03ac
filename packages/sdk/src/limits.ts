/**
 * Protocol limits as plain constants, without zod, so browsers can import them without the schema
 * module. The server enforces them through the schemas in protocol.ts.
 */
export const PROTOCOL_VERSION = 1;
/** Longest table-chat message, in characters (after trimming). */
export const MAX_CHAT_LENGTH = 500;
/** Longest display name, in characters (after trimming). */
export const MAX_NAME_LENGTH = 40;
