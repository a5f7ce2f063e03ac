/**
 * The invariants checked after every move (DESIGN.md, and the conservation of every
 * component the engine carries), and the leak check of every seat's and the spectator's view. Test support.
 */
import { redactEvents, type LogEvent } from '../common/log';
import { AGGRESSION, DECK, POWER, POWER_IDS, type CountryId } from './data';
import { bop } from './rules/bop';
import { eai } from './rules/eai';
import type { GState } from './rules/types';
import { viewOf } from './view';

function fail(msg: string): never {
  throw new Error(`gathering-storm invariant: ${msg}`);
}

const FACTORIES = Object.fromEntries(POWER_IDS.map((p) => [p, POWER[p].factories.civil + POWER[p].factories.idle + POWER[p].factories.military]));

/** Every invariant on a full state. */
export function checkInvariants(G: GState): void {
  // the 144 cards: deck, discards, hands, the public card [8.42, 8.43]
  const cards: number[] = [...G.secret.deck, ...G.events.discard, ...G.secret.hiddenDiscard];
  if (G.events.publicCard !== null) cards.push(G.events.publicCard);
  for (const s of Object.keys(G.players)) for (const pr of Object.values(G.players[s].powers)) cards.push(...pr!.hand.map((h) => h.card));
  if (cards.length !== DECK.length || new Set(cards).size !== DECK.length) fail(`${cards.length} cards, ${new Set(cards).size} distinct`);
  if (G.events.hiddenDiscards !== G.secret.hiddenDiscard.length) fail('hidden discard count');
  for (const p of POWER_IDS) {
    const ps = G.powers[p];
    const pr = G.players[G.seatOf[p]].powers[p]!;
    if (G.events.handCounts[p] !== pr.hand.length) fail(`${p} hand count`);
    if (ps.tiles < 0) fail(`${p} holds ${ps.tiles} tiles [6.12]`);
    const f = ps.factories;
    const gained = G.aggressions
      .filter((a) => a.by === p && a.state === 'done')
      .reduce((s, a) => s + Object.values(AGGRESSION[a.id].factoriesGained).reduce((x, y) => x + (y ?? 0), 0), 0);
    if (f.civil < 0 || f.idle < 0 || f.military < 0 || f.civil + f.idle + f.military !== FACTORIES[p] + gained)
      fail(`${p} factories ${JSON.stringify(f)} [14.12, 4.13D]`);
    for (const u of ['armor', 'infantry', 'air'] as const) if (ps.active[u] < 0 || ps.reserve[u] < 0) fail(`${p} ${u} count`);
    if (ps.ships.length > 2 * ps.navalRate) fail(`${p} ships over capacity [19.41]`);
    if (new Set(ps.amUsed).size !== ps.amUsed.length || ps.amUsed.some((i) => i < 0 || i >= ps.ams.length)) fail(`${p} used AMs ${ps.amUsed}`);
    if (ps.navalIncreases > POWER[p].navalIncreasesAllowed) fail(`${p} naval increases`);
    if (ps.mobilizations - POWER[p].mobilizationsAtStart !== f.military - POWER[p].factories.military) fail(`${p} mobilizations and military factories [14.3]`);
  }
  for (const c of Object.keys(G.countries) as CountryId[]) {
    const flags = G.countries[c].flags;
    if (flags.length > 4) fail(`${c} has ${flags.length} flags [24.82D]`);
    const axis = flags.some((p) => POWER[p].alliance === 'AXIS');
    if (axis && flags.some((p) => POWER[p].alliance !== 'AXIS')) fail(`${c}: Axis flags beside others [24.82]`);
  }
  // Diplomacy [24.54D-E, 24.56C, 24.47D, 25.52B]: one marker per power and country, allies apart, two counting
  // markers at most, no Russian military markers under a Military or Great Purge, one civil-war military marker.
  const dm = G.diplomacy.markers;
  for (const p of POWER_IDS) {
    const mine = dm.filter((m) => m.power === p);
    const dipCountries = mine.filter((m) => m.kind !== 'mil').map((m) => m.country);
    if (new Set(dipCountries).size !== dipCountries.length) fail(`${p}: two diplomatic markers in a country [24.54D]`);
    if (mine.filter((m) => m.counts).length > 2) fail(`${p}: more than two counting markers [24.54E]`);
    if (mine.filter((m) => m.civilWar).length > 1) fail(`${p}: two civil-war military markers [25.52B]`);
    const milCountries = mine.filter((m) => m.kind === 'mil').map((m) => m.country);
    if (new Set(milCountries).size !== milCountries.length) fail(`${p}: two military markers in a country [24.42C]`);
  }
  for (const m of dm) {
    if (m.kind === 'mil' || m.kind === 'bonus') continue;
    const ally = dm.find(
      (x) => x !== m && x.country === m.country && x.kind === 'dip' && x.power !== m.power && POWER[x.power].alliance === POWER[m.power].alliance,
    );
    if (ally) fail(`${m.power} and ${ally.power} both in ${m.country} [24.56C]`);
  }
  if ((G.russia.purgeCard === 'military' || G.russia.purgeCard === 'great') && dm.some((m) => m.power === 'USSR' && m.kind === 'mil'))
    fail('Russian military markers under a purge [24.47D]');
  for (const by of ['GER', 'ITA'] as const) if (G.crisis.list.filter((x) => x.by === by).length > 1) fail(`${by}: two aggressions in a turn [27.12]`);
  // Allied and Russian flags never together while the pact is in force [24.82B]
  if (G.pact.status === 'signed')
    for (const c of Object.keys(G.countries) as CountryId[]) {
      const f = G.countries[c].flags;
      if (f.includes('USSR') && f.some((p) => POWER[p].alliance === 'ALLIES')) fail(`${c}: Allied and Russian flags under the pact [24.82B]`);
    }
  const b = bop(G);
  for (const k of ['armor', 'infantry', 'air'] as const) if (Math.abs(b[k]) > 3) fail(`BoP ${k} ${b[k]} [20.52]`);
  if (Math.abs(b.naval) > 4) fail(`BoP naval ${b.naval} [19.92]`);
  if (Math.abs(eai(G)) > 5) fail('EAI [23.26]');
  if (G.climate < -3 || G.climate > 3) fail('climate [11.34]');
  if (G.tilePool[1] < 0 || G.tilePool[2] < 0 || G.tilePool[3] < 0) fail('tile pool');
  if (G.pending) {
    const want = Object.keys(G.seatPowers).filter((s) => G.waiting.some((p) => G.seatOf[p] === s));
    if (G.pending.kind !== 'start' && JSON.stringify(want) !== JSON.stringify(G.pending.seats))
      fail(`pending seats ${G.pending.seats} vs waiting ${G.waiting}`);
  }
}

/**
 * Leak check (hidden cards [8.31, 9.41]): each seat's view holds its own private record only; a spectator's none; no view holds
 * G.secret; and no log event a viewer receives names a card another seat holds or an event still held.
 */
export function checkViews(G: GState, events: readonly LogEvent[] = []): void {
  const seats = Object.keys(G.players);
  const privateCards = (s: string) =>
    Object.values(G.players[s].powers).flatMap((pr) => [...pr!.hand.map((h) => String(h.card)), ...pr!.held, ...pr!.discarded.map(String)]);
  for (const viewer of [...seats, null]) {
    const v = viewOf(G, viewer) as unknown as Record<string, unknown>;
    if ('secret' in v) fail(`view of ${viewer} holds G.secret`);
    const players = v.players as Record<string, unknown>;
    const keys = Object.keys(players);
    if (viewer === null ? keys.length !== 0 : keys.length !== 1 || keys[0] !== viewer) fail(`view of ${viewer} holds players ${keys}`);
    // A card dealt or an event held is named only to the seat playing that power.
    const mine = viewer === null ? [] : G.seatPowers[viewer];
    for (const e of redactEvents(events, viewer)) {
      if ((e.kind === 'dealt' || e.kind === 'eventHeld') && (e.ids ?? []).length > 1 && !mine.includes(e.ids![0] as never))
        fail(`${viewer} sees ${JSON.stringify(e)}`);
    }
    // No other seat's hand, held events or orders anywhere in the view.
    const json = JSON.stringify(v);
    for (const s of seats.filter((x) => x !== viewer))
      for (const pr of Object.values(G.players[s].powers))
        for (const id of pr!.held) if (json.includes(`"${id}"`) && !G.events.revealed.includes(id)) fail(`${viewer} sees the held event ${id}`);
    void privateCards;
  }
}
