/**
 * Atlantic Storm's words without a browser: every refusal code of the rules is worded in English and
 * Spanish by the table's wording function (refusalText), with every parameter and nothing left over, the
 * codes of oceans, sides and card frames in words; every convoy's historical note is in both catalogues; and
 * every event of seeded games of every mode reads as a sentence in both languages, its rule cited by the
 * rulebook's section number, the Spanish lines without a piece of the English catalogues.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { playout, redactEvents, registry, seededRandom, type LogEvent } from '@quarterdeck/games';
import { atlanticStorm as testing } from '@quarterdeck/games/testing';
import type { GameT } from '../src/i18n/games';
import { CARD, CONVOY, type PublicLogEvent, type Refusal } from '../src/games/atlantic-storm/engine';
import { eventParts, partsText, ruleName, type LogContext } from '../src/games/atlantic-storm/log-text';
import { refusalText } from '../src/games/atlantic-storm/model';
import { englishFragments } from './english';

/** The game's catalogue in a language, as the client loads it (the namespace nests its own words). */
async function catalogueT(lng: 'en' | 'es'): Promise<GameT> {
  const file = path.resolve(__dirname, `../src/i18n/locales/${lng}/atlantic-storm.json`);
  const i = i18next.createInstance();
  await i.init({
    lng,
    resources: { [lng]: { 'atlantic-storm': JSON.parse(fs.readFileSync(file, 'utf8')) } },
    ns: ['atlantic-storm'],
    defaultNS: 'atlantic-storm',
    interpolation: { escapeValue: false },
  });
  return i.getFixedT(lng, 'atlantic-storm') as unknown as GameT;
}

/** A value for each parameter a refusal may carry (the nested codes are real ones). */
const SAMPLE: Record<string, string | number> = {
  card: 'Reuben James',
  convoy: 'HX 84',
  other: 'Assiniboine',
  parent: 'Walker',
  ocean: 'ARC',
  convoyOcean: 'NA',
  years: '1941–1943',
  year: 1940,
  side: 'german',
  frame: 'air',
  parentFrame: 'sub',
  seat: 3,
  n: 2,
};
/** Parameters that are codes: the wording shows the catalogue's word for them (by nesting). */
const CODED: Record<string, string> = {
  ocean: 'table.card.oceanLong',
  convoyOcean: 'table.card.oceanLong',
  side: 'table.sideName',
  frame: 'table.frameName',
  parentFrame: 'table.frameName',
};

describe('Atlantic Storm words (no browser)', () => {
  const codes = Object.keys(testing.refusals);

  test.each(['en', 'es'] as const)('every refusal code of the rules is worded in %s, with every parameter and nothing left over', async (lng) => {
    const t = await catalogueT(lng);
    const file = JSON.parse(fs.readFileSync(path.resolve(__dirname, `../src/i18n/locales/${lng}/atlantic-storm.json`), 'utf8')) as {
      refusals: Record<string, string>;
    };
    expect(Object.keys(file.refusals).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      // The parameters the rules give with this code (learnt from the constructor), filled with samples.
      const make = (testing.refusals as Record<string, (...a: unknown[]) => Refusal>)[code];
      const keys = Object.keys(make('X', 'NA', 'Y', 'ARC').params ?? {});
      for (const k of keys) expect({ code, param: k, known: k in SAMPLE }).toEqual({ code, param: k, known: true });
      const r: Refusal = { code, text: `English text of ${code}`, params: Object.fromEntries(keys.map((k) => [k, SAMPLE[k]])) };
      const text = refusalText(t, r);
      if (/\{\{|\$t\(|undefined|NaN|refusals\.|table\.|English text/.test(text)) throw new Error(`${lng} ${code}: "${text}"`);
      for (const k of keys) {
        const shown = k in CODED ? t(`${CODED[k]}.${SAMPLE[k]}`) : String(SAMPLE[k]);
        expect({ code, text, shows: text.includes(shown) }).toEqual({ code, text, shows: true });
      }
    }
  });

  test('the refusals read as sentences in Spanish, the codes of oceans, sides and frames in words', async () => {
    const es = await catalogueT('es');
    const made = testing.refusals;
    expect(refusalText(es, made.wrongYear('Reuben James', [1941, 1942, 1943], 'HX 84', 1940))).toBe(
      'Reuben James solo sirve en 1941–1943; HX 84 navega en 1940 (§6).',
    );
    expect(refusalText(es, made.wrongOcean('U-88', 'ARC', 'SC 94', 'NA'))).toBe('U-88 solo lucha en el Ártico; SC 94 navega por el Atlántico Norte (§6).');
    expect(refusalText(es, made.bonusFrame('Leigh Light', 'air', 'Assiniboine', 'sub'))).toBe(
      'Leigh Light (tipo aéreo) no puede unirse a Assiniboine (tipo submarino) (§8).',
    );
    expect(refusalText(es, made.delayedSide('allied'))).toBe('En tu turno retrasado juegas cartas de los Aliados, o descartas la carta de inteligencia (§9).');
    const en = await catalogueT('en');
    expect(refusalText(en, made.wrongYear('Reuben James', [1941, 1942, 1943], 'HX 84', 1940))).toBe(
      'Reuben James serves only in 1941–1943; HX 84 sails in 1940 (§6).',
    );
  });

  test("every convoy's historical note is in both catalogues, in Spanish words of its own", async () => {
    const [en, es] = await Promise.all([catalogueT('en'), catalogueT('es')]);
    const ids = Object.keys(CONVOY);
    expect(ids.length).toBe(40);
    for (const id of ids) {
      const e = en(`table.history.${id}`, { defaultValue: '' });
      const s = es(`table.history.${id}`, { defaultValue: '' });
      expect({ id, en: e.length > 0, es: s.length > 0 }).toEqual({ id, en: true, es: true });
      expect({ id, same: e === s }).toEqual({ id, same: false });
    }
  });

  const MODES = [
    { numPlayers: 4, options: { mode: 'basic' } },
    { numPlayers: 2, options: { mode: 'twoPlayer' } },
    { numPlayers: 5, options: { mode: 'advanced' } },
    { numPlayers: 1, options: { mode: 'solitaire', soloSide: 'allied' } },
    { numPlayers: 1, options: { mode: 'solitaire', soloSide: 'german' } },
  ];
  /** The cards' and convoys' printed names (the same in both languages), longest first. */
  const NAMES = [...new Set([...Object.values(CARD), ...Object.values(CONVOY)].map((c) => c.name))].sort((a, b) => b.length - a.length);

  test.each(['en', 'es'] as const)('every event of seeded games of every mode reads as a sentence in %s, citing its section by number', async (lng) => {
    const t = await catalogueT(lng);
    const c: LogContext = { seatName: (s) => ['Ana', 'Bea', 'Carla', 'Dani', 'Eva', 'Flor'][Number(s)] ?? '?', t };
    const escaped = englishFragments().map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const english = new RegExp(`(?<![\\p{L}\\p{N}])(?:${escaped.join('|')})(?![\\p{L}\\p{N}])`, 'u');
    const kinds = new Set<string>();
    let lines = 0;
    for (let i = 0; i < MODES.length; i++) {
      const { numPlayers, options } = MODES[i % MODES.length];
      const events: PublicLogEvent[] = [];
      const r = playout(registry['atlantic-storm'], {
        numPlayers,
        options,
        seed: `as-words-${i}`,
        random: seededRandom(i + 300),
        onState: (st) => {
          for (const entry of (st as { deltalog?: { metadata?: { events?: LogEvent[] } }[] }).deltalog ?? [])
            events.push(...(redactEvents(entry.metadata?.events ?? [], '0') as PublicLogEvent[]));
        },
      });
      const setup = (r.state.G as { log: PublicLogEvent[] }).log;
      for (const e of [...setup, ...events]) {
        kinds.add(e.kind);
        lines++;
        const text = partsText(eventParts(e, c), c);
        const rule = ruleName(e.rule, c);
        const bad = /\{\{|\$t\(|\blog\.|\btable\.|undefined|NaN|\bnull\b|\[object|\b[a-z]+[A-Z][A-Za-z]+\b|§\d+\/|\bP[1-6]\b/.exec(`${text} ${rule ?? ''}`);
        if (bad || !/[.!]$/.test(text)) throw new Error(`${lng} ${JSON.stringify(e)}: "${text}" (${rule}) ${bad?.[0] ?? 'not a sentence'}`);
        if (e.rule && !/^(§\d+|(ruling|resolución) A-\d+$)/.test(rule ?? '')) throw new Error(`${lng} ${e.kind}: rule "${rule}"`);
        if (lng === 'es') {
          const rest = NAMES.reduce((x, n) => x.split(n).join(' '), `${text} ${rule ?? ''}`);
          const found = english.exec(rest);
          if (found) throw new Error(`English "${found[0]}" in "${text} (${rule})"`);
        }
      }
    }
    for (const k of ['cut', 'battle', 'zone', 'play', 'dice', 'totals', 'win', 'trick', 'score', 'winners', 'soloDraw', 'soloPlace', 'soloWin', 'soloOver'])
      expect(kinds).toContain(k);
    expect(lines).toBeGreaterThan(500);
  });
});
