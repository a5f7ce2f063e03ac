/**
 * Comments, docs and test titles cite the rulebooks' own places (Atlantic Chase "p.57", Gathering Storm
 * "[8.31]", Atlantic Storm "§7", The Kaiser's Pirates "[3.2.7.1]") or files in this repository, never a
 * document the repository does not hold: no rules-specification sections or test ids, no paths outside the
 * checkout. This scans every package's sources, tests and browser tests, the docs and the README, and lists
 * each offending file:line.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const packagesDir = join(root, 'packages');
const skipDirs = new Set(['node_modules', 'dist', 'dist-e2e', 'coverage', '.vite']);
const textFile = /\.(ts|tsx|js|mjs|cjs|md|json|css|html)$/;

/** What is forbidden, with a short reason shown beside each hit. */
const forbidden: { name: string; re: RegExp }[] = [
  { name: 'a section of the rules specification', re: /\bspec(?:'s)?\s*(?:P[12]\s*)?§/i },
  { name: 'the rules specification', re: /\bthe spec\b|\bspec's\b|\brules spec\b/i },
  { name: 'an id of the rules specification', re: /\bspec (?:[A-Z]{1,4}-?\d|P[12]\b|tests?\b|tables?\b)/ },
  { name: 'a specification test id', re: /\bT-\d{2}\b|\bT-[A-Z]{2,5}(?:-\d+)?\b|\bTS-[A-Z]*\d+\b/ },
  { name: 'a path outside the repository', re: /\.\.\/shared\b|\/work\/|\bshared\/(?:seeds|rules)\b/ },
];

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name) || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (textFile.test(name)) out.push(full);
  }
}

/** Every scanned file: packages/<pkg>/{src,test,e2e}, docs/ and README.md. */
function scannedFiles(): string[] {
  const out: string[] = [];
  for (const pkg of readdirSync(packagesDir)) {
    for (const sub of ['src', 'test', 'e2e']) {
      const dir = join(packagesDir, pkg, sub);
      try {
        if (statSync(dir).isDirectory()) walk(dir, out);
      } catch {
        // this package has no such folder
      }
    }
  }
  walk(join(root, 'docs'), out);
  out.push(join(root, 'README.md'));
  // This file names the patterns it looks for.
  return out.filter((f) => f !== __filename);
}

function offences(files: string[]): string[] {
  const hits: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const { name, re } of forbidden) {
          if (re.test(line)) hits.push(`${relative(root, file)}:${i + 1}: ${name}: ${line.trim().slice(0, 120)}`);
        }
      });
  }
  return hits;
}

describe('citations stay inside the repository', () => {
  test('the scan covers the games, the client, its browser tests, the docs and the README', () => {
    const files = scannedFiles().map((f) => relative(root, f));
    expect(files).toContain('README.md');
    expect(files.some((f) => f.startsWith('docs/'))).toBe(true);
    expect(files.some((f) => f.startsWith('packages/games/src/atlantic-chase/'))).toBe(true);
    expect(files.some((f) => f.startsWith('packages/client/e2e/'))).toBe(true);
    expect(files.some((f) => f.includes('node_modules'))).toBe(false);
  });

  test('each pattern catches what it is meant to and leaves rulebook citations alone', () => {
    const caught = (line: string): string[] => forbidden.filter(({ re }) => re.test(line)).map(({ name }) => name);
    expect(caught('Time Lapse (spec §4.3; p.19)')).toEqual(['a section of the rules specification']);
    expect(caught('as the spec defines it')).toEqual(['the rules specification']);
    expect(caught('Owners not named by the rules (spec P1 §10.9).')).toEqual(['a section of the rules specification', 'an id of the rules specification']);
    expect(caught('air distance (p.27, p.45; spec A-20)')).toEqual(['an id of the rules specification']);
    expect(caught("describe('T-35 Damage results (p.50)'")).toEqual(['a specification test id']);
    expect(caught("test('T-BOP-1 / TS-D1: the BoP'")).toEqual(['a specification test id']);
    expect(caught('see ../shared/rules/atlantic-chase.md')).toContain('a path outside the repository');
    expect(caught('rulebook p.50 example: damage results; [20.42]; §7; RULINGS.md D-1; SUB-MAIN-1')).toEqual([]);
    expect(caught('const SPECIALS = [];')).toEqual([]);
    expect(caught('const v = checkPlay(G, seat, spec); // spec.cards')).toEqual([]);
  });

  test('no comment, doc or test title cites the rules specification or a path outside the repository', () => {
    expect(offences(scannedFiles())).toEqual([]);
  });
});
