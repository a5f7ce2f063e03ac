import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random 128-bit secret, URL-safe. */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

/** A short random public identifier. */
export function newId(bytes = 9): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored as SHA-256 hashes (they are random 128-bit values, so no salt/stretching is needed). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function secretMatches(secret: string, hash: string | null | undefined): boolean {
  if (!hash) return false;
  const a = Buffer.from(hashSecret(secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A cryptographic seed for boardgame.io's PRNG. */
export function newSeed(): string {
  return randomBytes(24).toString('base64url');
}
