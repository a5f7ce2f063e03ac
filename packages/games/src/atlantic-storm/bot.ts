import { card, convoy, expected, legalFor, otherSide, zonesOf } from './rules/cards';
import { botCancelTargets, botPlace, botWithdraw, botZoneChange, botZones } from './rules/automaton';
import { legalActions, type Action } from './rules/legal-actions';
import { checkPlay, effectiveZone, livePlays, type PlaySpec } from './rules/play';
import { soloState } from './rules/solo-values';
import { checkSpoils } from './rules/trick';
import type { AsState, Battle, Play, Seat, Side, Zone } from './rules/types';

/**
 * A reasonable opponent for empty seats, playing from its own view only (hand + table). It prefers legal
 * plays that should take the trick of a valuable convoy, uses fate cards and storms against the play
 * that threatens it, and otherwise discards its least useful card. Solitaire seats use the automaton.
 */
export function chooseAction(G: AsState, seat: Seat, random: () => number): Action | undefined {
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
        Math.max(0, ...hand.filter((h) => card(h).kind === 'normal' && legalFor(card(h), cv)).map((h) => zonesOf(z as Zone).reduce((a, x) => a + expected(card(h).values[x]), 0) * (card(h).fateVictim === cv.id ? 2 : 1))) -
        (z === 'combined' ? 3 : 0);
      return [...actions].sort((a, b) => best(b.args[0] as string) - best(a.args[0] as string))[0];
    }
    case 'turn':
      return turn(G, seat, actions);
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

function turn(G: AsState, seat: Seat, actions: Action[]): Action {
  const battle = G.battle as Battle;
  const r = battle.round;
  const cv = convoy(battle.convoy);
  const plays = livePlays(r);
  const remaining = r.slots.filter((s) => s.status === 'todo' && s.seat !== seat).length;
  let best: Action | undefined;
  let bestScore = 0.3;
  for (const a of actions) {
    if (a.move !== 'play') continue;
    const spec = a.args[0] as PlaySpec;
    const v = checkPlay(G, seat, spec);
    if (typeof v === 'string') continue;
    const zones = zonesOf(v.admiral === 'combine' ? 'combined' : effectiveZone(r));
    const side = v.side;
    let score = -0.15 * spec.cards.length;
    // Fate kills count for us whoever wins (§7).
    const killed = new Set<string>();
    for (const id of [...v.normals, ...v.bonuses.map((b) => b.id)]) {
      const victim = card(id).fateVictim;
      if (victim && plays.some((p) => p.normals.includes(victim))) {
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
      const win = Math.max(0, Math.min(1, 0.5 + lead / (2 * spread)));
      const topChance = mine > top ? Math.max(0.2, 1 - remaining * 0.2) : 0;
      let prize = cv.vp;
      for (const p of plays) if (p.side && p.side !== side) for (const id of [...p.normals, ...p.supplies]) prize += card(id).vp;
      for (const u of battle.under) if (card(u.id).side !== side && card(u.id).kind !== 'bonus') prize += card(u.id).vp;
      score += win * topChance * prize;
      // Losing cards of our side only costs us the hand; playing strong cards for nothing is wasteful.
      if (topChance === 0) score -= 0.1 * v.normals.reduce((s, id) => s + card(id).vp, 0);
    }
    if (v.storm) {
      const threat = Math.max(0, ...plays.filter((p) => p.seat !== seat && p.side !== side).map((p) => playEV(p, zones)));
      score += Math.min(3, threat / 2) - 0.5;
    }
    if (v.intel) score = 0.5;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  if (best) return best;
  // Otherwise discard the least useful card.
  const discards = actions.filter((a) => a.move === 'discard');
  const useless = (id: string) => {
    const c = card(id);
    const legalNow = legalFor(c, cv) ? 1 : 0;
    return c.vp + Math.max(...(['air', 'surface', 'sub'] as Zone[]).map((z) => expected(c.values[z]))) + legalNow + (c.kind === 'special' ? 3 : 0);
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
