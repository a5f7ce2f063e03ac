/**
 * The sequence-of-play tables printed on the board and the player aid: Time Lapse, weather, initiative,
 * interruption, the common modifiers, the action menu and the result glossary (p.19-26, p.45-54;
 * RULINGS.md I-1 to I-5). The board is missing, but most of these tables survive in the rulebook's text and
 * illustrations; where a value does not, the row says so ('substitute' or 'derived').
 */
import { D, R, S, prov } from './provenance';
import type { Band, Provenance, ResultCode, Speed, Weather } from './types';

type P<F extends string> = Record<F, Provenance>;

// ------------------------------------------------------------------ Time Lapse (p.19, p.20, p.36; I-1)

export interface TimeLapseRow {
  speed: Speed;
  /** Segments removed in Good weather (exactly; p.19 "la cantidad exacta"). */
  good: number;
  /** Bad weather: roll 1d6 per TF (p.20). */
  bad: 'D6';
  /** Most segments removed when an Intel marker is removed; null = an Intel segment cannot be removed (p.20). */
  intelLimit: number | null;
  prov: P<'good' | 'bad' | 'intelLimit'>;
}

/**
 * The printed table is OCR noise (p.19, p.36); its numbers come from the worked examples: medium 3
 * (p.19), fast 4 (p.36), very slow 2 (p.28, p.30), slow 2 and no Intel Limit (p.20 "Si la TF fuera lenta,
 * sería imposible eliminar el marcador Intel. En cambio, se eliminarían 2 segmentos"), medium and fast
 * Intel Limit 2 (p.20 "Las Task Forces media y rápida pueden eliminar dos segmentos pero sólo un marcador").
 */
export const TIME_LAPSE_ROWS: readonly TimeLapseRow[] = [
  { speed: 'VS', good: 2, bad: 'D6', intelLimit: null, prov: { good: D, bad: R, intelLimit: D } },
  { speed: 'S', good: 2, bad: 'D6', intelLimit: null, prov: { good: D, bad: R, intelLimit: D } },
  { speed: 'M', good: 3, bad: 'D6', intelLimit: 2, prov: { good: D, bad: R, intelLimit: R } },
  { speed: 'F', good: 4, bad: 'D6', intelLimit: 2, prov: { good: D, bad: R, intelLimit: R } },
];

// ------------------------------------------------------------------ weather (p.25)

export interface WeatherRow {
  current: Weather;
  die: Band;
  next: Weather;
  prov: P<'die' | 'next'>;
}

/** p.25 "Si el tiempo es actualmente Good, y sacas un '6', cambia a Bad. Si ... Bad, y sacas un '5' o un '6', cambia a Good". */
export const WEATHER_ROWS: readonly WeatherRow[] = [
  { current: 'GOOD', die: { min: 1, max: 5 }, next: 'GOOD', prov: prov(['die', 'next'], R) },
  { current: 'GOOD', die: { min: 6, max: 6 }, next: 'BAD', prov: prov(['die', 'next'], R) },
  { current: 'BAD', die: { min: 1, max: 4 }, next: 'BAD', prov: prov(['die', 'next'], R) },
  { current: 'BAD', die: { min: 5, max: 6 }, next: 'GOOD', prov: prov(['die', 'next'], R) },
];

// ------------------------------------------------------------------ initiative (p.26, p.53, p.54)

export const INITIATIVE = {
  /** p.26 "Si la suma modificada es 9 o más, el jugador inactivo ha tomado la iniciativa". */
  seizeDice: 2,
  seizeTarget: 9,
  /** p.26 "Cada jugador tira un dado ... Si hay un empate, el jugador activo se queda con la iniciativa". */
  vieDice: 1,
  vieTie: 'ACTIVE' as const,
  /** p.26: the Tally rises by 1 per failure of the inactive player; declining a Seize does not raise it; reset to 0 on every change. */
  tallyPerFailure: 1,
  tallyOnChange: 0,
  /** p.26 "Gastar maniobras evasivas ... Good +1 Bad +2"; "Línea Ártica: ... +2 ... incluso si el tiempo es bueno". */
  emGood: 1,
  emBad: 2,
  emArctic: 2,
  prov: prov(['seizeDice', 'seizeTarget', 'vieDice', 'vieTie', 'tallyPerFailure', 'tallyOnChange', 'emGood', 'emBad', 'emArctic'], R),
} as const;

/** p.37 "tira 2d6, y si la suma ... es 7 o más, el intento tiene éxito". */
export const REINFORCEMENT = { dice: 2, target: 7, prov: prov(['dice', 'target'], R) } as const;

/** p.29 "la trayectoria no puede tener más de seis segmentos"; p.53 Shadow "Elimina todos los segmentos ... menos tres". */
export const ACTION_LIMITS = { completionMaxSegments: 6, shadowLeaves: 3, prov: prov(['completionMaxSegments', 'shadowLeaves'], R) } as const;

// ------------------------------------------------------------------ interruption (p.22; I-4)

export type InterruptionCode = 'ALERT_0' | 'ALERT_1' | 'ALERT_2' | 'SLIP' | 'VIE' | 'IC';

export interface InterruptionTable {
  /** Unmodified 2d6 (p.22 "No hay modificadores"). */
  rows: Band[];
  /** Intel markers on every TF the active player designated: 1, 2, 3, 4+. */
  columns: Band[];
  cells: InterruptionCode[][];
  prov: P<'rows' | 'columns' | 'cells'>;
  /** Cells read from OCR fragments "Virl/Vl/Vrrl/Verl": uncertain, read as Vie (I-4). */
  uncertain: Array<{ row: number; column: number }>;
}

export const INTERRUPTION: InterruptionTable = {
  rows: [{ min: 2, max: 4 }, { min: 5, max: 6 }, { min: 7, max: 7 }, { min: 8, max: 9 }, { min: 10, max: 12 }],
  columns: [{ min: 1, max: 1 }, { min: 2, max: 2 }, { min: 3, max: 3 }, { min: 4, max: null }],
  cells: [
    ['ALERT_0', 'ALERT_1', 'ALERT_2', 'SLIP'],
    ['ALERT_1', 'ALERT_2', 'SLIP', 'VIE'],
    ['ALERT_2', 'SLIP', 'VIE', 'IC'],
    ['SLIP', 'VIE', 'IC', 'IC'],
    ['VIE', 'IC', 'IC', 'IC'],
  ],
  prov: { rows: R, columns: R, cells: R },
  uncertain: [
    { row: 1, column: 3 },
    { row: 2, column: 2 },
    { row: 3, column: 1 },
    { row: 4, column: 0 },
  ],
};

/** p.22 and p.54: the imaginary player's answer to a Slip, 1d6. */
export const SOLO_SLIP_ROWS: ReadonlyArray<{ die: Band; response: 'SIGNALS' | 'EVASIVE'; prov: P<'die' | 'response'> }> = [
  { die: { min: 1, max: 4 }, response: 'SIGNALS', prov: prov(['die', 'response'], R) },
  { die: { min: 5, max: 6 }, response: 'EVASIVE', prov: prov(['die', 'response'], R) },
];

// ------------------------------------------------------------------ common modifiers (p.45-48)

/** p.45 air support by the launch point's distance to the target hex: active player +, inactive player -. */
export const AIR_SUPPORT_ROWS: ReadonlyArray<{ distance: number; active: number; inactive: number; prov: P<'active' | 'inactive'> }> = [
  { distance: 0, active: 3, inactive: -2, prov: prov(['active', 'inactive'], R) },
  { distance: 1, active: 2, inactive: -1, prov: prov(['active', 'inactive'], R) },
  { distance: 2, active: 1, inactive: 0, prov: prov(['active', 'inactive'], R) },
];

/**
 * p.46 Contact, active player only, by the target TF's speed: "Cuanto más lenta sea la Task Force objetivo,
 * mayor será el modificador"; the aid groups "medium or fast"; "+3" legible beside very slow (I-5).
 */
export const CONTACT_ROWS: ReadonlyArray<{ speed: Speed; modifier: number; prov: P<'modifier'> }> = [
  { speed: 'VS', modifier: 3, prov: { modifier: R } },
  { speed: 'S', modifier: 2, prov: { modifier: D } },
  { speed: 'M', modifier: 1, prov: { modifier: D } },
  { speed: 'F', modifier: 1, prov: { modifier: D } },
];

export const COMMON_MODIFIERS = {
  /** p.46 EM spent by the inactive player against an action: Good -1, Bad -2. */
  emGood: -1,
  emBad: -2,
  /** p.47 coordination: active +2 Good / +1 Bad; inactive -1 whatever the weather; p.10 Walker +4. */
  coordinationActiveGood: 2,
  coordinationActiveBad: 1,
  coordinationInactive: -1,
  coordinationWalker: 4,
  prov: prov(['emGood', 'emBad', 'coordinationActiveGood', 'coordinationActiveBad', 'coordinationInactive', 'coordinationWalker'], R),
} as const;

/**
 * Stealth attack modifiers beside the common ones (p.41): "ZONA U-BOAT: ... los ataques ganan un
 * modificador positivo"; "Un ataque alemán dirigido a un convoy disperso gana un modificador positivo".
 * The sign is the rulebook's; the size (+2) is our substitute (RULINGS.md S).
 */
export const STEALTH_MODIFIERS = { uboatZone: 2, dispersedConvoy: 2, prov: prov(['uboatZone', 'dispersedConvoy'], S) } as const;

// ------------------------------------------------------------------ the action menu (p.25-44; RULINGS I-10)

export type ActionId = 'AIR_STRIKE' | 'COMPLETION' | 'ENGAGE' | 'NAVAL_SEARCH' | 'PASS' | 'REORGANIZE' | 'SIGNALS' | 'STEALTH' | 'TRAJECTORY';
export type InitiativeStep = 'KEEP' | 'SEIZE' | 'VIE' | 'AUTO_CHANGE' | 'SEIZE_BEFORE';
export interface ActionMenuRow {
  id: ActionId;
  es: string;
  page: number;
  /** Uses a result table (and so a Trajectory Total and the common modifiers). */
  table: 'NAVAL_SEARCH' | 'ENGAGE' | 'AIR_STRIKE' | 'STEALTH_ATTACK' | null;
  /** An Intel marker on an active-designated TF triggers an interruption (p.22). */
  interruption: boolean;
  /** Which TFs make a Time Lapse at the end. */
  timeLapse: 'DESIGNATED_EXCEPT_TARGET' | 'ON_FAILURE' | 'DESIGNATED' | 'ON_REINFORCEMENT_FAILURE' | 'OPTIONAL_ONE' | 'NONE';
  initiative: InitiativeStep;
  prov: P<'table' | 'interruption' | 'timeLapse' | 'initiative'>;
}

const MENU_FIELDS = ['table', 'interruption', 'timeLapse', 'initiative'] as const;

/** The player aid's menu is missing (RULINGS I-10): rebuilt from the action pages, each row citing its page. */
export const ACTION_MENU_ROWS: readonly ActionMenuRow[] = [
  // p.27 "cada Task Force designada realiza el lapso de tiempo EXCEPTO la Task Force objetivo. Finalmente, los jugadores luchan por la iniciativa".
  { id: 'AIR_STRIKE', es: 'Ataque aéreo', page: 27, table: 'AIR_STRIKE', interruption: true, timeLapse: 'DESIGNATED_EXCEPT_TARGET', initiative: 'VIE', prov: prov(MENU_FIELDS, R) },
  // p.29 the inactive player may seize once the TF is designated; a seize makes the completion fail; the TF then lapses.
  { id: 'COMPLETION', es: 'Finalización', page: 29, table: null, interruption: false, timeLapse: 'ON_FAILURE', initiative: 'SEIZE_BEFORE', prov: prov(MENU_FIELDS, R) },
  // p.31 "cada TF designada realiza el lapso de tiempo EXCEPTO la TF objetivo ... los jugadores Vie".
  { id: 'ENGAGE', es: 'Enfrentamiento', page: 31, table: 'ENGAGE', interruption: true, timeLapse: 'DESIGNATED_EXCEPT_TARGET', initiative: 'VIE', prov: prov(MENU_FIELDS, R) },
  // p.33 "el jugador inactivo puede realizar un intento de recuperar la iniciativa" (after a Skirmish battle: Vie).
  { id: 'NAVAL_SEARCH', es: 'Búsqueda naval', page: 33, table: 'NAVAL_SEARCH', interruption: true, timeLapse: 'DESIGNATED_EXCEPT_TARGET', initiative: 'SEIZE', prov: prov(MENU_FIELDS, R) },
  // p.35 "Después de realizar el lapso de tiempo, el jugador inactivo es ahora el jugador activo".
  { id: 'PASS', es: 'Pasar', page: 35, table: null, interruption: false, timeLapse: 'DESIGNATED', initiative: 'AUTO_CHANGE', prov: prov(MENU_FIELDS, R) },
  // p.37: a failed reinforcement passes the initiative; otherwise the rulebook is silent (I-10: keep).
  { id: 'REORGANIZE', es: 'Reorganizar', page: 37, table: null, interruption: false, timeLapse: 'ON_REINFORCEMENT_FAILURE', initiative: 'KEEP', prov: prov(MENU_FIELDS, R, { initiative: S }) },
  // p.39 one trajectory in the target hex may lapse; "El jugador inactivo tiene una oportunidad de tomar la iniciativa".
  { id: 'SIGNALS', es: 'Señalización', page: 39, table: null, interruption: false, timeLapse: 'OPTIONAL_ONE', initiative: 'SEIZE', prov: prov(MENU_FIELDS, R) },
  // p.41 "Después de realizar la acción, los jugadores Vie"; only the attack uses the table and interrupts (I-34).
  { id: 'STEALTH', es: 'Fuerzas furtivas', page: 41, table: 'STEALTH_ATTACK', interruption: true, timeLapse: 'DESIGNATED_EXCEPT_TARGET', initiative: 'VIE', prov: prov(MENU_FIELDS, R, { interruption: D }) },
  // p.43 "El jugador activo mantiene la iniciativa".
  { id: 'TRAJECTORY', es: 'Trayectoria', page: 43, table: null, interruption: false, timeLapse: 'NONE', initiative: 'KEEP', prov: prov(MENU_FIELDS, R) },
];

// ------------------------------------------------------------------ result glossary (p.49-54)

export interface ResultRow {
  code: ResultCode;
  es: string;
  /** English label; several original names are unknown (I-41): the UI words them from this id. */
  en: string;
  page: number;
  /** Where the result can come from. */
  from: Array<'INTERRUPTION' | 'NAVAL_SEARCH' | 'ENGAGE' | 'AIR_STRIKE' | 'STEALTH_ATTACK' | 'BATTLE_STEP' | 'ACTION_STEP'>;
  prov: P<'es' | 'en' | 'from'>;
}

const RES = (code: ResultCode, es: string, en: string, page: number, from: ResultRow['from'], enKnown = true, fromKnown: Provenance = R): ResultRow => ({
  code, es, en, page, from, prov: { es: R, en: enKnown ? R : S, from: fromKnown },
});

export const RESULT_ROWS: readonly ResultRow[] = [
  RES('ALERT_0', 'Alerta -0', 'Alert -0', 49, ['INTERRUPTION']),
  RES('ALERT_1', 'Alerta -1', 'Alert -1', 49, ['INTERRUPTION']),
  RES('ALERT_2', 'Alerta -2', 'Alert -2', 49, ['INTERRUPTION']),
  RES('BATTLE', 'Batalla', 'Battle', 49, ['ENGAGE'], false),
  RES('CLOSING', 'Acercamiento', 'Closing', 50, ['ENGAGE'], false),
  RES('CONTACT', 'Contacto', 'Contact', 50, ['NAVAL_SEARCH', 'ENGAGE', 'AIR_STRIKE'], false),
  RES('DAMAGE', 'Daño', 'Damage', 50, ['AIR_STRIKE', 'STEALTH_ATTACK'], true, D),
  RES('EARLY_LATE', 'Pronto o tarde', 'Early or Late', 51, ['NAVAL_SEARCH']),
  RES('HIT', 'Impacto', 'Hit', 52, ['AIR_STRIKE', 'STEALTH_ATTACK', 'BATTLE_STEP']),
  RES('HIT_VS', 'Impacto (objetivo muy lento)', 'Hit (very slow)', 52, ['AIR_STRIKE', 'STEALTH_ATTACK'], false, D),
  RES('HIT_S', 'Impacto (objetivo lento)', 'Hit (slow)', 52, ['AIR_STRIKE', 'STEALTH_ATTACK'], false, D),
  RES('IC', 'Cambio de iniciativa', 'Initiative Change', 52, ['INTERRUPTION']),
  RES('LOSE_CONTACT', 'Perder el contacto', 'Lose Contact', 52, ['STEALTH_ATTACK'], false),
  RES('MISS', 'Fallo', 'Miss', 53, ['NAVAL_SEARCH', 'ENGAGE', 'AIR_STRIKE', 'STEALTH_ATTACK']),
  RES('SPLASH', 'Agua', 'Splash', 53, ['BATTLE_STEP']),
  RES('SEIZE', 'Aprovechar la iniciativa', 'Seize the Initiative', 53, ['ACTION_STEP'], false),
  RES('SHADOW', 'Sombras', 'Shadow', 53, ['NAVAL_SEARCH']),
  RES('SIGHTED', 'Avistado', 'Sighted', 54, ['NAVAL_SEARCH'], false),
  RES('SKIRMISH', 'Escaramuza', 'Skirmish', 54, ['NAVAL_SEARCH', 'ENGAGE'], false),
  RES('SLIP', 'Slip', 'Slip', 54, ['INTERRUPTION']),
  RES('SURPRISE', 'Sorpresa', 'Surprise', 54, ['ENGAGE'], false),
  RES('VIE', 'Vie for Initiative', 'Vie for Initiative', 54, ['INTERRUPTION', 'ACTION_STEP']),
];
