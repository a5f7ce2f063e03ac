/**
 * The end of a round [2.3, 2.4, 2.5]: scoring with the warship cap and Round Points, the winner or a
 * tie-break round, the ships each player keeps [2.4.1, 4.9, 6.7], and the next round's deal.
 */
import { ACTION_CARDS, MERCHANT, WARSHIP } from '../data';
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, push, type Answer, type Ctx } from './core';
import { reshuffleSolitaire } from './soldeck';
import { handOf, isFighting, name, teammateOf } from './state';
import { deal } from './setup';
import type { Frame, RoundScore, Side } from './types';
import { decideWinner, roundPoints, vaTotal } from './scoring';
import { refuse, type Refusal } from '../../common/refusal';

function scoreRound(c: Ctx): RoundScore {
  const { G } = c;
  const va: Record<Side, number> = {};
  const capped: Record<Side, string[]> = {};
  for (const s of G.sides) {
    const f = G.forces[s];
    // 1. Prizes still held are banked at double VA [3.2.5.3].
    for (const p of f.ships.filter((x) => x.kind === 'prize')) {
      f.va.push({ id: p.id, deck: 'merchant', va: MERCHANT[p.id].va, mult: 2, source: 'prize_kept' });
    }
    f.ships = f.ships.filter((x) => x.kind !== 'prize');
    // 2. No more warship/raider cards than merchant cards count; the excess is discarded at random [2.3.1].
    const M = f.va.filter((e) => e.deck === 'merchant').length;
    const ws = f.va.filter((e) => e.deck === 'warship');
    capped[s] = [];
    let excess = ws.length - M;
    while (excess > 0) {
      const live = ws.filter((e) => !e.capped);
      const k = c.rng.die(live.length) - 1;
      live[k].capped = true;
      capped[s].push(live[k].id);
      excess--;
    }
    va[s] = vaTotal(f.va);
  }
  const rp = roundPoints(va, G.sides);
  return { round: G.round, va, rp, capped };
}

function roundEndStep(c: Ctx, fr: Frame): void {
  const { G } = c;
  switch (fr.step) {
    case 'score': {
      const sc = scoreRound(c);
      G.history = [...G.history, sc]; // replaced, never pushed: history is shared between states
      for (const s of G.sides) {
        G.totals.rp[s] += sc.rp[s];
        G.totals.va[s] += sc.va[s];
      }
      for (const s of G.sides) emit(c, { kind: 'score', seat: s, round: G.round, va: sc.va[s], rp: sc.rp[s], capped: sc.capped[s].slice() });
      if (G.round >= G.roundsToPlay) {
        const w = decideWinner(G);
        if (w) {
          const points: Record<Side, number> = {};
          for (const s of G.seats) points[s] = G.totals.rp[s];
          const humans = w.winners.filter((s) => s !== G.ghost);
          G.result = { winners: humans, points };
          emit(c, { kind: 'gameOver', winners: w.winners.slice(), by: w.by, rule: G.teams ? '2.5, 4.10' : '2.5' });
          G.pending = null;
          G.secret.stack = [];
          return;
        }
        // A complete tie: another round for everyone; only the tied players are compared.
        const groups = G.teams ? G.teams : G.sides.map((s) => [s]);
        const rp = (g: Side[]) => g.reduce((a, s) => a + G.totals.rp[s], 0);
        const va = (g: Side[]) => g.reduce((a, s) => a + G.totals.va[s], 0);
        const cont = groups.filter((g) => g.some((s) => G.contenders.includes(s)));
        const bRp = Math.max(...cont.map(rp));
        const tRp = cont.filter((g) => rp(g) === bRp);
        const bVa = Math.max(...tRp.map(va));
        G.contenders = tRp.filter((g) => va(g) === bVa).flat();
        G.roundsToPlay += 1;
        emit(c, { kind: 'tieRound', round: G.round + 1, contenders: G.contenders.slice() });
      }
      fr.step = 'cleanup';
      return;
    }
    case 'cleanup': {
      cleanupRound(c);
      const pool: Record<Side, string[]> = {};
      for (const s of G.sides) pool[s] = G.forces[s].ships.filter(isFighting).map((x) => x.id);
      fr.pool = pool;
      fr.kept = {};
      const max = G.options.retention3 ? 3 : 1;
      fr.max = max;
      // Solitaire: "the player decides which ships of both sides, if any, stay" [5.1.4]: the live player
      // answers for the ghost's ships too.
      if (G.ghost) {
        const live = G.seats[0];
        fr.step = 'deal';
        if (pool[live].length || pool[G.ghost].length) {
          fr.step = 'retain';
          fr.waiting = [live];
        }
        return;
      }
      const seats = G.seats.filter((s) => pool[s].length > 0 || (G.teams && pool[teammateOf(G, s)!].length > 0));
      fr.step = 'deal';
      if (seats.length) {
        fr.step = 'retain';
        fr.waiting = seats;
      }
      return;
    }
    case 'retain': {
      const waiting = fr.waiting as Side[];
      if (waiting.length) {
        ask(c, {
          kind: 'retain',
          seats: waiting.slice(),
          max: fr.max as number,
          pool: fr.pool as Record<Side, string[]>,
          kept: { ...(fr.kept as Record<Side, string[]>) },
        });
        return;
      }
      fr.step = 'deal';
      return;
    }
    case 'deal': {
      const kept = fr.kept as Record<Side, string[]>;
      const pool = fr.pool as Record<Side, string[]>;
      const all = new Map<string, { side: Side }>();
      for (const s of G.sides) for (const id of pool[s]) all.set(id, { side: s });
      const keptIds = new Set(Object.values(kept).flat());
      const ships = new Map<string, import('./types').Ship>();
      for (const s of G.sides) {
        for (const x of G.forces[s].ships) ships.set(x.id, x);
        G.forces[s].ships = [];
      }
      for (const id of all.keys()) if (!keptIds.has(id)) G.decks.warshipUsed.push(id);
      const retained: Record<Side, number> = {};
      for (const s of G.sides) {
        const ids = kept[s] ?? [];
        retained[s] = ids.length;
        for (const id of ids) {
          const x = ships.get(id)!;
          // Every raider starts the round unrecognized; markers are gone [2.4, 2.4.3].
          G.forces[s].ships.push({ id, kind: x.kind, rec: x.kind === 'warship', dmg: 0, ls: false });
        }
        if (ids.length) emit(c, { kind: 'keepShips', seat: s, ships: ids.slice() });
      }
      G.decks.warshipRemovedThisRound = [];
      G.round += 1;
      deal(c, retained);
      if (G.mode === 'solo') reshuffleSolitaire(c, 'newRound');
      pop(c);
      push(c, { f: 'first', step: 'roll' });
      return;
    }
  }
}

function sumDice(id: string): number {
  return WARSHIP[id].attack.reduce((a, d) => a + d, 0);
}

/** The ships a side keeps in its own interest: the strongest first, highest VA, then the most attack dice (policy P-17). */
export function strongestFirst(ids: readonly string[]): string[] {
  return ids.slice().sort((a, b) => WARSHIP[b].va - WARSHIP[a].va || sumDice(b) - sumDice(a));
}

/** Return cards and markers between rounds [2.4]. */
function cleanupRound(c: Ctx): void {
  const { G } = c;
  for (const s of G.sides) {
    const f = G.forces[s];
    handOf(G, s).length = 0;
    f.pending = null;
    f.ghostReduced = false;
    for (const x of f.ships) {
      x.dmg = 0;
      x.ls = false;
      delete x.refuge;
    }
    // Merchants still in play go face up under the merchant deck [2.4].
    for (const m of f.merchants) G.decks.merchantUsed.push(m.id);
    f.merchants = [];
    // Scored ships go under their decks; pointed action cards return to the action deck [2.4].
    for (const e of f.va) {
      if (e.deck === 'warship') G.decks.warshipUsed.push(e.id);
      else if (e.deck === 'merchant') G.decks.merchantUsed.push(e.id);
    }
    f.va = [];
  }
  for (const s of G.seats) {
    const p = G.players[s];
    p.committed = [];
    p.intelHand = null;
    p.intelDeck = null;
    p.knownTop = [];
  }
  // Every action card goes back to the action deck (hands, discards, set-aside, placed and pointed cards) [2.4, 2.4.4].
  const out = new Set(G.decks.outOfGame);
  G.secret.action = ACTION_CARDS.map((a) => a.id).filter((id) => !out.has(id));
  G.secret.setAside = [];
  G.secret.discard = [];
}

function roundEndAnswer(c: Ctx, fr: Frame, seat: Side, a: Answer): Refusal | undefined {
  const { G } = c;
  if (a.move !== 'keepShips') return refuse('chooseKept', 'Choose the ships you keep with keepShips([ids]) [2.4.1]');
  const ids = a.args[0];
  const max = fr.max as number;
  const pool = fr.pool as Record<Side, string[]>;
  const kept = fr.kept as Record<Side, string[]>;
  if (!Array.isArray(ids) || ids.some((x) => typeof x !== 'string')) return refuse('keptList', 'keepShips takes a list of ship ids (possibly empty)');
  if (ids.length > max * (G.ghost ? 2 : 1))
    return refuse(
      'keepAtMost',
      `You may keep at most ${max} warship${max === 1 ? '' : 's'}/raider${max === 1 ? '' : 's'} [2.4.1${G.options.retention3 ? ', 6.7' : ''}]`,
      { count: max, rule: G.options.retention3 ? '2.4.1, 6.7' : '2.4.1' },
    );
  if (new Set(ids).size !== ids.length) return refuse('shipTwice', 'A ship is listed twice');
  if (G.ghost) {
    // Solitaire [5.1.4]: the live player's list names the ships of both sides that stay, up to the limit each.
    const ghost = G.ghost;
    for (const id of ids as string[])
      if (!pool[seat].includes(id) && !pool[ghost].includes(id))
        return refuse('notSurvivorEither', `${name(id)} is not a surviving warship/raider of either side [5.1.4]`, { ship: name(id) });
    const own = (ids as string[]).filter((id) => pool[seat].includes(id));
    const its = (ids as string[]).filter((id) => pool[ghost].includes(id));
    if (own.length > max || its.length > max)
      return refuse(
        'eachKeepsAtMost',
        `Each side keeps at most ${max} warship${max === 1 ? '' : 's'}/raider${max === 1 ? '' : 's'} [2.4.1, 5.1.4${G.options.retention3 ? ', 6.7' : ''}]`,
        { count: max, rule: G.options.retention3 ? '2.4.1, 5.1.4, 6.7' : '2.4.1, 5.1.4' },
      );
    kept[seat] = own;
    kept[ghost] = its;
    fr.waiting = (fr.waiting as Side[]).filter((s) => s !== seat);
    return undefined;
  }
  const mate = teammateOf(G, seat);
  const mine = new Set([...pool[seat], ...(mate ? pool[mate] : [])]);
  const claimed = new Set(mate ? (kept[mate] ?? []) : []);
  for (const id of ids as string[]) {
    if (!mine.has(id))
      return refuse(
        'notYourSurvivor',
        `${name(id)} is not one of your surviving warships/raiders${mate ? " or your teammate's" : ''} [2.4.1${mate ? ', 4.9' : ''}]`,
        { ship: name(id), ...(mate ? { context: 'team' } : {}) },
      );
    if (claimed.has(id)) return refuse('keptByMate', `${name(id)} is already kept by your teammate [4.9]`, { ship: name(id) });
  }
  kept[seat] = (ids as string[]).slice();
  fr.waiting = (fr.waiting as Side[]).filter((s) => s !== seat);
  return undefined;
}

export const roundEndProcedure: Procedure<Frame, Ctx> = { step: roundEndStep, answer: roundEndAnswer };
