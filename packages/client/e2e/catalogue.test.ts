/**
 * The catalogue check (no browser): every namespace of the client's catalogues (src/i18n/locales) exists in
 * English and Spanish with the same keys, every plural form each language's plural rules need, no empty
 * string, the same placeholders on both sides; every game the server hosts (and the platform tests'
 * fixture) has its namespace with its title, summary and every room-option key its options schema needs;
 * every error code is worded; and the shared UI writes no English literal into its JSX.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { registry } from '@quarterdeck/games';
import type { GameInfo } from '@quarterdeck/sdk/protocol';
import { loadConfig, startQuarterdeck, type Quarterdeck } from '@quarterdeck/server';
import { fixture } from '@quarterdeck/server/testing';
import { optionCatalogueKeys } from '../src/components/schema';
import { ERROR_CODES } from '../src/i18n/codes';

const SRC = path.resolve(__dirname, '../src');
const LOCALES = path.join(SRC, 'i18n/locales');
const LANGS = ['en', 'es'] as const;
type Lang = (typeof LANGS)[number];
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [k: string]: string | Tree };

function namespaces(lng: Lang): string[] {
  return fs
    .readdirSync(path.join(LOCALES, lng))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5))
    .sort();
}

function load(lng: Lang, ns: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as Tree;
}

/** Every leaf as [dotted key, value]; a non-string leaf is reported as it is. */
function leaves(t: Tree, prefix = ''): Array<[string, unknown]> {
  return Object.entries(t).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? leaves(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

/** A catalogue as keys (plural forms folded into their base key) with their values and plural forms. */
function keysOf(t: Tree): Map<string, { values: string[]; forms: Set<string> }> {
  const out = new Map<string, { values: string[]; forms: Set<string> }>();
  for (const [k, v] of leaves(t)) {
    const m = PLURAL.exec(k);
    const base = m ? k.slice(0, m.index) : k;
    const e = out.get(base) ?? { values: [], forms: new Set<string>() };
    e.values.push(typeof v === 'string' ? v : JSON.stringify(v));
    if (m) e.forms.add(m[1]);
    out.set(base, e);
  }
  return out;
}

/** The interpolated names ({{name}}, {{count, number}} -> name, count) and the <tags> of a string. */
function placeholders(s: string): string[] {
  const vars = [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...s.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...vars, ...tags])].sort();
}

const pluralCategories = (lng: Lang) => new Set(new Intl.PluralRules(lng).resolvedOptions().pluralCategories as string[]);

describe('catalogues', () => {
  test('the same namespaces in both languages, each registered in src/i18n/catalogues.ts', () => {
    expect(namespaces('es')).toEqual(namespaces('en'));
    const registered = fs.readFileSync(path.join(SRC, 'i18n/catalogues.ts'), 'utf8');
    for (const ns of namespaces('en')) for (const lng of LANGS) expect(registered).toContain(`'./locales/${lng}/${ns}.json'`);
  });

  test.each(namespaces('en'))('%s: every key in both languages, none empty, same placeholders, every plural form', (ns) => {
    const problems: string[] = [];
    const cats = Object.fromEntries(LANGS.map((l) => [l, keysOf(load(l, ns))])) as Record<Lang, ReturnType<typeof keysOf>>;
    for (const [a, b] of [
      ['en', 'es'],
      ['es', 'en'],
    ] as const)
      for (const k of cats[a].keys()) if (!cats[b].has(k)) problems.push(`${b}: missing ${ns}:${k} (${a} has it)`);
    for (const lng of LANGS) {
      const need = pluralCategories(lng);
      for (const [k, e] of cats[lng]) {
        e.values.forEach((v) => {
          if (typeof v !== 'string' || v.trim() === '' || v.startsWith('"')) problems.push(`${lng}: ${ns}:${k} is empty or not a string`);
        });
        // A plural key has every form the language's plural rules select (Intl.PluralRules); i18next falls back to none of them.
        if (e.forms.size)
          for (const c of need) if (!e.forms.has(c)) problems.push(`${lng}: ${ns}:${k}_${c} missing (plural forms of ${lng}: ${[...need].join(', ')})`);
        const other = cats[lng === 'en' ? 'es' : 'en'].get(k);
        if (lng === 'en' && other) {
          const mine = placeholders(e.values.join(' '));
          const theirs = placeholders(other.values.join(' '));
          if (JSON.stringify(mine) !== JSON.stringify(theirs)) problems.push(`${ns}:${k}: placeholders en ${mine.join(' ')} / es ${theirs.join(' ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('every error code the server sends is worded in both languages', () => {
    for (const lng of LANGS) {
      const keys = keysOf(load(lng, 'common'));
      for (const code of ERROR_CODES) expect([lng, code, keys.has(`errors.code.${code}`)]).toEqual([lng, code, true]);
    }
  });
});

describe("the games' catalogues", () => {
  let qd: Quarterdeck;
  let games: GameInfo[];
  beforeAll(async () => {
    // The games exactly as the lobby gets them (GET /api/games: options as JSON Schema), with the fixture.
    qd = await startQuarterdeck(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', LOG_LEVEL: 'silent' }), { ...registry, fixture });
    games = ((await (await fetch(`${qd.url}/api/games`)).json()) as { games: GameInfo[] }).games;
  });
  afterAll(async () => {
    await qd?.close();
  });

  test('every game the server hosts has a namespace: its title, summary, campaign summary and every room option (label, hint, choices)', () => {
    expect(games.map((g) => g.slug).sort()).toEqual([...Object.keys(registry), 'fixture'].sort());
    const problems: string[] = [];
    for (const g of games) {
      if (!namespaces('en').includes(g.slug)) {
        problems.push(`${g.slug}: no catalogue (src/i18n/locales/<lng>/${g.slug}.json)`);
        continue;
      }
      const need = ['title', 'summary', ...(g.hasCampaign ? ['campaign.summary'] : []), ...optionCatalogueKeys(g.optionsSchema).keys()];
      for (const lng of LANGS) {
        const keys = keysOf(load(lng, g.slug));
        for (const k of need) if (!keys.has(k)) problems.push(`${lng}: missing ${g.slug}:${k}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/**
 * The shared UI (not the two game tables, whose words are the next step) writes no English into its JSX:
 * no text between tags and no literal title, aria-label, placeholder or alt with a letter in it. What
 * it shows comes from `t(...)`; the browser test (spanish.test.ts) checks the pages themselves.
 */
test('no literal text in the JSX of the shared UI', () => {
  const dirs = ['app', 'components', 'pages', 'table', 'games/generic', 'games/fixture', 'games/gathering-storm', 'i18n'];
  const files = [
    path.join(SRC, 'App.tsx'),
    ...dirs.flatMap((d) =>
      fs
        .readdirSync(path.join(SRC, d))
        .filter((f) => f.endsWith('.tsx'))
        .map((f) => path.join(SRC, d, f)),
    ),
  ];
  const ATTRS = new Set(['title', 'aria-label', 'placeholder', 'alt']);
  // The site's name is the same in every language.
  const BRAND = new Set(['Quarterdeck']);
  const problems: string[] = [];
  for (const file of files) {
    const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const where = (n: ts.Node) => `${path.relative(SRC, file)}:${src.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const visit = (n: ts.Node) => {
      if (ts.isJsxText(n) && /\p{L}/u.test(n.text) && !BRAND.has(n.text.trim())) problems.push(`${where(n)} text "${n.text.trim()}"`);
      if (ts.isJsxAttribute(n) && ATTRS.has(n.name.getText()) && n.initializer) {
        const init = n.initializer;
        const e = ts.isJsxExpression(init) ? init.expression : init;
        // The literal parts only (a template's ${...} holds code, not words).
        const text = !e
          ? ''
          : ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)
            ? e.text
            : ts.isTemplateExpression(e)
              ? e.head.text + e.templateSpans.map((sp) => sp.literal.text).join('')
              : '';
        if (/\p{L}/u.test(text)) problems.push(`${where(n)} ${n.name.getText()}="${text}"`);
      }
      ts.forEachChild(n, visit);
    };
    visit(src);
  }
  expect(problems).toEqual([]);
});
