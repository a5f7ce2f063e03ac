/**
 * What the browser keeps between visits: the guest identity (name + secret token) and one seat
 * credential per match. Everything is in localStorage and survives a reload; nothing else is stored.
 */
export interface Identity {
  playerId: string;
  name: string;
  token: string;
}

interface SeatCredential {
  seat: number;
  credential: string;
}

const IDENTITY_KEY = 'qd.identity';
const SEAT_PREFIX = 'qd.seat.';

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode or full storage: the session still works, it just won't be remembered */
  }
}

export function loadIdentity(): Identity | null {
  const v = read<Identity>(IDENTITY_KEY);
  return v && typeof v.token === 'string' && typeof v.name === 'string' && typeof v.playerId === 'string' ? v : null;
}

export function saveIdentity(id: Identity | null): void {
  write(IDENTITY_KEY, id);
}

export function loadSeat(matchId: string): SeatCredential | null {
  const v = read<SeatCredential>(SEAT_PREFIX + matchId);
  return v && typeof v.seat === 'number' && typeof v.credential === 'string' ? v : null;
}

export function saveSeat(matchId: string, cred: SeatCredential | null): void {
  write(SEAT_PREFIX + matchId, cred);
}

/** Forget every seat credential (when the identity is discarded). */
export function clearSeats(): void {
  try {
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const k = window.localStorage.key(i);
      if (k?.startsWith(SEAT_PREFIX)) window.localStorage.removeItem(k);
    }
  } catch {
    /* ignore */
  }
}
