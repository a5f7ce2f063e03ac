/**
 * Test helpers: the few starting values derived from the set-up (BoP 0 [20.42], the Russian
 * garrison, resistance, Spring 1935 income), computed straight from the data tables so the tests can check
 * that the tables are consistent with the rulebook's own statements. These are checks of the data, not the
 * rules engine (which comes with the game kit): they cover the Spring 1935 position only.
 */
import {
  AGGRESSION,
  ALLIANCE_POWERS,
  COUNTRY,
  GARRISON,
  INCOME,
  INITIAL_RESULTS,
  POWER,
  RESEARCH_PROJECT,
  RESISTANCE_RULES,
  resultSteps,
  type AggressionId,
  type Alliance,
  type BandRow,
  type BopCategory,
  type CountryId,
  type Power,
  type TrackOwner,
} from './data';
import { pactHolderOf } from './data/validate';

/** The level a banded table gives for a difference (sign kept) [10.91D, 20.51, 21.31]. */
export function band(table: BandRow, diff: number): number {
  const a = Math.abs(diff);
  const last = table.bands[table.bands.length - 1];
  let level: number;
  const row = table.bands.find((b) => a >= b.from && a <= b.to);
  if (row) level = row.level;
  else level = last.level + (table.beyond ? Math.floor((a - last.to - 1) / table.beyond.every + 1) * table.beyond.add : 0);
  if (table.max !== undefined) level = Math.min(level, table.max);
  return Math.sign(diff) * level;
}

/** Support from military factories [10.41A]. */
export function militaryFactorySupport(power: Power, military: number): number {
  return POWER[power].militaryFactorySupport.filter((n) => military >= n).length;
}

/** Markers a track's results have produced, by BoP category [16.11]. */
function resultMarkers(project: keyof typeof RESEARCH_PROJECT, owner: TrackOwner, steps: number): Partial<Record<BopCategory, number>> {
  const out: Partial<Record<BopCategory, number>> = {};
  const reached = resultSteps(project, owner).filter((s) => steps >= s).length;
  for (const e of RESEARCH_PROJECT[project].effects.slice(0, reached)) {
    for (const [k, v] of Object.entries(e.bop ?? {})) out[k as BopCategory] = (out[k as BopCategory] ?? 0) + (v ?? 0);
  }
  return out;
}

function allianceOfOwner(owner: TrackOwner): Alliance {
  return owner === 'AXIS' || owner === 'ALLIES' || owner === 'RUSSIA' ? owner : POWER[owner].alliance;
}

/** Spring 1935 BoP markers of the Axis and the Allies by category [18.21B, 19.81, 20.2, 20.41]. */
export function initialBopMarkers(): Record<'AXIS' | 'ALLIES', Record<BopCategory, number>> {
  const m = { AXIS: { armor: 0, infantry: 0, air: 0, naval: 0 }, ALLIES: { armor: 0, infantry: 0, air: 0, naval: 0 } };
  for (const side of ['AXIS', 'ALLIES'] as const) {
    for (const p of ALLIANCE_POWERS[side]) {
      const u = POWER[p].activeUnits;
      m[side].armor += u.armor;
      m[side].infantry += u.infantry;
      m[side].air += u.air;
      m[side].naval += POWER[p].royalNavyMarkers;
    }
  }
  for (const r of INITIAL_RESULTS) {
    const side = allianceOfOwner(r.owner);
    if (side === 'RUSSIA') continue; // Russian results go to the garrison [20.55, 21.21B]
    for (const [k, v] of Object.entries(resultMarkers(r.project, r.owner, r.steps))) m[side][k as BopCategory] += v ?? 0;
  }
  return m;
}

/** Russian garrison strength at the start: Active units + research markers + Russian flags [21.21]. */
export function initialGarrison(): number {
  const u = POWER.USSR.activeUnits;
  let g = u.armor + u.infantry + u.air;
  for (const r of INITIAL_RESULTS) {
    if (allianceOfOwner(r.owner) !== 'RUSSIA') continue;
    g += Object.values(resultMarkers(r.project, r.owner, r.steps)).reduce((a, b) => a + (b ?? 0), 0);
  }
  for (const c of Object.values(COUNTRY)) if ((c.initialFlags.USSR ?? 0) > 0) g += GARRISON.perMinorWithFlags;
  return g;
}

/** Russian garrison requirement at the start [21.22] given the land BoP levels and the EAI. */
export function initialGarrisonRequirement(landBopLevels: number, eai: number): number {
  const s = GARRISON.siberianRequirement;
  let req = s.armor + s.infantry + s.air + landBopLevels + Math.max(0, eai);
  const pol = COUNTRY.POL.initialFlags;
  const axisAllied = (['GER', 'ITA', 'GBR', 'FRA'] as const).reduce((n, p) => n + (pol[p] ?? 0), 0);
  const polPact = pactHolderOf(pol);
  if (polPact && POWER[polPact].alliance !== 'RUSSIA') req += GARRISON.polandPact;
  else if (axisAllied > 0) req += GARRISON.polandFlags;
  for (const c of ['FIN', 'ROM', 'TUR'] as const) {
    const h = COUNTRY[c].initialTradePact;
    if (h && POWER[h].alliance !== 'RUSSIA') req += GARRISON.otherBorderPact;
  }
  return req;
}

/** Resistance of an aggression target at the start, without the tile draw [28.1-28.4]. */
export function initialResistance(id: AggressionId): number {
  const a = AGGRESSION[id];
  if (id === 'ETH') return RESISTANCE_RULES.ethiopiaFixed;
  let r = a.defense;
  // the partial targets are resisted while being demanded [28.21G-H]
  for (const red of a.defenseReductions) if (red.when === 'partDemandedOrGerman' && (id === 'SUD' || id === 'DAN')) r -= red.by;
  const flags = COUNTRY[a.country].initialFlags;
  const count = (ps: readonly Power[]) => ps.reduce((n, p) => n + (flags[p] ?? 0), 0);
  const level = (n: number) => RESISTANCE_RULES.flagBands.find((b) => n >= b.from && n <= b.to)!.level;
  r += level(count(['GBR', 'FRA', 'USSR'])) - level(count(['GER', 'ITA']));
  for (const b of COUNTRY[a.country].borders ?? []) r += borderPact(b);
  return r;
}

function borderPact(c: CountryId): number {
  const holder = COUNTRY[c].initialTradePact;
  if (holder) {
    const side = POWER[holder].alliance;
    return side === 'AXIS'
      ? RESISTANCE_RULES.borderPact.axis
      : side === 'ALLIES'
        ? RESISTANCE_RULES.borderPact.allies
        : RESISTANCE_RULES.borderPact.russiaBeforePact;
  }
  const f = COUNTRY[c].initialFlags;
  return (f.GBR ?? 0) + (f.FRA ?? 0) + (f.USSR ?? 0) >= RESISTANCE_RULES.alliedRussianFlagsAsPact ? RESISTANCE_RULES.borderPact.allies : 0;
}

/** Spring 1935 income before the random tile and events: civilian factories, support, pacts, maintenance [11.12C]. */
export function springIncomeWithoutTile(power: Power, support: number): number {
  const p = POWER[power];
  const pacts = Object.values(COUNTRY)
    .filter((c) => c.initialTradePact === power)
    .reduce((n, c) => n + c.tradePactValue, 0);
  const units = p.activeUnits.armor + p.activeUnits.infantry + p.activeUnits.air;
  const maintenance = Math.max(0, units * INCOME.maintenancePerActiveUnit - p.factories.military * INCOME.maintenanceReliefPerMilitaryFactory);
  return p.factories.civil * INCOME.perCivilianFactory + support * INCOME.perSupportPoint + pacts - maintenance;
}
