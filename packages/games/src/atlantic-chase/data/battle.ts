/**
 * The battle board and the battle tables (p.49, p.54-62; RULINGS.md I-6 and S). The board itself is
 * missing: the rulebook names its Far, Near and Close zones and their relations, from which we
 * build a line of five zones (RULINGS.md I-6). The gunnery table's numbers are a substitute consistent with the
 * p.58 examples; dice, torpedo, smoke and break-away numbers are the rulebook's.
 */
import { D, R, S, prov } from './provenance';
import type { Band, Provenance, RangeField, RangeRow, Speed, ZoneField, ZoneRow } from './types';

type P<F extends string> = Record<F, Provenance>;
const ZF: readonly ZoneField[] = ['name', 'position', 'owner'];

/**
 * p.55: each side sets up in "la zona lejana de su respectivo jugador"; p.56 torpedo targets "en las zonas
 * cercana (Close) o próxima (Near)"; p.61 opponent ships "en las zonas Near o Close". Close is shared
 * (both sides' ships may be in it and fire at each other there, p.57 "o en la zona cercana").
 */
export const ZONE_ROWS: readonly ZoneRow[] = [
  { id: 'A_FAR', kind: 'FAR', owner: 'A', position: 0, es: 'zona lejana', prov: prov(ZF, R, { position: S }) },
  { id: 'A_NEAR', kind: 'NEAR', owner: 'A', position: 1, es: 'zona próxima', prov: prov(ZF, R, { position: S }) },
  { id: 'CLOSE', kind: 'CLOSE', owner: null, position: 2, es: 'zona cercana', prov: prov(ZF, R, { position: S, owner: D }) },
  { id: 'B_NEAR', kind: 'NEAR', owner: 'B', position: 3, es: 'zona próxima', prov: prov(ZF, R, { position: S }) },
  { id: 'B_FAR', kind: 'FAR', owner: 'B', position: 4, es: 'zona lejana', prov: prov(ZF, R, { position: S }) },
];

const RF: readonly RangeField[] = ['distance', 'dice', 'keep', 'gv'];
const b = (min: number | null, max: number | null): Band => ({ min, max });

/**
 * p.57 "Cuando se ataca a distancia extrema o a quemarropa, se tiran tres dados ... Si es extremo,
 * selecciona los dos números más bajos, y si es a quemarropa, los dos más altos. Cuando se ataca a
 * distancia larga o corta, se tiran dos dados." Gun value bands from the counter (p.6). Which zone
 * distance gives which range is the five-zone model's substitute (RULINGS I-6, consistent with p.56).
 */
export const RANGE_ROWS: readonly RangeRow[] = [
  { range: 'POINT_BLANK', es: 'a quemarropa', distance: b(0, 0), dice: 3, keep: 'HIGH', gv: 'gvClose', prov: prov(RF, R, { distance: S }) },
  { range: 'SHORT', es: 'corto', distance: b(1, 1), dice: 2, keep: 'ALL', gv: 'gvClose', prov: prov(RF, R, { distance: S }) },
  { range: 'LONG', es: 'largo', distance: b(2, 2), dice: 2, keep: 'ALL', gv: 'gvFar', prov: prov(RF, R, { distance: S }) },
  { range: 'EXTREME', es: 'extremo', distance: b(3, 4), dice: 3, keep: 'LOW', gv: 'gvFar', prov: prov(RF, R, { distance: S }) },
];

/** Gunnery table (p.57: printed on the board, missing): modified sum to hits. Substitute (RULINGS S). */
export const GUNNERY_ROWS: ReadonlyArray<{ sum: Band; hits: 0 | 1 | 2; prov: P<'sum' | 'hits'> }> = [
  { sum: b(null, 9), hits: 0, prov: { sum: S, hits: R } },
  { sum: b(10, 12), hits: 1, prov: { sum: S, hits: R } },
  { sum: b(13, null), hits: 2, prov: { sum: S, hits: R } },
];
export const GUNNERY_SUBSTITUTE_REASON =
  'the gunnery table is printed on the board (p.57 "tabla de artillería impresa en el tablero"), which is ' +
  'missing; the rulebook gives only its outcomes (Splash, one hit, two hits) and two examples on p.58 ' +
  '(6 Splash, 12 one hit), which this substitute reproduces';

/** p.58 worked examples that any gunnery table must reproduce. */
export const GUNNERY_EXAMPLES: ReadonlyArray<{ sum: number; hits: 0 | 1 | 2; source: string }> = [
  { sum: 6, hits: 0, source: 'p.58 Glasgow: rolled 6, smoke -1, GV +1 (gunnery example)' },
  { sum: 12, hits: 1, source: 'p.58 Gneisenau: rolled 10, GV +3, smoke -1 (gunnery example)' },
];

/** p.60 smoke: -1 firing at a smoke-maker or an obscured ship, -1 firing from one, -2 when both; torpedoes unaffected. */
export const SMOKE = {
  targetObscured: -1,
  attackerObscured: -1,
  both: -2,
  affectsTorpedoes: false,
  /** Ships a smoke-maker may obscure besides itself, in its zone (p.60 "Otras dos naves en la zona"). */
  maxObscured: 2,
  prov: prov(['targetObscured', 'attackerObscured', 'both', 'affectsTorpedoes', 'maxObscured'], R),
} as const;

/** p.59 torpedo attack: 2d6 + modifiers, 11 or more = two hits, else Splash. */
export const TORPEDO = {
  dice: 2,
  target: 11,
  hits: 2,
  /** Undamaged torpedo ships in Close (p.59; Near too under the missing Advanced rules). */
  fromZones: ['CLOSE'] as const,
  /** Targets: enemy ships in the Close or Near zone (p.59). */
  targetZones: ['CLOSE', 'NEAR'] as const,
  /** Once per game per ship (p.59 "sólo una vez durante una partida"; I-9: per scenario or operation). */
  attacksPerShip: 1,
  prov: prov(['dice', 'target', 'hits', 'fromZones', 'targetZones', 'attacksPerShip'], R),
} as const;
/** Torpedo modifiers by the target's speed: slow +1 (p.59); very slow +2 (substitute, RULINGS S). */
export const TORPEDO_SPEED_ROWS: ReadonlyArray<{ speed: Speed; modifier: number; prov: P<'modifier'> }> = [
  { speed: 'VS', modifier: 2, prov: { modifier: S } },
  { speed: 'S', modifier: 1, prov: { modifier: R } },
  { speed: 'M', modifier: 0, prov: { modifier: D } },
  { speed: 'F', modifier: 0, prov: { modifier: D } },
];

/** p.61 break-away: 2d6 + modifiers, 9 or more ends the battle. */
export const BREAK_AWAY = {
  dice: 2,
  target: 9,
  allInFar: 2,
  slowestShip: -1,
  enemyNearOrClose: -1,
  prov: prov(['dice', 'target', 'allInFar', 'slowestShip', 'enemyNearOrClose'], R),
} as const;

/** p.49, p.55: rounds by weather; a limited battle (Skirmish, p.54) has one; a 4th exists only in the missing Advanced rules. */
export const BATTLE_ROUNDS = {
  GOOD: 3,
  BAD: 2,
  limited: 1,
  advancedMax: 4,
  prov: prov(['GOOD', 'BAD', 'limited', 'advancedMax'], R),
} as const;

/** p.56 round sequence. */
export const BATTLE_STEPS = ['GUNNERY', 'TORPEDO', 'MANEUVER', 'BREAK_AWAY'] as const;

/**
 * Deployment by the triggering result (p.55): zones of the target's ships, relative to its own side.
 * SURPRISE by a faster active TF: the active player places them in "las zonas cercana y/o lejana"; the
 * rulebook uses "cercana" for Close (p.56) and, once, for Near (p.60), so all three are allowed (RULINGS R-3).
 */
export const DEPLOYMENT_ROWS: ReadonlyArray<{
  result: 'BATTLE' | 'CLOSING' | 'SKIRMISH' | 'SURPRISE_FASTER';
  targetZones: Array<'FAR' | 'NEAR' | 'CLOSE'>;
  placedBy: 'OWNER' | 'ACTIVE';
  smoke: boolean;
  prov: P<'targetZones' | 'placedBy' | 'smoke'>;
}> = [
  { result: 'BATTLE', targetZones: ['FAR'], placedBy: 'OWNER', smoke: true, prov: prov(['targetZones', 'placedBy', 'smoke'], R) },
  // p.50 Closing "trata este resultado como BATALLA"; smoke as for Battle (REC).
  { result: 'CLOSING', targetZones: ['FAR'], placedBy: 'OWNER', smoke: true, prov: prov(['targetZones', 'placedBy', 'smoke'], R, { smoke: D }) },
  // p.54 "Las naves comienzan en sus respectivas zonas lejanas".
  { result: 'SKIRMISH', targetZones: ['FAR'], placedBy: 'OWNER', smoke: true, prov: prov(['targetZones', 'placedBy', 'smoke'], R, { smoke: D }) },
  { result: 'SURPRISE_FASTER', targetZones: ['FAR', 'NEAR', 'CLOSE'], placedBy: 'ACTIVE', smoke: false, prov: prov(['targetZones', 'placedBy', 'smoke'], R, { targetZones: D }) },
];

/** p.60 maneuver order: slowest first, the inactive player first within a class; one zone per step. */
export const MANEUVER = {
  order: ['VS', 'S', 'M', 'F'] as const,
  firstWithinClass: 'INACTIVE' as const,
  maxZones: 1,
  prov: prov(['order', 'firstWithinClass', 'maxZones'], R),
} as const;

export const BOARD_SUBSTITUTE_REASON =
  'the battle board is printed on the game board (p.2, p.4), which is missing; the rulebook names the ' +
  'Far, Near and Close zones and their relations (p.55-61), from which we build a line of five ' +
  'zones and the zone-distance to range mapping (RULINGS.md I-6)';
