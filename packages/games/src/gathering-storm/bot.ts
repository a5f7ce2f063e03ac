/**
 * Bots for the powers no human controls (ours, not the rulebook's: the "Normal" level for the procedures the engine
 * carries): they read their seat's view only, take every random choice from the random source the platform
 * gives them, and play through the ordinary moves. Economy: convert idle factories to civilian use while the
 * payback is short, mobilize when it is cheap or crosses a support step, build what the Reserve holds,
 * keep ships moving; Russia always meets its compulsory build first [18.51].
 */
import type { ActionRequest, ViewState } from '../common/module';
import type { Seat } from '../common/decision';
import { EVENT, POWER, type Power } from './data';
import { conversionCost } from './rules/industry';
import { constructionOptions, conversionOptions, enumerate, powersToAnswer, researchOptions, spyOptions } from './rules/enumerate';
import { nextSpy } from './rules/intelligence';
import { diplomacyChoice } from './bot-diplomacy';
import { crisisChoice } from './bot-crisis';
import { spendable } from './rules/orders';
import { militaryFactorySupport } from './rules/support';
import type { ConstructionOrder, Conversion, GState, ResearchOrder } from './rules/types';
import type { GView } from './view';

/** Tiles a bot keeps back for diplomacy and surprises (our heuristic: a reserve of 2). */
const RESERVE = 2;

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

function chooseConversion(G: GState, p: Power, random: () => number): Conversion | null {
  const options = conversionOptions(G, p);
  const tiles = spendable(G, p);
  const year = Math.floor(G.turn / 4);
  const ps = G.powers[p];
  const civil = options.find((o) => o?.kind === 'idleToCivil');
  if (civil && year <= 2 && tiles - conversionCost(G, p, 'idleToCivil') >= RESERVE + 2) return civil;
  const mobs = options.filter((o): o is Conversion => !!o && o.kind !== 'idleToCivil');
  if (mobs.length) {
    const kind = mobs.some((m) => m.kind === 'idleToMilitary') ? 'idleToMilitary' : 'civilToMilitary';
    const cost = conversionCost(G, p, kind);
    const step = militaryFactorySupport(p, ps.factories.military + 1) > militaryFactorySupport(p, ps.factories.military);
    if ((cost <= 8 || step || p === 'USSR') && tiles - cost >= RESERVE + 2) {
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
  const budget = spendable(G, p) - (conv ? conversionCost(G, p, conv.kind) : 0) - RESERVE;
  const cost = (o: ConstructionOrder) => [...o.unitAms, ...o.ships.flatMap((s) => s.ams)].reduce((s, i) => s + ([...G.powers[p].ams][i]?.v ?? 1), 0);
  let best = options[0];
  let bestScore = -Infinity;
  for (const o of options) {
    const c = cost(o);
    const must = p === 'USSR' && o.units.armor + o.units.infantry + o.units.air > 0 && G.powers.USSR.support < 0;
    const score = (c <= budget || must ? orderScore(G, p, o) : -1) + random() * 0.5;
    if (score > bestScore) {
      bestScore = score;
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
