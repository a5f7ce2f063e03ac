/**
 * The rules references of Atlantic Chase and Gathering Storm against the citations their engines write (no
 * browser): every citation a log line or a refusal reason can carry resolves, through the game's citation
 * pattern, to a section of its reference in English and in Spanish, and both languages have the same sections.
 * The citations are read from the engines' sources (string literals only, not comments), so a new log line or
 * reason that cites a page or rule the reference lacks fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CHASE_CITATION } from '../src/games/atlantic-chase/citation';
import { GS_CITATION } from '../src/games/gathering-storm/citation';

const ROOT = path.resolve(__dirname, '../..');
const LOCALES = path.join(ROOT, 'client/src/i18n/locales');

type Sections = Record<string, { title: string; text: string }>;

function sections(lng: 'en' | 'es', ns: string): Sections {
  const tree = JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as { rules: { intro: string; sections: Sections } };
  return tree.rules.sections;
}

/** The TypeScript files under `dir` (recursively), tests left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}

interface Literal {
  file: string;
  text: string;
  /** The literal is the value of a `rule:` property (a structured log event's citation). */
  rule: boolean;
}

/** Every string literal of the files (and of template literals, their fixed parts). */
function literals(files: string[]): Literal[] {
  const out: Literal[] = [];
  for (const file of files) {
    const src = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node) => {
      if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) {
        const parent = n.parent;
        const rule = ts.isPropertyAssignment(parent) && parent.initializer === n && parent.name.getText(src) === 'rule';
        out.push({ file: path.relative(ROOT, file), text: n.text, rule });
      }
      ts.forEachChild(n, visit);
    };
    visit(src);
  }
  return out;
}

/** The section keys a text's citations open, as the table's linker finds them (table/citations.tsx). */
function cited(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]).filter((k): k is string => k !== undefined);
}

describe.each([
  ['atlantic-chase-rules', 64],
  ['gathering-storm-rules', 34],
])('%s', (ns, count) => {
  test('English and Spanish have the same sections, numbered as the rulebook, each with a title and a text', () => {
    const en = sections('en', ns);
    const es = sections('es', ns);
    const keys = Array.from({ length: count }, (_, i) => String(i + 1));
    expect(Object.keys(en).sort()).toEqual([...keys].sort());
    expect(Object.keys(es).sort()).toEqual([...keys].sort());
    for (const k of keys)
      for (const s of [en[k], es[k]]) {
        expect(s.title.trim()).not.toBe('');
        expect(s.text.trim()).not.toBe('');
      }
  });
});

describe('Atlantic Chase: every page its log and reasons cite opens a section', () => {
  const lits = literals([...sources(path.join(ROOT, 'games/src/atlantic-chase')), ...sources(path.join(ROOT, 'client/src/games/atlantic-chase'))]);
  const en = sections('en', 'atlantic-chase-rules');
  const es = sections('es', 'atlantic-chase-rules');

  test('the engine and the table cite rulebook pages (p.N), never another kind of section sign', () => {
    const pages = lits.filter((l) => /\bp\.\s?\d+/.test(l.text));
    expect(pages.length).toBeGreaterThan(50);
    // The rules (log events, reasons) and the table (its own reasons); the data's provenance notes are not shown.
    const shown = lits.filter((l) => l.file.includes('/rules/') || l.file.startsWith('client/'));
    expect(shown.filter((l) => /§\s?\d/.test(l.text)).map((l) => `${l.file}: ${l.text}`)).toEqual([]);
  });

  test('each cited page is a section in both languages', () => {
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
  const lits = literals([...sources(path.join(ROOT, 'games/src/gathering-storm/rules')), ...sources(path.join(ROOT, 'games/src/gathering-storm/data'))]);
  const en = sections('en', 'gathering-storm-rules');
  const es = sections('es', 'gathering-storm-rules');
  const DOTTED = /\b\d+\.\d+[A-Z]?/g;

  test('each log event rule, shown as the log shows it "(24.82)", links every rule number to a section', () => {
    const rules = lits.filter((l) => l.rule);
    expect(rules.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const l of rules) {
      const shown = ` (${l.text.replace(/^\[|\]$/g, '')})`;
      const keys = cited(shown, GS_CITATION);
      if (keys.length !== (shown.match(DOTTED) ?? []).length || keys.some((k) => !en[k] || !es[k])) wrong.push(`${l.file}: ${l.text} -> ${keys.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('each bracketed citation in a reason "[12.31]" links every rule number to a section', () => {
    const brackets = lits.flatMap((l) => (l.text.match(/\[[^[\]]*\d+\.\d+[^[\]]*\]/g) ?? []).map((b) => ({ file: l.file, b })));
    expect(brackets.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const { file, b } of brackets) {
      const keys = cited(b, GS_CITATION);
      if (keys.length !== (b.match(DOTTED) ?? []).length || keys.some((k) => !en[k] || !es[k])) wrong.push(`${file}: ${b} -> ${keys.join(',')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('the pattern takes the section of each rule and leaves other numbers alone', () => {
    expect(cited('Flag placed in Poland (24.82)', GS_CITATION)).toEqual(['24']);
    expect(cited('Not allowed by rule [4.14B, 25.32].', GS_CITATION)).toEqual(['4', '25']);
    expect(cited('A value-0 marker pays for nothing [12.31] [10.3]', GS_CITATION)).toEqual(['12', '10']);
    expect(cited('Income 3.5 tiles (3 cards)', GS_CITATION)).toEqual([]);
    expect(cited('Germany pays 12.5 in all', GS_CITATION)).toEqual([]);
  });
});
