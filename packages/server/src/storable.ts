/**
 * PostgreSQL cannot store every JavaScript string: text and jsonb refuse the NUL character, and jsonb
 * refuses lone UTF-16 surrogates (which JSON.stringify writes as "\ud800"). Input is checked for them
 * at the boundary, so such a request gets a clear BAD_REQUEST instead of failing inside a transaction.
 */

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored, or null when it can. */
function problemOf(s: string): string | null {
  if (s.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(s)) return 'contains an unpaired UTF-16 surrogate';
  return null;
}

/**
 * The first string (value or object key) anywhere in a JSON value that cannot be stored, described for
 * the user; null when everything can be stored. Iterative, so deeply nested input cannot overflow the stack.
 */
export function unstorableText(value: unknown): string | null {
  const stack: Array<{ v: unknown; path: string }> = [{ v: value, path: '' }];
  while (stack.length) {
    const { v, path } = stack.pop()!;
    if (typeof v === 'string') {
      const p = problemOf(v);
      if (p) return `${path || 'text'} ${p}`;
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) stack.push({ v: v[i], path: `${path}[${i}]` });
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        const p = problemOf(k);
        if (p) return `a key of ${path || 'the message'} ${p}`;
        stack.push({ v: x, path: path ? `${path}.${k.slice(0, 20)}` : k.slice(0, 20) });
      }
    }
  }
  return null;
}
