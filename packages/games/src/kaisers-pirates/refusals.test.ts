/**
 * Every refusal of The Kaiser's Pirates is coded (common/refusal.ts), and the table words each code in
 * English and Spanish (the client's kaisers-pirates catalogues, `refusals.<code>`). The codes are collected
 * from the source (every `refuse('<code>', ...)` call), so a new refusal without words fails here. The
 * refusals the table shows before a play (commitProblem, planReveal) are also produced in seeded games,
 * and every placeholder of their wording must be one of the parameters the rules give.
 */
import fs from 'node:fs';
import path from 'node:path';
import { playout, seededRandom } from '../common';
import type { Refusal } from '../common/refusal';
import { kaisersPirates } from './index';
import { configFor } from './fuzz-run';
import { commitChoices } from './rules/enumerate';
import { commitProblem, planReveal } from './rules/legal';
import type { GameState, PublicState } from './rules/types';
import { playerView } from './view';

const LOCALES = path.resolve(__dirname, '../../../client/src/i18n/locales');
const words = (lng: string): Record<string, string> =>
  (JSON.parse(fs.readFileSync(path.join(LOCALES, lng, 'kaisers-pirates.json'), 'utf8')) as { refusals?: Record<string, string> }).refusals ?? {};
const CATALOGUES = { en: words('en'), es: words('es') };
/** The plural forms i18next asks for, by language (Intl.PluralRules categories of a count). */
const PLURALS = { en: ['one', 'other'], es: ['one', 'many', 'other'] };

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Each `refuse(...)` call of the game's rules: its code and the text of the whole call. */
function refuseCalls(): Array<{ code: string; call: string; file: string }> {
  const out: Array<{ code: string; call: string; file: string }> = [];
  for (const file of sources(__dirname)) {
    const src = fs.readFileSync(file, 'utf8');
    // A call may be broken over lines by the formatter: `refuse(\n  'code', ...)`.
    for (const m of src.matchAll(/\brefuse\(\s*'/g)) {
      const i = m.index;
      let depth = 0;
      let j = i + 'refuse'.length;
      for (; j < src.length; j++) {
        if (src[j] === '(') depth++;
        else if (src[j] === ')' && --depth === 0) break;
      }
      const call = src.slice(i, j + 1);
      out.push({ code: /^refuse\(\s*'(\w+)'/.exec(call)![1], call, file: path.relative(__dirname, file) });
    }
  }
  return out;
}

/** The wordings of a code in a language: the plain key, or every plural form, and its context variants. */
function wordings(lng: 'en' | 'es', code: string): string[] {
  const cat = CATALOGUES[lng];
  if (cat[code] !== undefined) return [cat[code]];
  const forms = PLURALS[lng].map((f) => cat[`${code}_${f}`]);
  return forms.every((x) => x !== undefined) ? forms : [];
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

describe('refusals in words', () => {
  const calls = refuseCalls();

  test('the rules refuse with codes only: no plain-text refusal is left in the procedures and checks', () => {
    expect(calls.length).toBeGreaterThan(140);
    // A refusal used to be `return 'Some sentence'` or `bad('Some sentence')`: none remains outside refuse().
    // The one sentence-like string the rules still return is a side's English name (for the server's own messages).
    const plain = sources(path.join(__dirname, 'rules')).flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/(?:return|bad\()\s*['"`][A-Z][a-z]+ [^'"`]*['"`]\)?;/g)].map((m) => m[0]),
    );
    expect(plain).toEqual(['return `Player ${Number(side) + 1}`;']);
  });

  test.each(['en', 'es'] as const)('every code has its words in %s, with each context the rules may ask for', (lng) => {
    const missing: string[] = [];
    for (const { code, call, file } of calls) {
      if (!wordings(lng, code).length) missing.push(`${code} (${file})`);
      // Every placeholder of the words is a parameter of the call (sideRef gives the player's number).
      for (const w of wordings(lng, code))
        for (const ph of placeholders(w)) if (!call.includes(`${ph}: `) && !(ph === 'player' && call.includes('sideRef('))) missing.push(`${code}: {{${ph}}}`);
      // A side that may be the Ghost is worded apart (i18next context "ghost"), and so is any other context given.
      const contexts = [...(call.includes('sideRef(') ? ['ghost'] : []), ...[...call.matchAll(/context: '(\w+)'/g)].map((m) => m[1])];
      for (const c of contexts) if (!wordings(lng, `${code}_${c}`).length) missing.push(`${code}_${c} (${file})`);
    }
    expect(missing).toEqual([]);
  });

  test('the catalogues word no code the rules have dropped, and both languages have the same keys', () => {
    const codes = new Set(calls.map((c) => c.code));
    const base = (key: string) => key.replace(/_(one|many|other)$/, '').replace(/_(ghost|team|nothing)$/, '');
    expect(Object.keys(CATALOGUES.en).filter((k) => !codes.has(base(k)))).toEqual([]);
    const enKeys = new Set(Object.keys(CATALOGUES.en).map((k) => k.replace(/_many$/, '_other')));
    expect(new Set(Object.keys(CATALOGUES.es).map((k) => k.replace(/_many$/, '_other')))).toEqual(enKeys);
  });

  test("the reasons the table shows before a play, in seeded games, fill every placeholder of their words from the rules' parameters", () => {
    const seen = new Map<string, Refusal>();
    const note = (r: Refusal | undefined) => {
      if (r && !seen.has(r.code)) seen.set(r.code, r);
    };
    for (let i = 0; i < 6; i++) {
      const cfg = configFor(i);
      playout(kaisersPirates, {
        numPlayers: cfg.numPlayers,
        options: cfg.options,
        seed: `kp-refusals-${i}`,
        random: seededRandom(i + 900),
        onState: (st) => {
          const G = st.G as GameState;
          const p = G.pending;
          if (!p || p.kind === 'retain' || p.seat === G.ghost) return;
          const view = playerView(G, p.seat) as unknown as PublicState;
          if (p.kind === 'commit')
            for (const card of view.players[p.seat]?.hand ?? []) for (const e of commitChoices(view, p.seat, card)) note(commitProblem(view, p.seat, [e]));
          if (p.kind === 'act')
            for (const s of view.turn?.slots ?? []) {
              const r = s.revealed ? null : planReveal(view, p.seat, s.n, {});
              if (r && !r.ok) note(r.problem);
            }
        },
      });
    }
    expect(seen.size).toBeGreaterThan(5);
    for (const r of seen.values()) {
      const given = new Set(Object.keys(r.params ?? {}));
      const context = r.params?.context;
      for (const lng of ['en', 'es'] as const) {
        const forms = wordings(lng, context ? `${r.code}_${context}` : r.code);
        expect({ code: r.code, lng, forms: forms.length > 0 }).toEqual({ code: r.code, lng, forms: true });
        for (const w of forms)
          for (const ph of placeholders(w)) expect({ code: r.code, lng, ph, given: given.has(ph) }).toEqual({ code: r.code, lng, ph, given: true });
      }
    }
  });
});
