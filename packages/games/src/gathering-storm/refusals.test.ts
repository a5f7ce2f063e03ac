/**
 * Every refusal of Gathering Storm is coded (rules/no.ts, common/refusal.ts), and the table words each code in
 * English and Spanish (the client's gathering-storm catalogues, `refusals.<code>`). The codes are collected from
 * the source (every `refuse('<code>', ...)` call), so a new refusal without words fails here; the placeholders
 * of the words are exactly the call's parameters, and the catalogue's names the words nest for them
 * (`$t(gathering-storm:power.{{power}})`) exist. The reasons the table shows before an order (what cannot be
 * built or researched, where a marker cannot go) are also produced in a seeded game and checked the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Refusal } from '../common/refusal';
import { playout, seededRandom } from '../common';
import { COUNTRIES } from './data';
import { gatheringStorm } from './index';
import { placementProblem } from './rules/placement';
import { priv } from './rules/random-events';
import { constructionRefusals, researchRefusals } from './rules/refusals';
import type { GState } from './rules/types';

const LOCALES = path.resolve(__dirname, '../../../client/src/i18n/locales');
type Catalogue = Record<string, unknown> & { refusals: Record<string, string> };
const catalogue = (lng: string): Catalogue => JSON.parse(fs.readFileSync(path.join(LOCALES, lng, 'gathering-storm.json'), 'utf8')) as Catalogue;
const CATALOGUES = { en: catalogue('en'), es: catalogue('es') };
/** The plural forms i18next asks for, by language (Intl.PluralRules categories of a count). */
const PLURALS = { en: ['one', 'other'], es: ['one', 'many', 'other'] };
/** Codes every game shares, worded by the room rather than by a move's rules. */
const ROOM_CODES = new Set(['countPlayers']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Each `refuse(...)` call of the game: its code, the names of its parameters, its file. */
function refuseCalls(): Array<{ code: string; params: string[]; file: string }> {
  const out: Array<{ code: string; params: string[]; file: string }> = [];
  for (const file of sources(__dirname)) {
    const src = fs.readFileSync(file, 'utf8');
    for (const m of src.matchAll(/\brefuse\(\s*'/g)) {
      let depth = 0;
      let j = m.index + 'refuse'.length;
      for (; j < src.length; j++) {
        if (src[j] === '(') depth++;
        else if (src[j] === ')' && --depth === 0) break;
      }
      const call = src.slice(m.index, j + 1);
      // The parameters are the object literal closing the call: `{ power, rule }` or `{ count: n }`.
      const obj = /,\s*\{([\w\s,:.()[\]]*)\}\s*,?\s*\)$/.exec(call);
      const params = obj
        ? obj[1]
            .split(',')
            .map((s) => s.split(':')[0].trim())
            .filter(Boolean)
        : [];
      out.push({ code: /^refuse\(\s*'(\w+)'/.exec(call)![1], params, file: path.relative(__dirname, file) });
    }
  }
  return out;
}

/** The wordings of a code in a language: the plain key, or every plural form when the code counts. */
function wordings(lng: 'en' | 'es', code: string): string[] {
  const cat = CATALOGUES[lng].refusals;
  if (cat[code] !== undefined) return [cat[code]];
  const forms = PLURALS[lng].map((f) => cat[`${code}_${f}`]);
  return forms.every((x) => x !== undefined) ? forms : [];
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

/** The catalogue groups a wording nests (`$t(gathering-storm:power.{{power}})` nests `power`), by parameter. */
const nested = (s: string) => [...s.matchAll(/\$t\(gathering-storm:([\w.]+)\.\{\{(\w+)\}\}\)/g)].map((m) => ({ group: m[1], param: m[2] }));

function group(lng: 'en' | 'es', dotted: string): Record<string, unknown> | undefined {
  let g: unknown = CATALOGUES[lng];
  for (const k of dotted.split('.')) g = g && typeof g === 'object' ? (g as Record<string, unknown>)[k] : undefined;
  return g && typeof g === 'object' ? (g as Record<string, unknown>) : undefined;
}

/** The words of a refusal as i18next would fill them, nesting included (enough of it for this catalogue). */
function fill(lng: 'en' | 'es', r: Refusal): string {
  const count = r.params?.count;
  const forms = wordings(lng, r.code);
  const cat = CATALOGUES[lng].refusals;
  const form =
    cat[r.code] ?? (typeof count === 'number' ? cat[`${r.code}_${new Intl.PluralRules(lng).select(count)}`] : undefined) ?? forms[forms.length - 1] ?? '';
  const filled = form.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(r.params?.[k] ?? `{{${k}}}`));
  return filled.replace(/\$t\(gathering-storm:([\w.]+)\)/g, (whole, key: string) => {
    const parts = key.split('.');
    const v = group(lng, parts.slice(0, -1).join('.'))?.[parts[parts.length - 1]];
    return typeof v === 'string' ? v : whole;
  });
}

describe('refusals in words', () => {
  const calls = refuseCalls();

  test('the rules refuse with codes only: no plain-text reason is left in the procedures and checks', () => {
    expect(calls.length).toBeGreaterThan(150);
    // A reason used to be `return 'Some sentence [12.3]'`: none remains outside rules/no.ts.
    const plain = sources(path.join(__dirname, 'rules'))
      .filter((f) => !f.endsWith('no.ts'))
      .flatMap((f) => [...fs.readFileSync(f, 'utf8').matchAll(/(?:return|\?|:)\s*['"`][A-Z][a-z]+ [^'"`]*['"`]/g)].map((m) => `${path.basename(f)}: ${m[0]}`));
    expect(plain).toEqual([]);
  });

  test('each code is one refusal: no two constructors share a code, and each constructor of rules/no.ts is named by its code', () => {
    const codes = calls.map((c) => c.code);
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    const src = fs.readFileSync(path.join(__dirname, 'rules/no.ts'), 'utf8');
    const constructors = [...src.matchAll(/^ {2}(\w+): \([^)]*\) =>\s*refuse\(\s*'(\w+)'/gm)];
    expect(constructors.length).toBe(calls.filter((c) => c.file === path.join('rules', 'no.ts')).length);
    expect(constructors.filter((m) => m[1] !== m[2]).map((m) => m[0])).toEqual([]);
  });

  test.each(['en', 'es'] as const)('every code has its words in %s, whose placeholders are exactly the parameters', (lng) => {
    const wrong: string[] = [];
    for (const { code, params, file } of calls) {
      const forms = wordings(lng, code);
      if (!forms.length) {
        wrong.push(`${code} (${file}): no words`);
        continue;
      }
      // Every form fills only the call's parameters; together they use every one (a count only where it counts).
      const used = new Set(forms.flatMap(placeholders));
      for (const ph of used) if (!params.includes(ph)) wrong.push(`${code}: {{${ph}}} is no parameter`);
      for (const p of params) if (!used.has(p)) wrong.push(`${code}: ${p} is never worded`);
      if (params.includes('count') !== (CATALOGUES[lng].refusals[code] === undefined)) wrong.push(`${code}: plural forms exactly when it counts`);
      // A nested name is looked up in a group the catalogue has.
      for (const { group: g } of forms.flatMap(nested)) if (!group(lng, g)) wrong.push(`${code}: no group ${g}`);
      // The rule cited stays: the words end with the citation (in brackets, or the cited rule's parameter).
      for (const w of forms) if (!/(\[[\d.,A-Z\s-]+\]|\{\{rule\}\})\.?$/.test(w)) wrong.push(`${code}: no citation at the end`);
    }
    expect(wrong).toEqual([]);
  });

  test('the catalogues word no code the rules have dropped, and both languages have the same keys', () => {
    const codes = new Set([...calls.map((c) => c.code), ...ROOM_CODES]);
    const base = (key: string) => key.replace(/_(one|many|other)$/, '');
    expect(Object.keys(CATALOGUES.en.refusals).filter((k) => !codes.has(base(k)))).toEqual([]);
    const keys = (lng: 'en' | 'es') => new Set(Object.keys(CATALOGUES[lng].refusals).filter((k) => !k.endsWith('_many')));
    expect(keys('es')).toEqual(keys('en'));
  });

  test('the reasons the table shows before an order, in seeded games, are worded in both languages with every name nested', () => {
    const seen = new Map<string, Refusal>();
    const note = (r: Refusal | undefined) => {
      if (r && !seen.has(r.code)) seen.set(r.code, r);
    };
    for (let i = 0; i < 2; i++)
      playout(gatheringStorm, {
        numPlayers: 5,
        options: { turnCap: 4 },
        seed: `gs-refusals-${i}`,
        random: seededRandom(i + 700),
        choose: (view, seat, random) => gatheringStorm.bot!(view as never, seat, random),
        onState: (st) => {
          const G = st.G as GState;
          const kind = G.pending?.kind;
          for (const p of G.waiting) {
            if (kind === 'construction') for (const r of constructionRefusals(G, p, priv(G, p).conversion ?? null)) note(r.reason);
            if (kind === 'research') for (const r of researchRefusals(G, p)) note(r.reason);
            if (kind === 'place' && G.diplomacy.round) {
              const am = G.powers[p].ams.findIndex((a, n) => a.use === 'any' && a.v > 0 && !G.powers[p].amUsed.includes(n));
              for (const c of COUNTRIES) {
                if (am >= 0) note(placementProblem(G, p, G.diplomacy.round, { dip: [{ country: c.id, am }], mil: [] }));
                note(placementProblem(G, p, G.diplomacy.round, { dip: [], mil: [{ country: c.id }] }));
              }
            }
          }
        },
      });
    expect(seen.size).toBeGreaterThan(15);
    for (const r of seen.values())
      for (const lng of ['en', 'es'] as const) {
        const text = fill(lng, r);
        expect({ code: r.code, lng, unfilled: /\{\{|\$t\(|undefined/.test(text) || text === '' }).toEqual({ code: r.code, lng, unfilled: false });
      }
    // The Spanish words are Spanish: none is the English text.
    for (const r of seen.values()) expect({ code: r.code, same: fill('es', r) === fill('en', r) }).toEqual({ code: r.code, same: false });
  });
});
