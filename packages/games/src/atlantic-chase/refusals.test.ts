/**
 * Every refusal of Atlantic Chase is coded (rules/refusals.ts, common/refusal.ts), and the table words each
 * code in English and Spanish (the client's atlantic-chase catalogues, `refusals.<code>`). The codes are
 * collected from the source (every `refuse('<code>', ...)` call), so a new refusal without words fails here;
 * the placeholders of each wording are exactly the call's parameters, and each wording cites the rulebook
 * pages its rule cites (the table links "p.N" to the Rules panel). The refusals the table shows while a
 * player declares an action (actProblem, which also checks a plotted trajectory) are produced in seeded
 * games and worded in both languages with nothing left unfilled.
 */
import fs from 'node:fs';
import path from 'node:path';
import { applyMove, playout, seededRandom } from '../common';
import type { Refusal } from '../common/refusal';
import { atlanticChase } from './index';
import { engine } from './moves';
import type { Act } from './rules/acts';
import { no } from './rules/refusals';
import { actProblem } from './rules/sequence';
import { hexesOf } from './rules/state';
import type { G } from './rules/types';
import { fixture, position } from './testing';

const LOCALES = path.resolve(__dirname, '../../../client/src/i18n/locales');
type Catalogue = Record<string, unknown> & { refusals?: Record<string, string> };
const catalogue = (lng: string): Catalogue => JSON.parse(fs.readFileSync(path.join(LOCALES, lng, 'atlantic-chase.json'), 'utf8')) as Catalogue;
const FULL = { en: catalogue('en'), es: catalogue('es') };
const CATALOGUES = { en: FULL.en.refusals ?? {}, es: FULL.es.refusals ?? {} };
/** The plural forms i18next asks for, by language (Intl.PluralRules categories of a count). */
const PLURALS = { en: ['one', 'other'], es: ['one', 'many', 'other'] };

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [p] : [];
  });
}

/** Each `refuse(...)` call of the game's sources: its code, its parameters' names and the text of the whole call. */
function refuseCalls(): Array<{ code: string; params: string[]; call: string; file: string }> {
  const out: Array<{ code: string; params: string[]; call: string; file: string }> = [];
  for (const file of sources(__dirname)) {
    const src = fs.readFileSync(file, 'utf8');
    // A call may be broken over lines by the formatter: `refuse(\n  'code', ...)`.
    for (const m of src.matchAll(/\brefuse\(\s*'/g)) {
      let depth = 0;
      let j = m.index + 'refuse'.length;
      for (; j < src.length; j++) {
        if (src[j] === '(') depth++;
        else if (src[j] === ')' && --depth === 0) break;
      }
      const call = src.slice(m.index, j + 1);
      // The parameters are the call's last argument, an object literal `{ a, b: x }` (none when it has none).
      const obj = /,\s*\{([^{}]*)\}\s*,?\s*\)$/.exec(call)?.[1] ?? '';
      const params = obj
        .split(',')
        .map((p) => p.trim().split(':')[0].trim())
        .filter(Boolean);
      out.push({ code: /^refuse\(\s*'(\w+)'/.exec(call)![1], params, call, file: path.relative(__dirname, file) });
    }
  }
  return out;
}

/** The wordings of a code in a language: the plain key, or every plural form. */
function wordings(lng: 'en' | 'es', code: string): string[] {
  const cat = CATALOGUES[lng];
  if (cat[code] !== undefined) return [cat[code]];
  const forms = PLURALS[lng].map((f) => cat[`${code}_${f}`]);
  return forms.every((x) => x !== undefined) ? forms : [];
}

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();
/** The rulebook pages a text cites, as the table links them (client citation.ts: "p.27", "p.49-54" at 49). */
const pages = (s: string) => [...new Set([...s.matchAll(/\bp\.\s?(\d+)/g)].map((m) => m[1]))].sort();

/** A wording filled as i18next fills it: the parameters, then the catalogue's own words nested with `$t(atlantic-chase:key)`. */
function fill(lng: 'en' | 'es', r: Refusal): string {
  const [w] = wordings(lng, r.code);
  const params = r.params ?? {};
  const interpolated = w.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? `{{${k}}}`));
  return interpolated.replace(/\$t\(atlantic-chase:([\w.]+)\)/g, (whole, key: string) => {
    const v = key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), FULL[lng]);
    return typeof v === 'string' ? v : whole;
  });
}

/** Sample arguments for each constructor of `no` that takes some: the ids and numbers the rules pass. */
const SAMPLE: Partial<Record<keyof typeof no, unknown[]>> = {
  wrongAnswer: ['fire'],
  obligation: ['G1', 'ge_grey'],
  trjTooLong: [15],
  completionLength: [6],
  airRange: [2],
  obscureMax: [2],
};

describe('refusals in words', () => {
  const calls = refuseCalls();

  test('the rules refuse with codes only: no plain-text refusal is left in the procedures and checks', () => {
    expect(calls.length).toBeGreaterThan(110);
    // A refusal used to be `return 'Some sentence (p.N)'` (or after `? null :`); none remains outside rules/refusals.ts.
    const files = [...sources(path.join(__dirname, 'rules')), path.join(__dirname, 'moves.ts'), path.join(__dirname, 'options.ts')].filter(
      (f) => !f.endsWith('refusals.ts'),
    );
    const plain = files.flatMap((f) =>
      [...fs.readFileSync(f, 'utf8').matchAll(/(?:return|\? null :|: null \?)\s*['"`][A-Z][a-z]+ [^'"`]*['"`]/g)].map((m) => `${path.basename(f)}: ${m[0]}`),
    );
    expect(plain).toEqual([]);
    // Every code is given by one constructor of `no`, and every constructor gives its own code.
    const codes = calls.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, make] of Object.entries(no)) {
      const r = (make as (...a: unknown[]) => Refusal)(...(SAMPLE[name as keyof typeof no] ?? []));
      expect({ name, code: r.code }).toEqual({ name, code: name });
    }
  });

  test.each(['en', 'es'] as const)('every code has its words in %s, with exactly the parameters of its refusal and the pages it cites', (lng) => {
    const wrong: string[] = [];
    for (const { code, params, file } of calls) {
      const forms = wordings(lng, code);
      if (!forms.length) wrong.push(`${code} (${file}): no words`);
      for (const w of forms) {
        // i18next's count picks the plural form; it need not be shown.
        const want = [...params].filter((p) => p !== 'count' || placeholders(w).includes('count')).sort();
        if (JSON.stringify(placeholders(w)) !== JSON.stringify(want))
          wrong.push(`${code}: {{${placeholders(w).join('}}, {{')}}} for ${want.join(', ') || 'no parameters'}`);
      }
    }
    for (const [name, make] of Object.entries(no)) {
      const r = (make as (...a: unknown[]) => Refusal)(...(SAMPLE[name as keyof typeof no] ?? []));
      if (!wordings(lng, r.code).length) continue;
      const text = fill(lng, r);
      if (/\{\{|\$t\(|undefined|NaN/.test(text)) wrong.push(`${r.code}: "${text}"`);
      if (JSON.stringify(pages(text)) !== JSON.stringify(pages(r.text)))
        wrong.push(`${r.code}: cites ${pages(text).join(', ')}, the rule ${pages(r.text).join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  test('the catalogues word no code the rules have dropped, both languages have the same keys, and Spanish is not English', () => {
    const codes = new Set(calls.map((c) => c.code));
    const base = (key: string) => key.replace(/_(one|many|other)$/, '');
    expect(Object.keys(CATALOGUES.en).filter((k) => !codes.has(base(k)))).toEqual([]);
    const enKeys = new Set(Object.keys(CATALOGUES.en).map((k) => k.replace(/_many$/, '_other')));
    expect(new Set(Object.keys(CATALOGUES.es).map((k) => k.replace(/_many$/, '_other')))).toEqual(enKeys);
    // Only a sentence of names and pages could read the same in both languages; none of these does.
    expect(Object.keys(CATALOGUES.en).filter((k) => CATALOGUES.en[k] === CATALOGUES.es[k])).toEqual([]);
    // The leader's obligation names the task force by its sticks' colour, in each language's words.
    expect(fill('en', no.obligation('G1', 'ge_grey'))).toBe("The leader's Grey TF must be the active task force of the next action (p.10).");
    expect(fill('es', no.obligation('G1', 'ge_grey'))).toBe('La TF gris del líder debe ser la TF activa de la próxima acción (p.10).');
  });

  test('the reasons the table shows while a player declares an action, in seeded games, are coded and fill every placeholder', () => {
    const seen = new Map<string, Refusal>();
    const CONFIGS = [
      { numPlayers: 1, options: { scenario: 'TUT-S1', mode: 'SOLO' } },
      { numPlayers: 2, options: { scenario: 'OP-S1', mode: 'TWO_PLAYER' } },
    ];
    for (let i = 0; i < 4; i++) {
      const cfg = CONFIGS[i % CONFIGS.length];
      playout(atlanticChase, {
        ...cfg,
        seed: `chase-refusals-${i}`,
        random: seededRandom(i + 700),
        onState: (st) => {
          const G = st.G as G;
          const side = G.pending?.kind === 'action' ? G.pending.side : undefined;
          if (!side) return;
          const mine = Object.values(G.tfs).filter((t) => t.side === side && !t.gone);
          const foes = Object.values(G.tfs).filter((t) => t.side !== side && !t.gone);
          // What the action menu asks about (client Prompts.tsx): each own TF against each enemy at its hexes, and plots.
          const acts: Act[] = [{ a: 'PASS', tf: null, all: true }];
          for (const m of mine) {
            acts.push({ a: 'TRAJECTORY', tf: m.id, hexes: [] }, { a: 'COMPLETION', tf: m.id });
            const line = m.rep.k === 'T' ? m.rep.hexes : [];
            if (line.length) acts.push({ a: 'TRAJECTORY', tf: m.id, hexes: [...line] }, { a: 'TRAJECTORY', tf: m.id, hexes: [...line, line[0]] });
            for (const f of foes)
              for (const h of hexesOf(f).slice(0, 2)) {
                acts.push({ a: 'ENGAGE', tf: m.id, target: f.id, hex: h }, { a: 'NAVAL_SEARCH', tf: m.id, target: f.id, hex: h });
                acts.push({ a: 'AIR_STRIKE', source: m.id, launch: hexesOf(m)[0] ?? h, target: f.id, hex: h });
              }
          }
          for (const f of foes) for (const h of hexesOf(f).slice(0, 1)) acts.push({ a: 'SIGNALS', target: f.id, hex: h });
          for (const a of acts) {
            const r = actProblem(G, side, a);
            if (r && !seen.has(r.code)) seen.set(r.code, r);
          }
        },
      });
    }
    expect(seen.size).toBeGreaterThan(10);
    for (const r of seen.values())
      for (const lng of ['en', 'es'] as const) {
        expect({ code: r.code, lng, worded: wordings(lng, r.code).length > 0 }).toEqual({ code: r.code, lng, worded: true });
        const text = fill(lng, r);
        expect({ code: r.code, lng, text, unfilled: /\{\{|\$t\(|undefined|NaN/.test(text) }).toEqual({ code: r.code, lng, text, unfilled: false });
      }
  });

  test("an illegal move's reason is the coded refusal (the server sends its code and parameters, and its English text as the message)", () => {
    const f = fixture({ scenario: 'OP-S1' });
    position(f.G, {
      weather: 'BAD',
      initiative: 'BR',
      tfs: [
        { id: 'B', side: 'BR', ships: ['glasgow'], at: '0313' },
        { id: 'V', side: 'BR', ships: ['ark_royal'], at: '0413' },
        { id: 'T', side: 'GE', ships: ['gneisenau'], at: ['0313', '0314'] },
      ],
    });
    const refused = (act: Act) => applyMove(engine, JSON.parse(JSON.stringify(f.G)) as G, '0', 'act', [act], f.rng);
    expect(refused({ a: 'AIR_STRIKE', source: 'V', launch: '0413', target: 'T', hex: '0313' })).toEqual({
      code: 'airWeather',
      text: 'Air strikes need Good weather (p.27)',
    });
    expect(refused({ a: 'ENGAGE', tf: 'B', target: 'T', hex: '0313' })).toEqual(no.engageStation());
    // A leader's obligation names the task force by its identity (p.10).
    f.G.obligation = { side: 'BR', tf: 'B', kinds: ['ENGAGE', 'NAVAL_SEARCH', 'TRAJECTORY', 'COMPLETION'] };
    expect(refused({ a: 'PASS', tf: 'T', all: false })).toEqual({
      code: 'obligation',
      text: "The leader's TF (B) must be the active TF of the next action (p.10)",
      params: { colour: f.G.tfs.B.identity },
    });
  });
});
