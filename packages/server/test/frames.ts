import type { MatchConnection } from '@quarterdeck/sdk';

/** Records every raw Engine.IO packet a connection receives (what actually crossed the wire). */
export function recordFrames(conn: MatchConnection): string[] {
  const frames: string[] = [];
  const engine = () => (conn.socket.io as any).engine;
  const attach = () => {
    const e = engine();
    if (e && !e.__qdRecorded) {
      e.__qdRecorded = true;
      e.on('packet', (p: { type: string; data?: unknown }) => {
        if (typeof p.data === 'string') frames.push(p.data);
      });
    }
  };
  attach();
  conn.socket.io.on('open', attach);
  return frames;
}

/** Every number anywhere in a JSON value. */
export function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

/** Parse a Socket.IO packet ("42[...]", "43n[...]") into its JSON payload; undefined for control packets. */
export function payloadOf(frame: string): unknown {
  const i = frame.search(/[[{]/);
  if (i < 0) return undefined;
  try {
    return JSON.parse(frame.slice(i));
  } catch {
    return undefined;
  }
}
