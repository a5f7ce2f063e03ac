/**
 * The refusals every game shares or gives before a match exists (a room's player count, whose decision it is)
 * are coded, and the client words each code in English and Spanish: the game's catalogue `refusals.<code>`,
 * else the common one (src/i18n/errors.tsx looks them up in that order). Each game's player-count rule is
 * asked about every count from 0 to 7 under a spread of its options; every reason it gives must be worded in
 * both languages with every parameter filled. Atlantic Chase's refusals of a move are looked up the same way
 * (its catalogue first) and read in Spanish.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { registry, type Refusal } from '@quarterdeck/games';
import { no as chase } from '@quarterdeck/games/atlantic-chase/client';
import { concessionProblem } from '@quarterdeck/games/gathering-storm/client';

const LOCALES = path.resolve(__dirname, '../src/i18n/locales');

async function wordsIn(lng: 'en' | 'es', game: string) {
  const read = (ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as object;
  const i = i18next.createInstance();
  await i.init({
    lng,
    resources: { [lng]: { common: read('common'), [game]: read(game) } },
    ns: ['common', game],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return (r: Refusal): string | null => {
    const key = [`${game}:refusals.${r.code}`, `refusals.${r.code}`].find((k) => i.exists(k, r.params));
    return key ? i.t(key, r.params ?? {}) : null;
  };
}

/** Options that reach each game's own refusals (and its defaults). */
const OPTIONS: Record<string, Array<Record<string, unknown>>> = {
  'atlantic-storm': [{}, { mode: 'basic' }, { mode: 'advanced' }, { mode: 'twoPlayer' }, { mode: 'solitaire' }, { mode: 'basic', dealer: 5 }],
  'kaisers-pirates': [{}, { teams: true }, { beyond1914: true, beyond1914NoBreakout: true }, { actionCardsRemoved: 80 }],
  'atlantic-chase': [{}, { mode: 'TWO_PLAYER' }, { mode: 'SOLO' }, { mode: 'HOTSEAT' }],
  'gathering-storm': [{}],
};

test.each(Object.keys(OPTIONS))('%s: every player-count refusal is coded and worded in English and Spanish', async (slug) => {
  const mod = registry[slug];
  const [en, es] = await Promise.all([wordsIn('en', slug), wordsIn('es', slug)]);
  const seen = new Set<string>();
  for (const raw of OPTIONS[slug]) {
    const options = mod.optionsSchema.parse(raw);
    for (let n = 0; n <= 7; n++) {
      const r = mod.playerCountOk?.(options, n);
      if (r === undefined) continue;
      expect(typeof r).toBe('object');
      const refusal = r as Refusal;
      seen.add(refusal.code);
      for (const [lng, word] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const text = word(refusal);
        if (!text || /\{\{|undefined|NaN/.test(text)) throw new Error(`${slug} ${lng} ${refusal.code}: ${String(text)}`);
      }
      // The Spanish wording is not the English one.
      expect(es(refusal)).not.toBe(en(refusal));
    }
  }
  // Too few or too many players is refused in every game.
  expect(seen.size).toBeGreaterThan(0);
});

test('the refusals of the shared engine (whose decision, the game over) are worded in both languages', async () => {
  const [en, es] = await Promise.all([wordsIn('en', 'fixture'), wordsIn('es', 'fixture')]);
  const cases: Refusal[] = [
    { code: 'notYourDecision', text: '', params: { seats: '2', count: 1 } },
    { code: 'notYourDecision', text: '', params: { seats: '2, 3', count: 2 } },
    { code: 'gameOver', text: '' },
    { code: 'nothingWaiting', text: '' },
    { code: 'noSuchMove', text: '' },
    { code: 'playerCount', text: '', params: { min: 2, max: 5, n: 6 } },
  ];
  expect(cases.map((c) => en(c))).toEqual([
    'It is not your decision: waiting for seat 2.',
    'It is not your decision: waiting for seats 2, 3.',
    'The game is over.',
    'Nothing is waiting for an answer now.',
    'There is no such move in this game.',
    'This game takes 2 to 5 players, not 6.',
  ]);
  expect(cases.map((c) => es(c))).toEqual([
    'No te toca decidir: se espera al puesto 2.',
    'No te toca decidir: se espera a los puestos 2, 3.',
    'La partida ha terminado.',
    'Ahora no hay nada pendiente de respuesta.',
    'Este juego no tiene esa jugada.',
    'Este juego es para 2 a 5 jugadores, no para 6.',
  ]);
});

test("Atlantic Chase's refusals of a move, as the error line looks them up (the game's catalogue first), read in Spanish with their pages", async () => {
  const [en, es] = await Promise.all([wordsIn('en', 'atlantic-chase'), wordsIn('es', 'atlantic-chase')]);
  const cases = [chase.airWeather(), chase.trjTooLong(15), chase.obligation('B1', 'br_red'), chase.automaton()];
  expect(cases.map((r) => es(r))).toEqual([
    'Los ataques aéreos necesitan buen tiempo (p.27).',
    'Una trayectoria tiene como máximo 15 segmentos (p.15).',
    'La TF roja del líder debe ser la TF activa de la próxima acción (p.10).',
    'Esto lo decide el autómata.',
  ]);
  expect(en(cases[2])).toBe("The leader's Red TF must be the active task force of the next action (p.10).");
});

test("gathering-storm: a move's refusal names its powers, countries, territories and units in the reader's words, counts in the right plural", async () => {
  const [en, es] = await Promise.all([wordsIn('en', 'gathering-storm'), wordsIn('es', 'gathering-storm')]);
  // The rules' own check gives the pact's refusal: Eastern Poland comes first [31.42A-B].
  const order = concessionProblem(35, 'POL', ['ESTONIA', 'E_POLAND', 'LATVIA', 'LITHUANIA', 'BESSARABIA', 'FIN_BORDER'])!;
  expect(order.code).toBe('concessionOrder');
  const cases: Refusal[] = [
    order,
    { code: 'noMilitaryThere', text: '', params: { power: 'GER', country: 'ALB' } },
    { code: 'unitsPerTurn', text: '', params: { count: 1, unit: 'armor' } },
    { code: 'unitsPerTurn', text: '', params: { count: 2, unit: 'infantry' } },
    { code: 'decidesNow', text: '', params: { power: 'USSR', rule: '[26.11]' } },
  ];
  expect(cases.map((c) => en(c))).toEqual([
    'The Soviet Union takes Eastern Poland next: the first territories go in a fixed order [31.42A-B]',
    'Germany may not place a military marker in Albania [24.43-24.47]',
    'At most 1 armour unit this turn [18.41B]',
    'At most 2 infantry units this turn [18.41B]',
    'Soviet Union decides now [26.11]',
  ]);
  expect(cases.map((c) => es(c))).toEqual([
    'La Unión Soviética toma ahora Polonia oriental: los primeros territorios van en un orden fijo [31.42A-B]',
    'Alemania no puede colocar una ficha militar en Albania [24.43-24.47]',
    'Como máximo 1 unidad de blindados este turno [18.41B]',
    'Como máximo 2 unidades de infantería este turno [18.41B]',
    'Ahora le toca decidir a Unión Soviética [26.11]',
  ]);
});
