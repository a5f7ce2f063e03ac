import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs. Secrets (tokens, credentials) are redacted wherever they might appear. */
export function createLogger(level: string, instance: string): Logger {
  return pino({
    level,
    base: { instance },
    redact: {
      paths: [
        'token',
        'credential',
        '*.token',
        '*.credential',
        'req.headers.authorization',
        'headers.authorization',
        'auth.credential',
        '*.auth.credential',
      ],
      censor: '[secret]',
    },
  });
}
