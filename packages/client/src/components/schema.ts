/**
 * Reading a game's options JSON Schema (what zod's toJSONSchema produces), as the room form does: which
 * fields it has, which choices each allows, and so which catalogue keys word them. Pure (no React): the
 * catalogue check (e2e/catalogue.test.ts) walks the same schemas with it.
 */
export type Schema = {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, Schema>;
  definitions?: Record<string, Schema>;
  readOnly?: boolean;
};

export function resolve(node: Schema | undefined, root: Schema): Schema {
  let n = node ?? {};
  for (let i = 0; i < 8 && n.$ref; i++) {
    const m = /^#\/(\$defs|definitions)\/(.+)$/.exec(n.$ref);
    const target = m ? (root[m[1] as '$defs' | 'definitions'] ?? {})[decodeURIComponent(m[2])] : undefined;
    if (!target) break;
    const { $ref: _r, ...rest } = n;
    n = { ...target, ...rest };
  }
  return n;
}

/** "twoPlayer" -> "Two player", "allow_bots" -> "Allow bots": the last fallback for an option without a title. */
export function humanize(key: string): string {
  const s = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

interface Choice {
  value: unknown;
  /** The schema's own English words for it (its `title`, else the value humanized); null for "none". */
  fallback: string | null;
}

/** The constant choices a node allows (enum, or a union of consts); null is a choice of its own. */
export function choicesOf(node: Schema, root: Schema): Choice[] | null {
  if (Array.isArray(node.enum)) return node.enum.map((v) => ({ value: v, fallback: v === null ? null : humanize(String(v)) }));
  if (node.const !== undefined) return [{ value: node.const, fallback: node.title ?? humanize(String(node.const)) }];
  const alts = node.anyOf ?? node.oneOf;
  if (alts) {
    const out: Choice[] = [];
    for (const a0 of alts) {
      const a = resolve(a0, root);
      if (a.type === 'null') out.push({ value: null, fallback: null });
      else {
        const inner = choicesOf(a, root);
        if (!inner) return null;
        out.push(...inner.map((c) => (a.title && inner.length === 1 ? { ...c, fallback: a.title } : c)));
      }
    }
    return out;
  }
  return null;
}

export function typeOf(node: Schema): string | undefined {
  return Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
}

/** The catalogue key part for a choice value ("." and ":" would split the key). */
export function choiceKey(value: unknown): string {
  return String(value).replace(/[.:]/g, '_');
}

/** The catalogue key of an option field: `options.mode`, `options.rules.fields.speed` for nested objects. */
export function optionKey(path: readonly string[]): string {
  return `options.${path.join('.fields.')}`;
}

/** The top-level options only a campaign sets (`readOnly` in the schema): never in the room form. */
export function readOnlyOptionKeys(schema: unknown): Set<string> {
  const root = (schema ?? {}) as Schema;
  return new Set(
    Object.entries(root.properties ?? {})
      .filter(([, n]) => resolve(n, root).readOnly)
      .map(([k]) => k),
  );
}

/**
 * Every catalogue key (in the game's namespace) that the room form and the room's option list need for
 * this schema, with the schema's English: `options.<key>.label`, `.hint` (where the schema describes the
 * option) and `.choices.<value>` for each constant choice.
 */
export function optionCatalogueKeys(schema: unknown): Map<string, string> {
  const root = (schema ?? {}) as Schema;
  const out = new Map<string, string>();
  const walkObject = (node: Schema, path: string[]) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const n = resolve(child, root);
      if (n.readOnly) continue;
      walkField(n, [...path, key]);
    }
  };
  const walkField = (n0: Schema, path: string[]) => {
    const base = optionKey(path);
    out.set(`${base}.label`, n0.title ?? humanize(path[path.length - 1]));
    if (n0.description) out.set(`${base}.hint`, n0.description);
    // A nullable non-constant (anyOf [X, null]) is edited as X.
    let n = n0;
    const choices = choicesOf(n, root);
    const alts = n.anyOf ?? n.oneOf;
    if (!choices && alts) {
      const nonNull = alts.map((a) => resolve(a, root)).filter((a) => a.type !== 'null');
      if (nonNull.length === 1) n = { ...nonNull[0], title: n.title, description: n.description };
    }
    const list = choices ?? (typeOf(n) === 'array' && n.items ? choicesOf(resolve(n.items, root), root) : null);
    for (const c of list ?? []) if (c.fallback !== null) out.set(`${base}.choices.${choiceKey(c.value)}`, c.fallback);
    if (typeOf(n) === 'object' && n.properties) walkObject(n, path);
  };
  const top = resolve(root, root);
  walkObject(top, []);
  return out;
}
