import { card, convoy, expected, legalFor, otherSide, refuelable, zonesOf } from './rules/cards';
import { botCancelTargets, botPlace, botWithdraw, botZoneChange, botZones } from './rules/automaton';
import { legalActions, type Action } from './rules/legal-actions';
import { checkPlay, effectiveZone, livePlays, type PlaySpec } from './rules/play';
import { isRefusal } from './rules/refusals';
import { soloState } from './rules/solo-values';
import { checkSpoils } from './rules/trick';
import type { AsState, Battle, Play, Seat, Side, Zone } from './rules/types';

/**
 * A reasonable opponent for empty seats, playing from its own view only (hand + table). It prefers legal
 * plays that should take the trick of a valuable convoy, uses fate cards and storms against the play
 * that threatens it, and otherwise discards its least useful card. Solitaire seats use the automaton.
 *
 * Policy 'v2' (the default) also knows when each special card pays (issue 21 item 5): Raid on St. Nazaire
 * and 2nd Happy Time lock the enemy out of the rest of the round (§9), so they go with a play that leads;
 * a supply card goes with a play of a side likely to win, with something to refuel (§10); an intelligence
 * card is played only when the hand holds a strong card of its side, so the delayed turn can use it (§9);
 * and these cards are kept rather than discarded. Policy 'v1' is the bot before that, kept for
 * `bot-compare.ts`.
 */
export type BotPolicy = 'v1' | 'v2';

export function chooseAction(G: AsState, seat: Seat, random: () => number, policy: BotPolicy = 'v2'): Action | undefined {
  const actions = legalActions(G, seat);
  if (!actions.length) return undefined;
  const pr = G.prompt;
  if (!pr) return undefined;
  const pick = (pred: (a: Action) => boolean) => actions.find(pred) ?? actions[0];
  switch (pr.kind) {
    case 'chooseConvoy': {
      const hand = G.players[seat]?.hand ?? [];
      const score = (id: string) => convoy(id).vp + 0.5 * hand.filter((h) => card(h).kind === 'normal' && legalFor(card(h), convoy(id))).length;
      return [...actions].sort((a, b) => score(b.args[0] as string) - score(a.args[0] as string))[0];
    }
    case 'zone': {
      const hand = G.players[seat]?.hand ?? [];
      const cv = convoy((G.battle as Battle).convoy);
      const best = (z: string) =>
        Math.max(
          0,
          ...hand
            .filter((h) => card(h).kind === 'normal' && legalFor(card(h), cv))
            .map((h) => zonesOf(z as Zone).reduce((a, x) => a + expected(card(h).values[x]), 0) * (card(h).fateVictim === cv.id ? 2 : 1)),
        ) - (z === 'combined' ? 3 : 0);
      return [...actions].sort((a, b) => best(b.args[0] as string) - best(a.args[0] as string))[0];
    }
    case 'turn':
      return turn(G, seat, actions, policy);
    case 'stormTarget':
      return storm(G, seat, actions);
    case 'supply': {
      const vp = (a: Action) => (a.args[0] ? card(a.args[0] as string).vp + 0.1 : 0);
      return [...actions].sort((a, b) => vp(b) - vp(a))[0];
    }
    case 'spoils':
      return spoils(G, seat) ?? actions[0];
    case 'soloZone':
      return pick((a) => JSON.stringify(a.args[0]) === JSON.stringify(botZones(G, soloState(G).initiative as Side)));
    case 'soloPlace':
      return pick((a) => JSON.stringify(a.args[0]) === JSON.stringify(botPlace(G, pr.side)));
    case 'soloResolve':
      if (pr.need === 'zone') return pick((a) => JSON.stringify((a.args[0] as { zones: Zone[] }).zones) === JSON.stringify(botZoneChange(G, pr.side)));
      return pick((a) => JSON.stringify((a.args[0] as { cancel: string[] }).cancel) === JSON.stringify(botCancelTargets(G, pr.side, pr.count)));
    case 'soloWithdraw':
      return pick((a) => JSON.stringify(a.args[0]) === JSON.stringify(botWithdraw(G, pr.side)));
  }
  return actions[Math.floor(random() * actions.length)];
}

function playEV(p: Play, zones: readonly Zone[]): number {
  let v = 0;
  for (const id of p.normals) v += zones.reduce((a, z) => a + expected(card(id).values[z]), 0) * (p.doubled.includes(id) ? 2 : 1);
  for (const b of p.bonuses) v += zones.reduce((a, z) => a + (card(b.id).values[z] as number), 0);
  return v;
}

/** §9: Raid on St. Nazaire / 2nd Happy Time in a play: later players of the round may play only our side. */
function locksOut(specials: readonly string[]): boolean {
  return specials.some((id) => card(id).special === 'raidStNazaire' || card(id).special === 'secondHappyTime');
}

/** Expected value of a normal card in the zones (doubled against its convoy victim, §7). */
function normalEV(id: string, zones: readonly Zone[], convoyId: string): number {
  return zones.reduce((s, z) => s + expected(card(id).values[z]), 0) * (card(id).fateVictim === convoyId ? 2 : 1);
}

function turn(G: AsState, seat: Seat, actions: Action[], policy: BotPolicy): Action {
  const battle = G.battle as Battle;
  const r = battle.round;
  const cv = convoy(battle.convoy);
  const plays = livePlays(r);
  const remaining = r.slots.filter((s) => s.status === 'todo' && s.seat !== seat).length;
  const v2 = policy === 'v2';
  const hand = G.players[seat]?.hand ?? [];
  let best: Action | undefined;
  let bestScore = 0.3;
  for (const a of actions) {
    if (a.move !== 'play') continue;
    const spec = a.args[0] as PlaySpec;
    const v = checkPlay(G, seat, spec);
    if (isRefusal(v)) continue;
    const zones = zonesOf(v.admiral === 'combine' ? 'combined' : effectiveZone(r));
    const side = v.side;
    // v2: the special cards of a play are not a cost when they pay (below).
    let score = -0.15 * (v2 ? v.normals.length + v.bonuses.length : spec.cards.length);
    // Fate kills count for us whoever wins (§7).
    const killed = new Set<string>();
    for (const id of [...v.normals, ...v.bonuses.map((b) => b.id)]) {
      const victim = card(id).fateVictim;
      if (!victim) continue;
      // v2 reads fate as R-05 has it: an enemy card of this round, played by another player.
      const hit = v2
        ? plays.some((p) => p.seat !== seat && p.side !== side && p.sub === r.slots[r.cursor]?.sub && p.normals.includes(victim))
        : plays.some((p) => p.normals.includes(victim));
      if (hit) {
        killed.add(victim);
        score += card(victim).vp + 1;
      }
    }
    if (side) {
      const totals: Record<Side, number> = { allied: 0, german: 0 };
      let top = 0;
      for (const p of plays) {
        if (!p.side) continue;
        const ev = playEV({ ...p, normals: p.normals.filter((n) => !killed.has(n)) }, zones);
        totals[p.side] += ev;
        if (p.side === side) top = Math.max(top, ev);
      }
      let mine = 0;
      for (const id of v.normals) mine += zones.reduce((s, z) => s + expected(card(id).values[z]), 0) * (card(id).fateVictim === cv.id ? 2 : 1);
      for (const b of v.bonuses) mine += zones.reduce((s, z) => s + (card(b.id).values[z] as number), 0);
      const lead = totals[side] + mine - totals[otherSide(side)];
      const spread = 3 + 3 * remaining;
      let win = Math.max(0, Math.min(1, 0.5 + lead / (2 * spread)));
      // v2: after Raid / 2nd Happy Time nobody can add to the enemy's side this round (§9): a lead holds.
      if (v2 && locksOut(v.specials) && remaining > 0) win = Math.max(win, lead > 0 ? 0.95 : Math.max(0, Math.min(1, 0.75 + lead / (2 * spread))));
      const topChance = mine > top ? Math.max(0.2, 1 - remaining * 0.2) : 0;
      let prize = cv.vp;
      for (const p of plays) if (p.side && p.side !== side) for (const id of [...p.normals, ...p.supplies]) prize += card(id).vp;
      for (const u of battle.under) if (card(u.id).side !== side && card(u.id).kind !== 'bonus') prize += card(u.id).vp;
      score += win * topChance * prize;
      // Losing cards of our side only costs us the hand; playing strong cards for nothing is wasteful.
      if (topChance === 0) score -= 0.1 * v.normals.reduce((s, id) => s + card(id).vp, 0);
      if (v2 && v.supplies.length) {
        // §10: a winning side's supply card brings a ship or submarine of the battle back to its player's
        // hand; on the losing side it is captured with the normal cards.
        for (const sid of v.supplies) {
          const s = card(sid);
          const target = [...v.normals, ...plays.filter((p) => p.side === side).flatMap((p) => p.normals), ...battle.under.map((u) => u.id)].some((id) =>
            refuelable(s, card(id)),
          );
          score += win * (target ? 1.6 : 0.6) - (1 - win) * s.vp;
        }
      }
    }
    if (v.storm) {
      const threat = Math.max(0, ...plays.filter((p) => p.seat !== seat && p.side !== side).map((p) => playEV(p, zones)));
      score += Math.min(3, threat / 2) - 0.5;
    }
    if (v.intel) {
      if (!v2) score = 0.5;
      else {
        // §9: the delayed turn must play the intelligence card's side. It pays when the hand holds a
        // strong normal card of that side for this convoy and there are players still to act to learn from.
        const zonesNow = zonesOf(effectiveZone(r));
        const strong = Math.max(
          0,
          ...hand.filter((id) => card(id).side === v.side && card(id).kind === 'normal' && legalFor(card(id), cv)).map((id) => normalEV(id, zonesNow, cv.id)),
        );
        const topOfSide = Math.max(0, ...plays.filter((p) => p.side === v.side).map((p) => playEV(p, zonesNow)));
        score = remaining > 0 && strong >= 4 && strong > topOfSide ? 0.45 * cv.vp * Math.min(1, strong / 6) : 0;
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  if (best) return best;
  // Otherwise discard the least useful card.
  const discards = actions.filter((a) => a.move === 'discard');
  const keep = (c: ReturnType<typeof card>) => {
    if (!v2) return c.kind === 'special' ? 3 : 0;
    // v2: the cards that swing a battle are kept for one where they pay.
    if (c.special === 'raidStNazaire' || c.special === 'secondHappyTime' || c.special === 'intel') return 6;
    if (c.kind === 'supply') return 4;
    return c.kind === 'special' ? 3 : 0;
  };
  const useless = (id: string) => {
    const c = card(id);
    const legalNow = legalFor(c, cv) ? 1 : 0;
    return c.vp + Math.max(...(['air', 'surface', 'sub'] as Zone[]).map((z) => expected(c.values[z]))) + legalNow + keep(c);
  };
  return [...discards].sort((a, b) => useless(a.args[0] as string) - useless(b.args[0] as string))[0] ?? actions[0];
}

function storm(G: AsState, seat: Seat, actions: Action[]): Action {
  const r = (G.battle as Battle).round;
  const mine = livePlays(r).find((p) => p.seat === seat && p.side);
  const zones = zonesOf(effectiveZone(r));
  let best: Action = actions[0];
  let bestScore = 0;
  for (const a of actions) {
    const t = a.args[0] as null | { cancel?: number; skip?: Seat };
    if (!t) continue;
    let score = 0;
    if (t.cancel !== undefined) {
      const p = livePlays(r).find((x) => x.no === t.cancel);
      if (!p || p.seat === seat) continue;
      score = mine && p.side === mine.side ? -1 : playEV(p, zones);
    } else if (t.skip !== undefined && t.skip !== seat) score = 1;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

function spoils(G: AsState, seat: Seat): Action | undefined {
  const battle = G.battle as Battle;
  const sp = battle.resolution?.spoils;
  if (!sp) return undefined;
  const items = [battle.convoy, ...[...sp.pool].sort((a, b) => card(b).vp - card(a).vp)];
  const k = sp.eligible.length;
  const keep = Math.ceil(items.length / k);
  const a: Record<Seat, string[]> = {};
  for (const s of sp.eligible) a[s] = [];
  a[seat] = items.slice(0, keep);
  const others = sp.eligible.filter((s) => s !== seat);
  items.slice(keep).forEach((id, i) => a[others[i % others.length]].push(id));
  return checkSpoils(G, a) ? undefined : { move: 'distributeSpoils', args: [a] };
}
