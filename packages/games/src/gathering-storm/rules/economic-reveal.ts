/**
 * The economic reveal [13.12]: every power's conversion, construction and research spending are shown and
 * carried out together, in the order of play where order matters: tiles paid, factories changed, mobilized
 * units put on the turn track [14.8], AM pool changes [12.22], units built [18.21], ships started, advanced
 * and launched [19.6-19.8]; secret support events whose tiles were spent are revealed [9.41E]; the Russian
 * garrison is checked (CK-2) [21.23B]. Pure.
 */
import { EVENT, GARRISON, POWER_IDS, SHIP_TYPES, type Power } from '../data';
import { conversionAms } from './ams';
import type { Ctx } from './context';
import { heldEffects, seasonColumn } from './construction';
import { checkGarrison } from './garrison';
import { mobilizationStage } from './industry';
import { conversionOrderCost, heldSupport, NO_CONSTRUCTION } from './orders';
import { researchCost } from './research';
import { announceResults } from './research-results';
import { advanceConquests } from './aggression-effects';
import { priv } from './random-events';
import { changeSupportWithTiles, militaryFactorySupport } from './support';
import type { Conversion, GState } from './types';

/** Carry out a conversion [13.21, 14.6-14.8]; returns the AM indices to drop at the end of the reveal. */
function applyConversion(c: Ctx, p: Power, conv: Conversion): number[] {
  const { G } = c;
  const ps = G.powers[p];
  const cost = conversionOrderCost(G, p, conv);
  ps.tiles -= cost;
  const { add, remove } = conversionAms(G, p, conv);
  ps.ams.push(...add);
  const milBefore = ps.factories.military;
  if (conv.kind === 'idleToCivil') {
    ps.factories.idle--;
    ps.factories.civil++;
  } else {
    if (conv.kind === 'idleToMilitary') ps.factories.idle--;
    else ps.factories.civil--;
    ps.factories.military++;
    ps.mobilizations++;
    ps.lastMobilization = G.turn;
    const stage = mobilizationStage(p, ps.mobilizations)!;
    const mix = conv.mix ?? {};
    for (const u of ['armor', 'infantry', 'air'] as const) {
      for (let i = 0; i < (mix[u] ?? 0); i++) ps.arriving.push({ turn: G.turn + stage.delays[u], unit: u });
    }
    if (p === 'GBR' && ps.mobilizations <= 7) ps.armorMobilized += mix.armor ?? 0;
    if (mix.naval) {
      // A naval construction increase: +1 rate at once, a shipyard AM [19.32, 19.33A, 12.22C]; an Axis one
      // gives Britain (German) or France (Italian) +1 support for the rest of the game [10.71C, 10.81C].
      ps.navalIncreases++;
      ps.navalRate++;
      ps.ams.push({ v: 1, use: 'navalOnly', src: '12.22C' });
      if (p === 'GER') G.powers.GBR.timed.push({ src: '10.71C', support: 1, from: G.turn + 1 });
      if (p === 'ITA') G.powers.FRA.timed.push({ src: '10.81C', support: 1, from: G.turn + 1 });
    }
    // A new military-factory threshold: one tile at once, the support from this turn's crisis phase [13.21D].
    const gain = militaryFactorySupport(p, ps.factories.military) - militaryFactorySupport(p, milBefore);
    if (gain > 0) {
      ps.tiles += gain;
      ps.supportFromCrisis += gain;
    }
  }
  c.emit({
    kind: 'conversion',
    ids: [p, conv.kind],
    n: [cost, conv.mix?.armor ?? 0, conv.mix?.infantry ?? 0, conv.mix?.air ?? 0, conv.mix?.naval ?? 0],
    rule: '13.12A',
  });
  return remove;
}

/** Carry out a construction order [13.12C, 18.21, 19.6-19.8]. */
function applyConstruction(c: Ctx, p: Power): number {
  const { G } = c;
  const ps = G.powers[p];
  const order = priv(G, p).construction ?? NO_CONSTRUCTION;
  let cost = 0;
  const used = new Set<number>();
  for (const i of order.unitAms) used.add(i);
  for (const u of ['armor', 'infantry', 'air'] as const) {
    ps.reserve[u] -= order.units[u];
    ps.active[u] += order.units[u];
    if (p === 'USSR') {
      // A rebuilt Siberian unit returns to Siberia first (substitute G-09) [22.61B].
      const short = GARRISON.siberianUnitsAtStart[u] - G.russia.siberian[u];
      G.russia.siberian[u] += Math.min(short, order.units[u]);
      G.russia.builtThisTurn += order.units[u];
    }
  }
  const col = seasonColumn(G);
  // A construction event's free acceleration [19.73D]: before construction, or after it (ruling R-21).
  const shift = heldEffects(G, p, 'shipAccelerate')[0];
  const shiftedShip = order.eventShift && shift ? ps.ships[order.eventShift.ship] : undefined;
  if (shiftedShip && order.eventShift!.before) shiftedShip.col = ((shiftedShip.col - shift!.columns + 4) % 4) as 0 | 1 | 2 | 3;
  const continued = new Set<number>();
  const launchedNow: number[] = [];
  for (const s of order.ships) {
    for (const i of s.ams) used.add(i);
    if (s.start !== undefined) continue;
    const ship = ps.ships[s.ship!];
    continued.add(s.ship!);
    if (ship.row === 2) {
      launchedNow.push(s.ship!);
      ps.launched[ship.kind]++;
      c.emit({ kind: 'shipLaunched', ids: [p, ship.kind], rule: '19.74' });
    } else {
      ship.row = (ship.row - 1) as 5 | 4 | 3 | 2;
      ship.col = ((ship.col - (s.accel ?? 0) + 4) % 4) as 0 | 1 | 2 | 3;
    }
  }
  // A ship of the current column that was not continued is deferred one column right (ruling P1-A23) [19.72].
  ps.ships.forEach((ship, i) => {
    if (!continued.has(i) && ship.col === col) ship.col = ((ship.col + 1) % 4) as 0 | 1 | 2 | 3;
  });
  if (shiftedShip && !order.eventShift!.before && ps.ships.includes(shiftedShip) && !launchedNow.includes(ps.ships.indexOf(shiftedShip)))
    shiftedShip.col = ((shiftedShip.col - shift!.columns + 4) % 4) as 0 | 1 | 2 | 3;
  ps.ships = ps.ships.filter((_, i) => !launchedNow.includes(i));
  for (const s of order.ships) {
    if (s.start === undefined) continue;
    const size = SHIP_TYPES.find((t) => t.id === s.start)!.size as 5 | 4 | 3 | 2;
    ps.ships.push({ kind: s.start, row: size, col, started: G.turn });
    if (s.start === 'BB4' || s.start === 'BB5') ps.modernStarted++;
    c.emit({ kind: 'shipStarted', ids: [p, s.start], rule: '19.61' });
  }
  for (const i of used) cost += ps.ams[i].v;
  ps.amUsed.push(...used);
  ps.tiles -= cost;
  c.emit({ kind: 'construction', ids: [p], n: [order.units.armor, order.units.infantry, order.units.air, order.ships.length, cost], rule: '13.12C' });
  return cost;
}

/** Step `economicReveal` [13.12]: A conversions and research spending, B research results, C construction. */
export function economicReveal(c: Ctx): void {
  const { G } = c;
  const drops: Partial<Record<Power, number[]>> = {};
  for (const p of POWER_IDS) {
    const pr = priv(G, p);
    // Secret support events whose tiles are needed now are revealed and applied [9.41E].
    const conv = pr.conversion ?? null;
    const need = conversionOrderCost(G, p, conv) + researchCost(G, p, pr.research) + plannedConstructionCost(G, p);
    revealSupportFor(c, p, need);
    drops[p] = conv ? applyConversion(c, p, conv) : [];
    const rams = pr.research?.ams ?? [];
    G.powers[p].tiles -= researchCost(G, p, pr.research);
    G.powers[p].amUsed.push(...rams);
    c.emit({ kind: 'researchSpending', ids: [p], n: [rams.length, researchCost(G, p, pr.research)], rule: '15.22C' });
  }
  // Russia's Party Purge choice is learnt with the spending [22.21B].
  const party = priv(G, 'USSR').partyPurge;
  if (party) {
    if (party === 'research') G.russia.researchBan = true;
    else G.russia.diplomacyBan = true;
    c.emit({ kind: 'partyPurge', ids: [party], rule: '22.21B' });
  }
  announceResults(c);
  for (const p of POWER_IDS) {
    const pr = priv(G, p);
    const conv = pr.conversion ?? null;
    applyConstruction(c, p);
    const drop = drops[p] ?? [];
    G.powers[p].ams = G.powers[p].ams.filter((_, i) => !drop.includes(i));
    G.powers[p].amUsed = G.powers[p].amUsed.filter((i) => !drop.includes(i)).map((i) => i - drop.filter((d) => d < i).length);
    G.revealed[p] = {
      conversion: conv,
      built: { ...(pr.construction ?? NO_CONSTRUCTION).units },
      ships: (pr.construction ?? NO_CONSTRUCTION).ships.length,
      researchAms: (pr.research?.ams ?? []).length,
    };
    // National conversion, construction and research events are revealed now [9.41B-C].
    pr.held = pr.held.filter((id) => {
      const t = EVENT[id].type;
      if (t !== 'conversion' && t !== 'construction' && t !== 'research') return true;
      G.events.revealed.push(id);
      c.emit({ kind: 'eventRevealed', ids: [id, p], rule: '9.41B' });
      return false;
    });
    pr.conversion = undefined;
    pr.construction = undefined;
    pr.research = undefined;
  }
  advanceConquests(c);
  checkGarrison(G);
}

/** Tile cost of a power's committed construction (AM values). */
function plannedConstructionCost(G: GState, p: Power): number {
  const order = priv(G, p).construction ?? NO_CONSTRUCTION;
  const { ams } = G.powers[p];
  const extra = conversionAmsAdded(G, p);
  const all = [...ams, ...extra];
  const idx = new Set([...order.unitAms, ...order.ships.flatMap((s) => s.ams)]);
  let n = 0;
  for (const i of idx) n += all[i]?.v ?? 0;
  return n;
}

function conversionAmsAdded(G: GState, p: Power) {
  return conversionAms(G, p, priv(G, p).conversion ?? null).add;
}

/** Reveal the power's positive secret support events, largest first, until its tiles cover `need` [9.41E]. */
export function revealSupportFor(c: Ctx, p: Power, need: number): void {
  const { G } = c;
  const pr = priv(G, p);
  const pos = heldSupport(G, p)
    .filter((h) => h.power === p && h.delta > 0)
    .sort((a, b) => b.delta - a.delta);
  for (const h of pos) {
    if (G.powers[p].tiles >= need) break;
    pr.held = pr.held.filter((id) => id !== h.id);
    G.events.revealed.push(h.id);
    changeSupportWithTiles(G, p, h.delta);
    c.emit({ kind: 'secretSupportRevealed', ids: [h.id, p], n: [h.delta], rule: '9.41E' });
  }
}
