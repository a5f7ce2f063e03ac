/**
 * Bots for the powers no human controls (ours, not the rulebook's: the "Normal" level for the procedures the engine
 * carries): they read their seat's view only, take every random choice from the random source the platform
 * gives them, and play through the ordinary moves. Economy (§20.4): convert idle factories to civilian use while
 * the income payback is under about 5 turns, mobilize when it costs 8 or less, crosses a support step, or Britain
 * and France need full mobilization for a preventive war, keep a tile reserve of the planned diplomatic spending
 * plus 2, build what the Reserve holds, keep ships moving; Russia and Italy always meet their compulsory builds
 * first [18.51, 29.33E] (the orders that would not are refused by the rules, so they are never among the options).
 * Research (§20.4): the legal order whose points bring most BoP markers per RP.
 */
import type { ActionRequest, ViewState } from '../common/module';
import type { Seat } from '../common/decision';
import { EVENT, INCOME, POWER, type Power } from './data';
import { mustBuild } from './rules/construction';
import { conversionCost } from './rules/industry';
import { maxSteps, resultsAt, stepsOf } from './rules/research';
import { effectsOf, parseTrack } from './rules/results';
import { turnsLeft } from './bot-value';
import { constructionOptions, conversionOptions, enumerate, powersToAnswer, researchOptions, spyOptions } from './rules/enumerate';
import { nextSpy } from './rules/intelligence';
import { diplomacyChoice } from './bot-diplomacy';
import { crisisChoice } from './bot-crisis';
import { spendable } from './rules/orders';
import { militaryFactorySupport } from './rules/support';
import type { ConstructionOrder, Conversion, GState, ResearchOrder } from './rules/types';
import type { GView } from './view';

/** Tiles a bot keeps back for surprises beyond its planned diplomatic spending (§20.4: "plus 2"). */
const RESERVE = 2;
/** The longest income payback, in turns, for which an idle factory is converted to civilian use (§20.4: "about 5"). */
const PAYBACK = 5;

/** Diplomatic markers that count against the limit a power may place in a turn [24.5]. */
const MARKERS_A_TURN = 2;

/**
 * The tiles a power plans to spend in diplomacy [24.2]: each marker placed costs its value in tiles, and a power
 * places at most two counting markers a turn [24.5], so the sum of the two highest values among the AMs it may
 * still place (unused, of general use), less those in `besides` (spent elsewhere).
 */
export function plannedDiplomacy(G: GState, p: Power, besides: readonly number[] = []): number {
  const ps = G.powers[p];
  const values = ps.ams.flatMap((m, i): number[] => (m.use === 'any' && !ps.amUsed.includes(i) && !besides.includes(i) ? [m.v] : []));
  return values
    .sort((x, y) => y - x)
    .slice(0, MARKERS_A_TURN)
    .reduce((s, v) => s + v, 0);
}

/** The tile reserve of §20.4: the planned diplomatic spending plus 2. */
export const tileReserve = (G: GState, p: Power, besides: readonly number[] = []) => plannedDiplomacy(G, p, besides) + RESERVE;

/** Turns for a civilian factory to pay its conversion back [14.21, 11.12] (Infinity when it brings nothing). */
export const civilPayback = (G: GState, p: Power) => conversionCost(G, p, 'idleToCivil') / INCOME.perCivilianFactory;

/**
 * Britain and France need every factory military to declare preventive war while no second Axis aggression has
 * been made [32.61B]: they mobilize steadily until then.
 */
function preventiveNeedsMobilization(G: GState, p: Power): boolean {
  return (p === 'GBR' || p === 'FRA') && !G.aggressions.some((a) => a.id !== 'RHI' && a.id !== 'ETH');
}

/** How much a bot likes an event of its own: negative support or income it would rather not play. */
function eventValue(id: string, p: Power): number {
  let v = 0;
  for (const e of EVENT[id].effects) {
    if (e.op === 'support') v += e.power === p ? e.delta : 0;
    else if (e.op === 'income') v += e.delta;
    else if (e.op === 'tileDraw') v += e.draws === 0 ? -2 : 2;
    else if (e.op === 'purgeSupport') v += e.delta;
    else v += 1;
  }
  return v;
}

/**
 * The economy row of §20.4: an idle factory goes civilian while the payback is under about 5 turns and comes
 * before the game's horizon; a mobilization when it costs 8 or less, crosses a support step [10.41A], or Britain
 * and France need full mobilization for a preventive war [32.61B] (and Russia, for its garrison [21.2]); always
 * keeping the tile reserve.
 */
export function chooseConversion(G: GState, p: Power, random: () => number): Conversion | null {
  const options = conversionOptions(G, p);
  const tiles = spendable(G, p);
  const reserve = tileReserve(G, p);
  const ps = G.powers[p];
  const civil = options.find((o) => o?.kind === 'idleToCivil');
  const payback = civilPayback(G, p);
  if (civil && payback <= PAYBACK && payback < turnsLeft(G) && tiles - conversionCost(G, p, 'idleToCivil') >= reserve) return civil;
  const mobs = options.filter((o): o is Conversion => !!o && o.kind !== 'idleToCivil');
  if (mobs.length) {
    const kind = mobs.some((m) => m.kind === 'idleToMilitary') ? 'idleToMilitary' : 'civilToMilitary';
    const cost = conversionCost(G, p, kind);
    const step = militaryFactorySupport(p, ps.factories.military + 1) > militaryFactorySupport(p, ps.factories.military);
    if ((cost <= 8 || step || p === 'USSR' || preventiveNeedsMobilization(G, p)) && tiles - cost >= reserve) {
      const pick = mobs.filter((m) => m.kind === kind);
      return pick[Math.floor(random() * pick.length)];
    }
  }
  return null;
}

function orderScore(G: GState, p: Power, o: ConstructionOrder): number {
  return 3 * (o.units.armor + o.units.infantry + o.units.air) + 2 * o.ships.filter((s) => s.ship !== undefined).length + o.ships.filter((s) => s.start).length;
}

function chooseConstruction(G: GState, p: Power, conv: Conversion | null, random: () => number): ConstructionOrder {
  const options = constructionOptions(G, p, conv);
  const budget = spendable(G, p) - (conv ? conversionCost(G, p, conv.kind) : 0);
  const amsOf = (o: ConstructionOrder) => [...o.unitAms, ...o.ships.flatMap((s) => s.ams)];
  const cost = (o: ConstructionOrder) => amsOf(o).reduce((s, i) => s + ([...G.powers[p].ams][i]?.v ?? 1), 0);
  let best = options[0];
  let bestScore = -Infinity;
  for (const o of options) {
    // the markers the order spends are no longer planned for diplomacy
    const c = cost(o) + tileReserve(G, p, amsOf(o));
    const must = mustBuild(G, p) && o.units.armor + o.units.infantry + o.units.air > 0;
    const score = (c <= budget || must ? orderScore(G, p, o) : -1) + random() * 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = o;
    }
  }
  return best;
}

/**
 * The research priority of one more point on a track (§20.4: BoP markers per RP, 6-step single-marker projects
 * first, then 10-step dual-marker ones): the next result's first marker (or support result) over the steps still
 * missing to it, each further marker of the result a tenth more [15.13, 16.11, 20.2]. Russia favours the garrison
 * (its BoP markers count in the garrison [21.21], a support result half) and then armor (VP [34.93]).
 */
export function markersPerRp(G: GState, p: Power, key: string): number {
  const a = POWER[p].alliance;
  const { project, owner } = parseTrack(key);
  const steps = stepsOf(G, a, key);
  if (steps >= maxSteps(G, a, key)) return 0;
  const now = resultsAt(project, owner, steps);
  let to = steps + 1;
  while (resultsAt(project, owner, to) === now && to - steps < 30) to++;
  const n = resultsAt(project, owner, to);
  if (n === now) return 0;
  const e = effectsOf(project, n)[n - 1];
  const bop = Object.values(e.bop ?? {}).reduce((s, v) => s + (v ?? 0), 0);
  const markers = bop + (e.support ?? 0) * (p === 'USSR' ? 0.5 : 1);
  if (markers <= 0) return 0;
  const armor = p === 'USSR' && project === 'armor' ? 0.05 : 0;
  return (Math.min(1, markers) + 0.1 * Math.max(0, markers - 1)) / (to - steps) + armor;
}

/**
 * The research row of §20.4: of the legal orders within the budget (the tile reserve kept), the one whose points
 * bring most BoP markers per RP; the intelligence RP goes where the forced rule puts it [15.23D] (the orders carry
 * it already), so it does not weigh in the choice.
 */
export function chooseResearch(G: GState, p: Power, conv: Conversion | null, random: () => number): ResearchOrder {
  const options = researchOptions(G, p);
  const budget = spendable(G, p) - (conv ? conversionCost(G, p, conv.kind) : 0);
  const rate = (k: string) => markersPerRp(G, p, k);
  const score = (o: ResearchOrder) =>
    (o.ams.length + tileReserve(G, p, o.ams) <= budget || o.ams.length === 0
      ? [...o.rps, ...(o.advanced ? [o.advanced] : []), ...(o.networkRps ?? []), ...(o.eventSpy ? [o.eventSpy] : [])].reduce((s, k) => s + rate(k), 0)
      : -1) +
    random() * 0.001;
  let best = options[0];
  let bestScore = -Infinity;
  for (const o of options) {
    const s = score(o);
    if (s > bestScore) {
      bestScore = s;
      best = o;
    }
  }
  return best;
}

/** The bot's action for `seat`, from its view. */
function chooseAction(view: GView, seat: Seat, random: () => number): ActionRequest | undefined {
  const G = view as unknown as GState;
  const d = G.pending;
  if (!d || !d.seats.includes(seat)) return undefined;
  const p = powersToAnswer(G, seat)[0];
  if (d.kind === 'start') return { kind: 'move', name: 'begin', args: [] };
  if (!p) return undefined;
  if (
    ['announce', 'respond', 'offerPact', 'concede', 'axisResponse', 'ultimatum', 'brink', 'polandChoice', 'declare', 'reactive', 'finalResearch'].includes(
      d.kind,
    )
  ) {
    const a = crisisChoice(G, p, random);
    return a ? { kind: 'move', name: a.move, args: a.args } : undefined;
  }
  if (['place', 'greekRebels', 'threat', 'covert', 'counterIntel', 'subversion', 'network'].includes(d.kind)) {
    const a = diplomacyChoice(G, seat, random);
    return a ? { kind: 'move', name: a.move, args: a.args } : undefined;
  }
  // Party Purge: keep diplomacy (the bot's diplomacy is where Russia's flags are won), give up research extras.
  if (d.kind === 'partyPurge') return { kind: 'move', name: 'partyPurge', args: ['USSR', 'research'] };
  if (d.kind === 'spyNetwork') {
    // A research network on the main enemy's military research: it reports it and gives a free point [16.16].
    const next = nextSpy(G);
    if (!next) return undefined;
    const enemy = next.alliance === 'AXIS' ? 'ALLIES' : 'AXIS';
    const options = spyOptions(G, next.alliance);
    const pick = options.find((t) => 'alliance' in t && t.alliance === enemy && t.category === 'military') ?? options[Math.floor(random() * options.length)];
    return { kind: 'move', name: 'placeSpy', args: [next.power, pick] };
  }
  if (!p) return undefined;
  const pr = G.players[seat]?.powers[p];
  if (!pr) return undefined;
  if (d.kind === 'chooseEvents') {
    const good = pr.hand.filter((h) => eventValue(`${h.card}.${p}`, p) >= 0).map((h) => h.card);
    return { kind: 'move', name: 'chooseEvents', args: [p, good.length ? good : [pr.hand[0].card]] };
  }
  if (d.kind === 'industrial') return { kind: 'move', name: 'convert', args: [p, chooseConversion(G, p, random)] };
  if (d.kind === 'research') {
    const options = researchOptions(G, p);
    const budget = spendable(G, p) - (pr.conversion ? conversionCost(G, p, pr.conversion.kind) : 0) - RESERVE - 2;
    const cost = (o: ResearchOrder) => o.ams.length;
    const score = (o: ResearchOrder) =>
      (cost(o) <= budget ? o.rps.length * 2 + (o.intel ? 1 : 0) + (o.advanced ? 1 : 0) + (o.networkRps?.length ?? 0) + (o.eventSpy ? 1 : 0) : -1) +
      random() * 0.1;
    const best = options.reduce((b, o) => (score(o) > score(b) ? o : b), options[0]);
    return { kind: 'move', name: 'research', args: [p, best] };
  }
  if (d.kind === 'construction') return { kind: 'move', name: 'construct', args: [p, chooseConstruction(G, p, pr.conversion ?? null, random)] };
  const all = enumerate(G, seat);
  return all.length ? { kind: 'move', name: all[0].move, args: all[0].args } : undefined;
}

export function bot(view: ViewState<GState>, seat: Seat, random: () => number): ActionRequest | undefined {
  return chooseAction(view.G as unknown as GView, seat, random);
}

void POWER;
