/**
 * The rules references (no browser): every section of the rulebook that the log or a refusal of Atlantic Storm
 * and The Kaiser's Pirates cites is a section of the game's reference (`<slug>-rules`), in English and in
 * Spanish, and both languages hold the same sections. The citations are read from the texts the players see:
 * the string literals of the rules (refusals, the sections log events carry), of the client's log text and of
 * the game's catalogue, through the game's own citation pattern.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { KP_CITATION } from '../src/games/kaisers-pirates/citation';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALES = path.join(ROOT, 'packages/client/src/i18n/locales');
const AS_CITATION = /§\s?(\d+(?:\.\d+)*)/g;

/** The TypeScript files of a folder (not its tests), or the file itself. */
function sources(rel: string): string[] {
  const p = path.join(ROOT, rel);
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs
    .readdirSync(p)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/^(test|fuzz|testing)/.test(f))
    .map((f) => path.join(p, f));
}

/** Every string literal's text in a file (template literals by their fixed parts), with the property it is the value of. */
function literals(file: string): Array<{ text: string; prop: string | null }> {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Array<{ text: string; prop: string | null }> = [];
  const propOf = (n: ts.Node): string | null => {
    for (let p = n.parent; p; p = p.parent) {
      if (ts.isPropertyAssignment(p)) return p.name.getText(sf);
      if (!ts.isConditionalExpression(p) && !ts.isParenthesizedExpression(p)) return null;
    }
    return null;
  };
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push({ text: n.text, prop: propOf(n) });
    else if (ts.isTemplateExpression(n)) out.push({ text: [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' '), prop: null });
    n.forEachChild(visit);
  };
  visit(sf);
  return out;
}

/** Every string of a catalogue. */
function catalogueStrings(ns: string, lng: string): string[] {
  const walk = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(walk) : []);
  return walk(JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')));
}

const cites = (text: string, pattern: RegExp): string[] => [...text.matchAll(new RegExp(pattern.source, 'g'))].map((m) => m[1]);

/** Atlantic Storm: "§14", "§6 Ocean", "§11/trick" in refusals, in the sections of log events and in the catalogue. */
function asCited(): Set<string> {
  const files = ['packages/games/src/atlantic-storm/moves.ts', 'packages/games/src/atlantic-storm/rules', 'packages/client/src/games/atlantic-storm'].flatMap(
    sources,
  );
  const texts = [
    ...files.flatMap((f) => literals(f).map((l) => l.text)),
    ...catalogueStrings('atlantic-storm', 'en'),
    ...catalogueStrings('atlantic-storm', 'es'),
  ];
  return new Set(texts.flatMap((t) => cites(t, AS_CITATION)));
}

/**
 * The Kaiser's Pirates: bracketed citations in refusals and in the client's log text and catalogue, and the
 * sections log events carry (`rule: '3.3.17, 4.6'`), which the log prints in brackets after each line.
 */
function kpCited(): Set<string> {
  const files = [
    'packages/games/src/kaisers-pirates/moves.ts',
    'packages/games/src/kaisers-pirates/rules',
    'packages/games/src/kaisers-pirates/data',
    'packages/client/src/games/kaisers-pirates',
  ].flatMap(sources);
  const lits = files.flatMap(literals);
  const texts = [
    ...lits.map((l) => (l.prop === 'rule' ? `[${l.text}]` : l.text)),
    ...catalogueStrings('kaisers-pirates', 'en'),
    ...catalogueStrings('kaisers-pirates', 'es'),
  ];
  return new Set(texts.flatMap((t) => cites(t, KP_CITATION)));
}

function sectionsOf(slug: string, lng: string): Record<string, { title?: string; text?: string }> {
  const tree = JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${slug}-rules.json`), 'utf8')) as {
    rules?: { sections?: Record<string, { title?: string; text?: string }> };
  };
  return tree.rules?.sections ?? {};
}

describe.each([
  ['atlantic-storm', asCited],
  ['kaisers-pirates', kpCited],
])('%s: the rules reference', (slug, cited) => {
  test('every section the log and the refusals cite is in the reference, in English and in Spanish', () => {
    const need = [...cited()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    // The sources do cite: an extraction that found nothing would prove nothing.
    expect(need.length).toBeGreaterThan(10);
    for (const lng of ['en', 'es']) {
      const have = sectionsOf(slug, lng);
      expect([lng, need.filter((k) => !have[k]?.title || !have[k]?.text)]).toEqual([lng, []]);
    }
  });

  test('English and Spanish hold the same sections', () => {
    expect(Object.keys(sectionsOf(slug, 'es')).sort()).toEqual(Object.keys(sectionsOf(slug, 'en')).sort());
  });
});
