import { isIP } from 'node:net';

/** The most proxy hops TRUST_PROXY may name. */
export const MAX_PROXY_HOPS = 10;

/**
 * The client's address, for rate limits: the address the outermost trusted proxy saw.
 *
 * The chain is every `X-Forwarded-For` entry (repeated headers in order, comma lists split) followed by
 * the socket's remote address. Each trusted proxy appends the address it saw, so with `hops` trusted
 * proxies in front of the server the client is `hops` entries from the right of the chain: 0 = the
 * remote address (no proxy), 1 = the last `X-Forwarded-For` entry (written by the one proxy, which is
 * the remote address). Entries further left were written by the client and are never used.
 *
 * Walking left from the remote address, the walk stops early, at the nearest address a trusted party
 * wrote, when the chain is shorter than `hops` (fewer proxies than configured: the leftmost entry was
 * written by a trusted proxy) or an entry is not an IP address (garbage is never a key). Addresses are
 * normalised: trimmed, an optional port or IPv6 brackets removed, IPv6 lower-cased and compressed, and
 * IPv4-mapped IPv6 (`::ffff:1.2.3.4`) given as IPv4, so one client has one key whichever way it came.
 */
export function clientAddress(remoteAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const remote = remoteAddress === undefined ? null : normaliseAddress(remoteAddress);
  if (remote === null) return remoteAddress?.trim() ?? '';
  if (!(hops >= 1) || forwardedFor === undefined) return remote;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor : [forwardedFor]).flatMap((h) => h.split(','));
  let client = remote;
  for (let hop = 1; hop <= Math.min(hops, MAX_PROXY_HOPS); hop++) {
    const i = entries.length - hop;
    if (i < 0) break;
    const address = normaliseAddress(entries[i]);
    if (address === null) break;
    client = address;
  }
  return client;
}

/** One address in canonical form, or null when it is not an IP address (with an optional port). */
export function normaliseAddress(raw: string): string | null {
  let s = raw.trim();
  if (!s || s.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  const v4port = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(s);
  if (bracketed) s = bracketed[1];
  else if (v4port) s = v4port[1];
  const kind = isIP(s);
  if (kind === 4) return s;
  if (kind !== 6) return null;
  if (s.includes('%')) {
    // A link-local address with its zone (as Node reports some remote addresses): keep the zone.
    const [addr, zone] = s.split('%', 2);
    const canonical = canonicalIPv6(addr);
    return canonical === null ? null : `${canonical}%${zone}`;
  }
  return canonicalIPv6(s);
}

function canonicalIPv6(s: string): string | null {
  let host: string;
  try {
    host = new URL(`http://[${s}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return host;
}
