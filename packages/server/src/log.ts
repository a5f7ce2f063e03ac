import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs. Secrets (tokens, credentials) are redacted wherever they might appear. */
export function createLogger(level: string, instance: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { instance },
    redact: {
      paths: ['token', 'credential', '*.token', '*.credential', 'req.headers.authorization', 'headers.authorization', 'auth.credential', '*.auth.credential'],
      censor: '[secret]',
    },
  };
  // A destination other than stdout: tests capture everything the server logs.
  return destination ? pino(options, destination) : pino(options);
}
