/**
 * ATLANTIC STORM card data: builds typed records from the row tables in convoys.ts and force.ts.
 * This module holds no rules; it only expands rows, derives the red names (§7: a fate victim's name is
 * printed in red) and records per-field provenance. To swap in the printed card set, edit the rows
 * (or point the two imports at another set) and change CARD_SET; no rules code changes.
 */
import { CONVOY_ROWS } from './convoys';
import { FORCE_ROWS } from './force';
import type {
  CombatValue,
  ConvoyCard,
  ConvoyField,
  ForceCard,
  ForceField,
  ForceKind,
  Provenance,
  SpecialKind,
  SupplyKind,
  Year,
  Zone,
} from './types';

export * from './types';

/** The card set in use: 'substitute' until the printed data replaces it. */
export const CARD_SET = 'substitute' as const;

export const ZONES: readonly Zone[] = ['air', 'surface', 'sub'];

const MARK: Record<string, Provenance> = { K: 'rulebook', P: 'printed', D: 'derived', I: 'inferred' };

function provenanceOf<F extends string>(fields: readonly F[], marks: string, where: string): Record<F, Provenance> {
  const out = {} as Record<F, Provenance>;
  for (const f of fields) out[f] = 'substitute';
  for (const m of marks.split(' ').filter(Boolean)) {
    const [field, code] = m.split('=');
    if (!(fields as readonly string[]).includes(field) || !MARK[code]) throw new Error(`bad provenance mark ${m} on ${where}`);
    out[field as F] = MARK[code];
  }
  return out;
}

const CONVOY_FIELDS: readonly ConvoyField[] = ['id', 'name', 'year', 'ocean', 'cargo', 'vp'];
const FORCE_FIELDS: readonly ForceField[] = [
  'id',
  'name',
  'side',
  'nationality',
  'kind',
  'frame',
  'unit',
  'ocean',
  'years',
  'values.air',
  'values.surface',
  'values.sub',
  'vp',
  'fateVictim',
  'standalone',
  'special',
  'supply',
  'effect',
];

function yearsOf(spec: string): Year[] {
  const [a, b] = spec.split('-').map((y) => 1900 + Number(y));
  const out: Year[] = [];
  for (let y = a; y <= (b ?? a); y++) out.push(y as Year);
  return out;
}

function valueOf(v: string): CombatValue {
  return v === '?' || v === '??' ? v : Number(v);
}

/** Every card some fate card names (§7: its name is printed in red). */
const VICTIMS = new Set(FORCE_ROWS.map((r) => r[10]).filter((v) => v !== ''));

export const CONVOY_CARDS: readonly ConvoyCard[] = CONVOY_ROWS.map(([id, name, year, ocean, cargo, vp, history, marks]) => ({
  id,
  no: Number(id.slice(1)),
  name,
  year,
  ocean,
  cargo,
  vp,
  redName: VICTIMS.has(id),
  history,
  provenance: provenanceOf(CONVOY_FIELDS, marks, id),
}));

export const FORCE_CARDS: readonly ForceCard[] = FORCE_ROWS.map(([id, name, nationality, kindSpec, frame, unit, ocean, years, values, vp, fate, marks]) => {
  const [kind, extra] = kindSpec.split(':') as [ForceKind, string | undefined];
  const [air, surface, sub] = values.split('/').map(valueOf);
  const c: ForceCard = {
    id,
    name,
    side: id[0] === 'A' ? 'allied' : id[0] === 'G' ? 'german' : 'neutral',
    kind,
    frame,
    unit,
    ocean,
    years: yearsOf(years),
    values: { air, surface, sub },
    vp,
    redName: VICTIMS.has(id),
    provenance: provenanceOf(FORCE_FIELDS, marks, id),
  };
  if (nationality) c.nationality = nationality;
  if (fate) c.fateVictim = fate;
  if (kind === 'bonus') c.standalone = extra === 'alone';
  if (kind === 'bonus' && extra === 'blackGap') c.effect = 'blackGap';
  if (kind === 'special') c.special = extra as SpecialKind;
  if (kind === 'supply') c.supply = extra as SupplyKind;
  return c;
});

export const CONVOY: Readonly<Record<string, ConvoyCard>> = Object.fromEntries(CONVOY_CARDS.map((c) => [c.id, c]));
export const CARD: Readonly<Record<string, ForceCard>> = Object.fromEntries(FORCE_CARDS.map((c) => [c.id, c]));

export const ALL_CONVOY_IDS: readonly string[] = CONVOY_CARDS.map((c) => c.id);
export const ALL_FORCE_IDS: readonly string[] = FORCE_CARDS.map((c) => c.id);

/** The display name of a force card or a convoy; the id itself if unknown. */
export function cardName(id: string): string {
  return CARD[id]?.name ?? CONVOY[id]?.name ?? id;
}

/** True when any field of any card is a substitute value: the UI shows an "unofficial card data" badge. */
export const SUBSTITUTE_IN_USE: boolean = [...CONVOY_CARDS, ...FORCE_CARDS].some((c) =>
  Object.values(c.provenance as Record<string, Provenance>).includes('substitute'),
);

/** The fields of a card that hold substitute values (for the card's tooltip). */
export function substituteFields(id: string): string[] {
  const c: ConvoyCard | ForceCard | undefined = CARD[id] ?? CONVOY[id];
  if (!c) return [];
  return Object.entries(c.provenance as Record<string, Provenance>)
    .filter(([, p]) => p === 'substitute')
    .map(([f]) => f);
}
