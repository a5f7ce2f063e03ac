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

/** How deep and how big move arguments may be: far beyond any legal move of any game, far below what hurts. */
const ARG_LIMITS = { depth: 8, nodes: 2000, stringLength: 4096 } as const;

/**
 * Why a JSON value is too deep, too large or holds too long a string for move arguments, or null when it
 * fits. Iterative and stopping at the first excess, so a hostile value costs at most `nodes` steps.
 */
export function boundsProblem(value: unknown, limits: { depth: number; nodes: number; stringLength: number } = ARG_LIMITS): string | null {
  const stack: Array<{ v: unknown; depth: number }> = [{ v: value, depth: 0 }];
  let nodes = 0;
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (++nodes > limits.nodes) return `hold more than ${limits.nodes} values`;
    if (typeof v === 'string') {
      if (v.length > limits.stringLength) return `hold a text longer than ${limits.stringLength} characters`;
    } else if (v !== null && typeof v === 'object') {
      if (depth >= limits.depth) return `are nested deeper than ${limits.depth} levels`;
      if (Array.isArray(v)) for (let i = 0; i < v.length; i++) stack.push({ v: v[i], depth: depth + 1 });
      else
        for (const k in v) {
          if (k.length > limits.stringLength) return `hold a key longer than ${limits.stringLength} characters`;
          stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1 });
        }
    }
  }
  return null;
}
