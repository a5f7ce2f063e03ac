/**
 * The rules references against the citations the players read (no browser), for every game that has one:
 * every section of the rulebook that a log line or a refusal cites resolves, through the game's citation
 * pattern (its BoardModule's `citation`, or the table's default "§12"), to a section of the game's reference
 * (`<slug>-rules`) with a title and a text, in English and in Spanish, and both languages hold the same
 * sections. The citations are read from the texts the players see: the string literals (not comments) of the
 * rules' and the client's sources, the sections log events carry (`rule: …`, as the log shows them), and the
 * game's catalogues; so a new log line or reason that cites a section the reference lacks fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SECTION_CITATION } from '../src/table/citations';
import { CHASE_CITATION } from '../src/games/atlantic-chase/citation';
import { GS_CITATION } from '../src/games/gathering-storm/citation';
import { KP_CITATION } from '../src/games/kaisers-pirates/citation';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES = path.join(ROOT, 'packages/client/src/i18n/locales');
const LANGUAGES = ['en', 'es'] as const;

type Sections = Record<string, { title?: string; text?: string }>;

interface Literal {
  /** The file, from the packages folder ("games/src/…", "client/src/…"). */
  file: string;
  text: string;
  /** The literal is the value of a `rule:` property (a structured log event's citation), maybe through a `?:`. */
  rule: boolean;
}

interface Game {
  slug: string;
  /** The constant the game's BoardModule gives the table as its `citation`, or null: the table's default "§12". */
  citation: { name: string; pattern: RegExp } | null;
  /** Where the texts the players see are written (files or folders, from the repository's root). */
  sources: string[];
  /** A log event's `rule` as the log shows it after its line. */
  shown(rule: string): string;
  /** At least this many distinct sections are cited: an extraction that found nothing would prove nothing. */
  cited: number;
  /** The reference holds exactly the sections 1…N (a section a rulebook page, a section a chapter), or any. */
  numbered?: number;
}

const GAMES: Game[] = [
  {
    slug: 'atlantic-storm',
    citation: null,
    sources: ['packages/games/src/atlantic-storm/moves.ts', 'packages/games/src/atlantic-storm/rules', 'packages/client/src/games/atlantic-storm'],
    shown: (rule) => rule,
    cited: 10,
  },
  {
    slug: 'kaisers-pirates',
    citation: { name: 'KP_CITATION', pattern: KP_CITATION },
    sources: [
      'packages/games/src/kaisers-pirates/moves.ts',
      'packages/games/src/kaisers-pirates/rules',
      'packages/games/src/kaisers-pirates/data',
      'packages/client/src/games/kaisers-pirates',
    ],
    // The log prints a line's sections in brackets after it: `rule: '3.3.17, 4.6'` reads "[3.3.17, 4.6]".
    shown: (rule) => `[${rule}]`,
    cited: 10,
  },
  {
    slug: 'atlantic-chase',
    citation: { name: 'CHASE_CITATION', pattern: CHASE_CITATION },
    sources: ['packages/games/src/atlantic-chase', 'packages/client/src/games/atlantic-chase'],
    shown: (rule) => rule,
    cited: 10,
    numbered: 64,
  },
  {
    slug: 'gathering-storm',
    citation: { name: 'GS_CITATION', pattern: GS_CITATION },
    sources: ['packages/games/src/gathering-storm/rules', 'packages/games/src/gathering-storm/data'],
    // The log prints a line's rule in parentheses after it: "Flag placed in Poland (24.82)".
    shown: (rule) => ` (${rule.replace(/^\[|\]$/g, '')})`,
    cited: 10,
    numbered: 34,
  },
];

/** The sections of a game's reference in a language. */
function sections(slug: string, lng: string): Sections {
  const tree = JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${slug}-rules.json`), 'utf8')) as { rules?: { sections?: Sections } };
  return tree.rules?.sections ?? {};
}

/** Every string of a catalogue. */
function catalogueStrings(ns: string, lng: string): string[] {
  const walk = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(walk) : []);
  return walk(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')));
}

/** The TypeScript files of a file or folder (recursively), leaving out tests and test or fuzz harnesses. */
function sources(rel: string): string[] {
  const walk = (p: string): string[] => {
    if (!fs.statSync(p).isDirectory()) return [p];
    return fs.readdirSync(p, { withFileTypes: true }).flatMap((d) => {
      const q = path.join(p, d.name);
      if (d.isDirectory()) return walk(q);
      return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) && !/^(test|fuzz|testing)/.test(d.name) ? [q] : [];
    });
  };
  return walk(path.join(ROOT, rel));
}

/**
 * Every string literal of the files: a template literal by each of its fixed parts and once more by them all
 * joined, and whether the literal is a `rule:` value.
 */
function literals(files: string[]): Literal[] {
  const out: Literal[] = [];
  for (const file of files) {
    const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const rel = path.relative(path.join(ROOT, 'packages'), file);
    const isRule = (n: ts.Node): boolean => {
      let child = n;
      for (let p = n.parent; p; child = p, p = p.parent) {
        if (ts.isPropertyAssignment(p)) return p.initializer === child && p.name.getText(sf) === 'rule';
        if (!ts.isConditionalExpression(p) && !ts.isParenthesizedExpression(p)) return false;
      }
      return false;
    };
    const visit = (n: ts.Node) => {
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push({ file: rel, text: n.text, rule: isRule(n) });
      else if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) out.push({ file: rel, text: n.text, rule: false });
      if (ts.isTemplateExpression(n)) out.push({ file: rel, text: [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' '), rule: false });
      n.forEachChild(visit);
    };
    visit(sf);
  }
  return out;
}

/** The section keys a text's citations open, as the table's linker finds them (table/citations.tsx). */
function cited(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => m[1]).filter((k): k is string => k !== undefined);
}

const patternOf = (game: Game): RegExp => game.citation?.pattern ?? SECTION_CITATION;
const literalsOf = (game: Game): Literal[] => literals(game.sources.flatMap(sources));

describe.each(GAMES.map((g) => [g.slug, g] as const))('%s: the rules reference', (_slug, game) => {
  test("the citation pattern is the one the game's BoardModule gives the table", () => {
    const index = fs.readFileSync(path.join(ROOT, 'packages/client/src/games', game.slug, 'index.tsx'), 'utf8');
    expect(/\bcitation:\s*(\w+)/.exec(index)?.[1] ?? null).toBe(game.citation?.name ?? null);
  });

  test('English and Spanish hold the same sections, each with a title and a text', () => {
    const en = sections(game.slug, 'en');
    const es = sections(game.slug, 'es');
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeGreaterThan(10);
    const empty = LANGUAGES.flatMap((lng) =>
      Object.entries(sections(game.slug, lng))
        .filter(([, s]) => !s.title?.trim() || !s.text?.trim())
        .map(([k]) => `${lng} ${k}`),
    );
    expect(empty).toEqual([]);
  });

  test('every section the log, the refusals and the catalogue cite is in the reference, in English and in Spanish', () => {
    const pattern = patternOf(game);
    const texts = [
      ...literalsOf(game).map((l) => ({ where: l.file, text: l.rule ? game.shown(l.text) : l.text })),
      ...LANGUAGES.flatMap((lng) => catalogueStrings(game.slug, lng).map((text) => ({ where: `${lng}/${game.slug}.json`, text }))),
    ];
    const need = new Map<string, string>();
    for (const { where, text } of texts) for (const key of cited(text, pattern)) if (!need.has(key)) need.set(key, `${where}: ${text}`);
    expect(need.size).toBeGreaterThan(game.cited);
    for (const lng of LANGUAGES) {
      const have = sections(game.slug, lng);
      const missing = [...need].filter(([k]) => !have[k]?.title || !have[k]?.text).map(([k, where]) => `${k} (${where})`);
      expect([lng, missing]).toEqual([lng, []]);
    }
  });
});

describe.each(GAMES.flatMap((g) => (g.numbered ? [[g.slug, g.numbered] as const] : [])))(
  "%s: the reference has a section for each of the rulebook's %d (a page each, a chapter each)",
  (slug, count) => {
    test('its sections are numbered 1 to N as the rulebook numbers them, in English and in Spanish', () => {
      const keys = Array.from({ length: count }, (_, i) => String(i + 1)).sort();
      for (const lng of LANGUAGES) expect([lng, Object.keys(sections(slug, lng)).sort()]).toEqual([lng, keys]);
    });
  },
);

describe('Atlantic Chase: the log and the reasons cite rulebook pages', () => {
  const game = GAMES.find((g) => g.slug === 'atlantic-chase')!;
  const lits = literalsOf(game);

  test('the engine and the table cite rulebook pages (p.N), never another kind of section sign', () => {
    const pages = lits.filter((l) => /\bp\.\s?\d+/.test(l.text));
    expect(pages.length).toBeGreaterThan(50);
    // The rules (log events, reasons) and the table (its own reasons); the data's provenance notes are not shown.
    const shown = lits.filter((l) => l.file.includes('/rules/') || l.file.startsWith('client/'));
    expect(shown.filter((l) => /§\s?\d/.test(l.text)).map((l) => `${l.file}: ${l.text}`)).toEqual([]);
  });

  test('each cited page is a section in both languages', () => {
    const en = sections(game.slug, 'en');
    const es = sections(game.slug, 'es');
    const missing: string[] = [];
    let links = 0;
    for (const l of lits)
      for (const key of cited(l.text, CHASE_CITATION)) {
        links++;
        if (!en[key] || !es[key]) missing.push(`${l.file}: ${l.text} -> ${key}`);
      }
    expect(links).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  test('the pattern reads the forms the log and the reasons use', () => {
    expect(cited('A trajectory has at most 15 segments (p.14).', CHASE_CITATION)).toEqual(['14']);
    expect(cited('Choose one of the options (p.49-54)', CHASE_CITATION)).toEqual(['49']);
    expect(cited('Reorganize (p.31, p.33)', CHASE_CITATION)).toEqual(['31', '33']);
    expect(cited('Group.5 of step.3', CHASE_CITATION)).toEqual([]);
  });
});

describe('Gathering Storm: every rule its log and reasons cite opens the section that holds it', () => {
  const game = GAMES.find((g) => g.slug === 'gathering-storm')!;
  const lits = literalsOf(game);
  const DOTTED = /\b\d+\.\d+[A-Z]?/g;
  /** Every rule number of a citation links, each to a section of both languages. */
  const wrong = (where: string, citation: string): string[] => {
    const en = sections(game.slug, 'en');
    const es = sections(game.slug, 'es');
    const keys = cited(citation, GS_CITATION);
    return keys.length !== (citation.match(DOTTED) ?? []).length || keys.some((k) => !en[k] || !es[k]) ? [`${where}: ${citation} -> ${keys.join(',')}`] : [];
  };

  test('each log event rule, shown as the log shows it "(24.82)", links every rule number to a section', () => {
    const rules = lits.filter((l) => l.rule);
    expect(rules.length).toBeGreaterThan(20);
    expect(rules.flatMap((l) => wrong(l.file, game.shown(l.text)))).toEqual([]);
  });

  test('each bracketed citation in a reason "[12.31]" links every rule number to a section', () => {
    const brackets = lits.flatMap((l) => (l.text.match(/\[[^[\]]*\d+\.\d+[^[\]]*\]/g) ?? []).map((b) => ({ file: l.file, b })));
    expect(brackets.length).toBeGreaterThan(50);
    expect(brackets.flatMap(({ file, b }) => wrong(file, b))).toEqual([]);
  });

  test('the pattern takes the section of each rule and leaves other numbers alone', () => {
    expect(cited('Flag placed in Poland (24.82)', GS_CITATION)).toEqual(['24']);
    expect(cited('Not allowed by rule [4.14B, 25.32].', GS_CITATION)).toEqual(['4', '25']);
    expect(cited('A value-0 marker pays for nothing [12.31] [10.3]', GS_CITATION)).toEqual(['12', '10']);
    expect(cited('Income 3.5 tiles (3 cards)', GS_CITATION)).toEqual([]);
    expect(cited('Germany pays 12.5 in all', GS_CITATION)).toEqual([]);
  });
});
