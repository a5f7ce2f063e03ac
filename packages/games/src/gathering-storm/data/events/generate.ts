/**
 * Builds the substitute event deck (gap G-01): the 144 cards of [8.41-8.42] are not in the rulebook, so every
 * card is generated here to a fixed composition (DESIGN.md, RULINGS.md G-01), keeping the events
 * the rulebook names at their numbers (anchors.ts).
 *
 * The output is the literal module `substitute-deck.ts` (plain data, one event per line), so the deck can be
 * read, reviewed and replaced card by card. Regenerate it after changing this file:
 *
 *   node --import tsx packages/games/src/gathering-storm/data/events/generate.ts --write
 *
 * A test checks that the committed module equals this generator's output. Randomness: a fixed-seed PRNG of its
 * own (never the match PRNG); the composition itself is exact counts, only the order is shuffled.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Trend } from '../economy';
import type { ProjectId, ResearchCategory } from '../research';
import type { CountryId, DiplomaticColour, Power, Provenance, UnitType } from '../types';
import { ANCHORS } from './anchors';
import type { Condition, Effect, EventCard, EventDef, EventProv, EventSlot } from './vocabulary';

const SUBSTITUTE_SEED = 1935;

const S: Provenance = 'substitute';
const SUB: EventProv = { type: S, secret: S, colour: S, name: S, effects: S, params: S };
const POWERS: readonly Power[] = ['GER', 'ITA', 'GBR', 'FRA', 'USSR'];

/** An event before it is given a card number. */
type Template = Pick<EventDef, 'type' | 'secret' | 'effects'> & { colour?: DiplomaticColour };

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(list: readonly T[], rnd: () => number): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function times<T>(n: number, make: (i: number) => T): T[] {
  return Array.from({ length: n }, (_, i) => make(i));
}

const CIVIL_WAR_COUNTRIES: readonly CountryId[] = ['GRE', 'SPA', 'YUG'];
const DEFAULT_BENEFICIARY: Record<DiplomaticColour, Power> = { brown: 'GER', blue: 'FRA', red: 'USSR' };

// ------------------------------------------------------------------ trends [8.41A, 11.33]

/** +2 x12, +1 x30, toward 0 x60, -1 x30, -2 x12 (RULINGS.md G-01). */
export const TREND_MIX: ReadonlyArray<readonly [Trend, number]> = [
  [2, 12],
  [1, 30],
  ['toZero', 60],
  [-1, 30],
  [-2, 12],
];

// ------------------------------------------------------------------ general events

/**
 * Single-country general diplomatic events, as "country colour [beneficiary] count". About 20% of the deck falls
 * in the three civil-war countries (their steps, RULINGS.md R-10), Spain most of all so that its war usually
 * breaks out in 1936-37 [25.31]; colours roughly equal; four events in Russia place or remove flags.
 */
const GENERAL_DIPLOMATIC = `
SPA brown GER 5, SPA brown ITA 2, SPA red 7, SPA blue FRA 3, SPA blue GBR 1,
GRE brown ITA 2, GRE brown GER 1, GRE red 2, GRE blue GBR 2,
YUG brown ITA 2, YUG brown GER 1, YUG blue FRA 2, YUG blue GBR 1, YUG red 1,
RUS brown GER 1, RUS brown ITA 1, RUS blue GBR 1, RUS red 1,
ALB brown ITA 1, ALB blue GBR 1, AUT brown GER 1, AUT blue FRA 1, BEL blue FRA 1, BEL brown GER 1,
BUL brown GER 1, BUL red 1, BUL blue GBR 1, CZE blue FRA 1, CZE brown GER 1, CZE red 1,
FIN brown GER 1, FIN red 1, HUN brown ITA 1, HUN blue FRA 1, IRL blue GBR 1, IRL brown GER 1,
NOR blue GBR 1, NOR brown GER 1, POL brown GER 1, POL blue FRA 1, POL red 1, RHI brown GER 1, RHI blue FRA 1,
ROM brown GER 1, ROM red 1, ROM blue FRA 1, SWE blue GBR 1, SWE brown GER 1, TUR red 1, TUR blue GBR 1`;

function parseDiplomatic(spec: string): { country: CountryId; colour: DiplomaticColour; beneficiary: Power }[] {
  return spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const parts = entry.split(/\s+/);
      const country = parts[0] as CountryId;
      const colour = parts[1] as DiplomaticColour;
      const count = Number(parts[parts.length - 1]);
      const beneficiary = (parts.length === 4 ? parts[2] : DEFAULT_BENEFICIARY[colour]) as Power;
      return times(count, () => ({ country, colour, beneficiary }));
    });
}

/** Diplomatic values 1 (70%), 2 (25%), 3 (5%) (RULINGS.md G-01). */
function generalDiplomaticValues(n: number): (1 | 2 | 3)[] {
  const threes = Math.round(n * 0.05);
  const twos = Math.round(n * 0.25);
  return [...times(n - twos - threes, () => 1 as const), ...times(twos, () => 2 as const), ...times(threes, () => 3 as const)];
}

/** Public general support events, ±1 to a named power; four conditional ones [10.41B]. */
const GENERAL_SUPPORT: readonly { power: Power; delta: 1 | -1; if?: Condition }[] = [
  ...times(4, () => ({ power: 'GER' as const, delta: 1 as const })),
  ...times(2, () => ({ power: 'GER' as const, delta: -1 as const })),
  ...times(2, () => ({ power: 'ITA' as const, delta: 1 as const })),
  ...times(2, () => ({ power: 'ITA' as const, delta: -1 as const })),
  ...times(3, () => ({ power: 'GBR' as const, delta: 1 as const })),
  ...times(2, () => ({ power: 'GBR' as const, delta: -1 as const })),
  ...times(3, () => ({ power: 'FRA' as const, delta: 1 as const })),
  ...times(1, () => ({ power: 'FRA' as const, delta: -1 as const })),
  ...times(2, () => ({ power: 'USSR' as const, delta: 1 as const })),
  ...times(2, () => ({ power: 'USSR' as const, delta: -1 as const })),
  { power: 'GBR', delta: 1, if: { kind: 'secondAggression' } },
  { power: 'FRA', delta: -1, if: { kind: 'climate', atMost: -2 } },
  { power: 'USSR', delta: 1, if: { kind: 'civilWarActive', country: 'SPA' } },
  { power: 'ITA', delta: 1, if: { kind: 'aggressionSucceeded', aggression: 'ETH' } },
];

/** EAI events +1, +1, -1, +2, -2 in proportion (RULINGS.md G-01); card 130 (+2) is an anchor. */
const GENERAL_EAI: readonly number[] = [1, 1, 1, 1, 1, -1, -1, -1, 2, 2, 2, -2, -2];

/** General doubling events [15.31A]: only jets, air range, battleship design, rockets, economic preparation, radar. */
const GENERAL_DOUBLING: readonly ProjectId[] = ['jets', 'jets', 'airRange', 'battleshipDesign', 'battleshipDesign', 'rockets', 'rockets', 'economicPreparation', 'economicPreparation', 'radar', 'radar'];

function generalTemplates(rnd: () => number): Template[] {
  const dipl = parseDiplomatic(GENERAL_DIPLOMATIC);
  const values = shuffle(generalDiplomaticValues(dipl.length), rnd);
  return [
    ...dipl.map((d, i): Template => ({
      type: 'diplomatic',
      secret: false,
      colour: d.colour,
      effects: [{ op: 'diplomatic', country: d.country, value: values[i], beneficiary: d.beneficiary, civilWarStep: CIVIL_WAR_COUNTRIES.includes(d.country) }],
    })),
    ...GENERAL_SUPPORT.map((s): Template => ({
      type: 'support',
      secret: false,
      effects: [s.if ? { op: 'support', power: s.power, delta: s.delta, if: s.if } : { op: 'support', power: s.power, delta: s.delta }],
    })),
    ...GENERAL_EAI.map((delta): Template => ({ type: 'eai', secret: false, effects: [{ op: 'eai', delta }] })),
    ...GENERAL_DOUBLING.map((project): Template => ({ type: 'research', secret: false, effects: [{ op: 'researchDouble', project }] })),
  ];
}

// ------------------------------------------------------------------ national events

/** Projects national research events may name, per power: its own tracks and its alliance's [15.32]. */
const RESEARCH_POOLS: Readonly<Record<Power, readonly ProjectId[]>> = {
  GER: ['strategicBombers', 'airRange', 'airDefense', 'airTransport', 'jets', 'navalAirTraining', 'battleshipDesign', 'submarines', 'advancedSubmarines', 'armor', 'specializedUnits', 'economicPreparation', 'rockets', 'radar', 'lightShips', 'torpedoes'],
  ITA: ['navalAirTraining', 'battleshipDesign', 'portAttack', 'submarines', 'armor', 'airRange', 'airDefense', 'specializedUnits', 'lightShips', 'torpedoes', 'aswResearch'],
  GBR: ['strategicBombers', 'airRange', 'airDefense', 'airTransport', 'jets', 'navalAirTraining', 'battleshipDesign', 'transports', 'armor', 'specializedUnits', 'economicPreparation', 'rockets', 'radar', 'aswResearch', 'aswProduction', 'lightShips'],
  FRA: ['battleshipDesign', 'armor', 'maginotLine', 'airRange', 'airDefense', 'radar', 'lightShips', 'portAttack', 'torpedoes', 'aswProduction'],
  USSR: ['strategicBombers', 'airRange', 'airDefense', 'airTransport', 'jets', 'armor', 'specializedUnits', 'economicPreparation', 'rockets', 'radar'],
};

const SPY_CATEGORIES: Readonly<Record<Power, readonly ResearchCategory[]>> = {
  GER: ['air', 'naval', 'military'],
  ITA: ['naval', 'military', 'air'],
  GBR: ['air', 'naval', 'military'],
  FRA: ['military', 'naval', 'air'],
  USSR: ['air', 'military', 'atomic'],
};

/** National diplomatic events, by country: about 20% of Spanish events among them (civil-war steps). */
const NATIONAL_DIPLOMATIC: Readonly<Record<Power, string>> = {
  GER: 'SPA 6, GRE 1, YUG 2, RUS 2, AUT 3, CZE 2, POL 2, ROM 2, FIN 2, HUN 1, BUL 2, BEL 1, TUR 1, SWE 1',
  ITA: 'SPA 6, GRE 3, YUG 3, RUS 1, ALB 3, HUN 3, BUL 2, AUT 2, ROM 1, TUR 2, CZE 1, POL 1',
  GBR: 'SPA 3, GRE 2, YUG 1, RUS 1, IRL 3, NOR 3, SWE 2, BEL 2, TUR 3, POL 2, CZE 1, ROM 1, FIN 2, BUL 2',
  FRA: 'SPA 5, GRE 1, YUG 2, RUS 2, BEL 3, CZE 3, POL 3, RHI 2, ROM 2, AUT 1, HUN 1, BUL 1, TUR 1, IRL 1',
  USSR: 'SPA 8, GRE 2, YUG 1, RUS 2, FIN 2, POL 2, ROM 2, TUR 2, BUL 1',
};

/** How many events of each kind a power's national slots hold (RULINGS.md G-01; Russia: 98 free slots). */
interface NationalMix {
  income: Partial<Record<-2 | -1 | 1 | 2, number>>;
  tileDraw: { two: number; none: number };
  research: { levels1: number; levels2: number; steps: number; spy: number; extraAm: number };
  conversion: readonly (readonly ['civil' | 'military', number, number])[];
  builds: Partial<Record<UnitType, number>>;
  accelerate: { one: number; two: number };
  freeStart3: number;
  navalCost: number;
  diplomaticTwos: number;
  publicSupport: { plus: number; minus: number };
  secretSupport: readonly number[];
}

const WESTERN_CONVERSIONS: NationalMix['conversion'] = [
  ['civil', -2, 3], ['civil', -3, 1], ['civil', 2, 2],
  ['military', -2, 4], ['military', -3, 1], ['military', 2, 2], ['military', 3, 1],
];

const MIX: Readonly<Record<Power, NationalMix>> = {
  GER: {
    income: { 1: 8, 2: 4, [-1]: 6, [-2]: 3 }, tileDraw: { two: 5, none: 3 },
    research: { levels1: 10, levels2: 4, steps: 7, spy: 3, extraAm: 4 },
    conversion: WESTERN_CONVERSIONS, builds: { armor: 3, infantry: 3, air: 3 }, accelerate: { one: 4, two: 2 }, freeStart3: 2, navalCost: 5,
    diplomaticTwos: 7, publicSupport: { plus: 6, minus: 4 }, secretSupport: [1, 1, 1, 2, 2, 2, 3, -1, -1, -2, -2, -3],
  },
  ITA: {
    income: { 1: 8, 2: 4, [-1]: 6, [-2]: 3 }, tileDraw: { two: 5, none: 3 },
    research: { levels1: 9, levels2: 4, steps: 7, spy: 4, extraAm: 4 },
    conversion: WESTERN_CONVERSIONS, builds: { armor: 3, infantry: 3, air: 3 }, accelerate: { one: 4, two: 2 }, freeStart3: 2, navalCost: 5,
    diplomaticTwos: 7, publicSupport: { plus: 6, minus: 4 }, secretSupport: [1, 1, 1, 2, 2, 2, 3, -1, -1, -2, -2, -3],
  },
  GBR: {
    income: { 1: 8, 2: 4, [-1]: 6, [-2]: 3 }, tileDraw: { two: 5, none: 3 },
    research: { levels1: 10, levels2: 4, steps: 7, spy: 4, extraAm: 4 },
    conversion: WESTERN_CONVERSIONS, builds: { armor: 3, infantry: 1, air: 5 }, accelerate: { one: 4, two: 2 }, freeStart3: 2, navalCost: 5,
    diplomaticTwos: 7, publicSupport: { plus: 6, minus: 4 }, secretSupport: [1, 1, 1, 2, 2, 2, 3, -1, -1, -2, -2, -3],
  },
  FRA: {
    income: { 1: 8, 2: 4, [-1]: 6, [-2]: 3 }, tileDraw: { two: 5, none: 3 },
    research: { levels1: 9, levels2: 4, steps: 7, spy: 4, extraAm: 4 },
    conversion: WESTERN_CONVERSIONS, builds: { armor: 3, infantry: 3, air: 3 }, accelerate: { one: 4, two: 2 }, freeStart3: 2, navalCost: 5,
    diplomaticTwos: 7, publicSupport: { plus: 6, minus: 4 }, secretSupport: [1, 1, 1, 2, 2, 2, 3, -1, -1, -2, -2, -3],
  },
  USSR: {
    income: { 1: 6, 2: 3, [-1]: 5, [-2]: 2 }, tileDraw: { two: 4, none: 2 },
    research: { levels1: 8, levels2: 3, steps: 5, spy: 3, extraAm: 3 },
    // Russia never converts to civilian use [14.42A] and builds no ships [19.11].
    conversion: [['military', -2, 3], ['military', -3, 1], ['military', -1, 1], ['military', 2, 2], ['military', 3, 1]],
    builds: { armor: 3, infantry: 4, air: 3 }, accelerate: { one: 0, two: 0 }, freeStart3: 0, navalCost: 0,
    diplomaticTwos: 6, publicSupport: { plus: 4, minus: 2 }, secretSupport: [1, 1, 2, 2, 3, -1, -2, -3],
  },
};

function nationalTemplates(power: Power, rnd: () => number): Template[] {
  const m = MIX[power];
  const out: Template[] = [];
  // economic [9.41A]: public
  for (const [delta, n] of Object.entries(m.income)) {
    for (let i = 0; i < (n ?? 0); i++) out.push({ type: 'economic', secret: false, effects: [{ op: 'income', delta: Number(delta) as -2 | -1 | 1 | 2 }] });
  }
  out.push(...times(m.tileDraw.two, (): Template => ({ type: 'economic', secret: false, effects: [{ op: 'tileDraw', draws: 2 }] })));
  out.push(...times(m.tileDraw.none, (): Template => ({ type: 'economic', secret: false, effects: [{ op: 'tileDraw', draws: 0 }] })));
  // research [9.41B, 15.32]: secret until the end of the economic phase
  const pool = shuffle(RESEARCH_POOLS[power], rnd);
  let k = 0;
  const next = (): ProjectId => pool[k++ % pool.length];
  const research = (effect: Effect): Template => ({ type: 'research', secret: true, effects: [effect] });
  out.push(...times(m.research.levels1, () => research({ op: 'researchLevels', project: next(), levels: 1 })));
  out.push(...times(m.research.levels2, () => research({ op: 'researchLevels', project: next(), levels: 2 })));
  out.push(...times(m.research.steps, () => research({ op: 'researchSteps', projects: [next(), next()] })));
  out.push(...times(m.research.spy, (i) => research({ op: 'researchSpy', category: SPY_CATEGORIES[power][i % SPY_CATEGORIES[power].length] })));
  out.push(...times(m.research.extraAm, () => research({ op: 'researchExtraAm' })));
  // factory conversion [8.21B]: secret until revealed with the conversion
  for (const [to, delta, n] of m.conversion) out.push(...times(n, (): Template => ({ type: 'conversion', secret: true, effects: [{ op: 'conversionCost', to, delta }] })));
  // construction [9.41C]: secret until the end of the economic phase
  for (const [unit, n] of Object.entries(m.builds) as [UnitType, number][]) {
    out.push(...times(n, (): Template => ({ type: 'construction', secret: true, effects: [{ op: 'extraBuild', unit }] })));
  }
  out.push(...times(m.accelerate.one, (): Template => ({ type: 'construction', secret: true, effects: [{ op: 'shipAccelerate', columns: 1 }] })));
  out.push(...times(m.accelerate.two, (): Template => ({ type: 'construction', secret: true, effects: [{ op: 'shipAccelerate', columns: 2 }] })));
  out.push(...times(m.freeStart3, (): Template => ({ type: 'construction', secret: true, effects: [{ op: 'freeShipStart', size: 3 }] })));
  out.push(...times(m.navalCost, (): Template => ({ type: 'construction', secret: true, effects: [{ op: 'navalCost', delta: -1 }] })));
  // diplomatic [9.41D]: secret until diplomacy is resolved; always for the holder
  const countries = NATIONAL_DIPLOMATIC[power].split(',').flatMap((e) => {
    const [c, n] = e.trim().split(/\s+/);
    return times(Number(n), () => c as CountryId);
  });
  const values = shuffle([...times(countries.length - m.diplomaticTwos, () => 1 as const), ...times(m.diplomaticTwos, () => 2 as const)], rnd);
  out.push(
    ...countries.map((country, i): Template => ({
      type: 'diplomatic',
      secret: true,
      effects: [{ op: 'diplomatic', country, value: values[i], beneficiary: power, civilWarStep: CIVIL_WAR_COUNTRIES.includes(country) }],
    })),
  );
  // support [9.41E]: public ones are ±1; secret ones carry the printed value
  out.push(...times(m.publicSupport.plus, (): Template => ({ type: 'support', secret: false, effects: [{ op: 'support', power, delta: 1 }] })));
  out.push(...times(m.publicSupport.minus, (): Template => ({ type: 'support', secret: false, effects: [{ op: 'support', power, delta: -1 }] })));
  out.push(...m.secretSupport.map((delta): Template => ({ type: 'support', secret: true, effects: [{ op: 'support', power, delta }] })));
  return out;
}

// ------------------------------------------------------------------ assembly

function place(slot: EventSlot, templates: readonly Template[], rnd: () => number): Map<number, EventDef> {
  const out = new Map<number, EventDef>();
  for (const a of ANCHORS.filter((x) => x.slot === slot)) {
    const { rule: _rule, quote: _quote, ...def } = a;
    out.set(a.card, def);
  }
  const free = times(144, (i) => i + 1).filter((n) => !out.has(n));
  if (free.length !== templates.length) throw new Error(`substitute deck: slot ${slot} has ${free.length} free cards for ${templates.length} events`);
  const order = shuffle(templates, rnd);
  free.forEach((card, i) => {
    const t = order[i];
    out.set(card, { id: `${card}.${slot}`, card, slot, type: t.type, secret: t.secret, ...(t.colour ? { colour: t.colour } : {}), effects: t.effects, prov: SUB });
  });
  return out;
}

/** Keys in one fixed order, so the rendered module is stable. */
function orderKeys(e: EventDef): EventDef {
  return {
    id: e.id,
    card: e.card,
    slot: e.slot,
    type: e.type,
    secret: e.secret,
    ...(e.colour !== undefined ? { colour: e.colour } : {}),
    ...(e.name !== undefined ? { name: e.name } : {}),
    effects: e.effects,
    prov: e.prov,
  };
}

export function generateSubstituteDeck(seed = SUBSTITUTE_SEED): EventCard[] {
  const rnd = mulberry32(seed);
  const trends = shuffle(
    TREND_MIX.flatMap(([t, n]) => times(n, () => t)),
    rnd,
  );
  const general = place('general', generalTemplates(rnd), rnd);
  const national = Object.fromEntries(POWERS.map((p) => [p, place(p, nationalTemplates(p, rnd), rnd)])) as Record<Power, Map<number, EventDef>>;
  return times(144, (i): EventCard => {
    const id = i + 1;
    return {
      id,
      trend: trends[i],
      general: orderKeys(general.get(id)!),
      national: { GER: orderKeys(national.GER.get(id)!), ITA: orderKeys(national.ITA.get(id)!), GBR: orderKeys(national.GBR.get(id)!), FRA: orderKeys(national.FRA.get(id)!), USSR: orderKeys(national.USSR.get(id)!) },
      prov: { trend: S },
    };
  });
}

// ------------------------------------------------------------------ rendering as a TypeScript module

function literal(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(literal).join(', ')}]`;
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([k, x]) => `${k}: ${literal(x)}`).join(', ')} }`;
}

function provLiteral(p: EventProv): string {
  if (Object.values(p).every((x) => x === 'substitute')) return 'SUB';
  const short = { rulebook: 'R', derived: 'D', substitute: 'S' } as const;
  return `{ ${Object.entries(p).map(([k, x]) => `${k}: ${short[x as Provenance]}`).join(', ')} }`;
}

function eventLiteral(e: EventDef): string {
  const { prov, ...rest } = e;
  const body = literal(rest);
  return `${body.slice(0, -2)}, prov: ${provLiteral(prov)} }`;
}

export function renderDeckModule(deck: readonly EventCard[]): string {
  const lines: string[] = [
    '/**',
    ' * THE SUBSTITUTE EVENT DECK (gap G-01) - generated by generate.ts, do not edit by hand.',
    ' *',
    ' * 144 cards x (trend + general event + 5 national events) = 864 events [8.41, 8.42]. Events the rulebook names',
    ' * carry `rulebook` provenance for what it says about them (anchors.ts); everything else is `substitute`.',
    ' * To use the real cards, write them in this shape (EventCard, validated by EventCardSchema) and point',
    ' * data/events/index.ts at them; no rules code changes.',
    ' */',
    "import type { EventCard, EventProv } from './vocabulary';",
    '',
    "const R = 'rulebook' as const;",
    "const D = 'derived' as const;",
    "const S = 'substitute' as const;",
    'const SUB: EventProv = { type: S, secret: S, colour: S, name: S, effects: S, params: S };',
    '',
    'export const SUBSTITUTE_DECK: readonly EventCard[] = [',
  ];
  for (const c of deck) {
    lines.push(`  { id: ${c.id}, trend: ${literal(c.trend)}, prov: { trend: S },`);
    lines.push(`    general: ${eventLiteral(c.general)},`);
    lines.push('    national: {');
    for (const p of POWERS) lines.push(`      ${p}: ${eventLiteral(c.national[p])},`);
    lines.push('    },');
    lines.push('  },');
  }
  lines.push('];', '', 'void R;', 'void D;', '');
  return lines.join('\n');
}

export const DECK_MODULE_PATH = join(__dirname, 'substitute-deck.ts');

if (require.main === module && process.argv.includes('--write')) {
  writeFileSync(DECK_MODULE_PATH, renderDeckModule(generateSubstituteDeck()));
  console.log(`wrote ${DECK_MODULE_PATH}`);
}
