/**
 * Battles and rounds (§5): who leads (§5 "Quién es jugador/mano"), announcing a battle (§5 "Anuncie
 * Batalla", §14 "Selección de Convoy"), starting a round (every player one turn from the leader; two-player:
 * a double round, §13), and cleaning up after one (§5 "Saque de cartas", §11).
 */
import { ev, RULE } from './events';
import { pileSize, pileTake } from './pile';
import { endGame } from './score';
import { discard, refill } from './state';
import type { AsState, Battle, Ctx, Round, Seat, Slot } from './types';

function leaderOf(G: AsState, roundNo = G.roundNo): Seat {
  return G.seats[(G.first + roundNo) % G.seats.length];
}

/** §5 "Anuncie Batalla": the leader turns up the top convoy (§14: draws two and keeps one). */
export function startBattle(G: AsState, m: Ctx): void {
  G.battle = null;
  if (pileSize(G.secret.convoys) === 0) {
    endGame(G, m);
    return;
  }
  const leader = leaderOf(G);
  if (G.flags.convoySelection && pileSize(G.secret.convoys) >= 2) {
    [G.players[leader].convoyChoice, G.secret.convoys] = pileTake(G.secret.convoys, 2);
    G.prompt = { kind: 'chooseConvoy', seat: leader };
    m.emit(ev.convoyChoice(leader));
    return;
  }
  const [[cv], rest] = pileTake(G.secret.convoys, 1);
  G.secret.convoys = rest;
  beginBattle(G, cv, m);
}

/** The battle for convoy `cv` begins with its first round. */
export function beginBattle(G: AsState, cv: string, m: Ctx): void {
  G.battleNo++;
  G.battle = { convoy: cv, rounds: 0, under: [], round: null as unknown as Round, resolution: null };
  m.emit(ev.battle(G.battleNo, cv, leaderOf(G), RULE.announce));
  startRound(G);
}

/** A round: every player one turn from the leader; two-player: a double round (§13). */
function startRound(G: AsState): void {
  const battle = G.battle as Battle;
  const n = G.seats.length;
  const leaderIdx = (G.first + G.roundNo) % n;
  G.roundNo++;
  battle.rounds++;
  const subs = G.mode === 'twoPlayer' ? 2 : 1;
  const slots: Slot[] = [];
  for (let sub = 1; sub <= subs; sub++)
    for (let k = 0; k < n; k++) slots.push({ seat: G.seats[(leaderIdx + k) % n], sub, delayed: false, intel: null, status: 'todo' });
  battle.round = {
    leader: G.seats[leaderIdx],
    declared: null,
    slots,
    cursor: 0,
    plays: [],
    nextNo: 1,
    storm: null,
    intel: [],
    midRefill: false,
  };
  battle.resolution = null;
  G.prompt = { kind: 'zone', seat: G.seats[leaderIdx] };
}

/** Every card still on the table goes to the discard pile (§4, §9, §11). Returns the count. */
export function sweepRound(G: AsState, r: Round): number {
  const ids: string[] = [];
  for (const p of r.plays) {
    ids.push(...p.normals, ...p.bonuses.map((b) => b.id), ...p.specials, ...p.supplies);
    p.normals = [];
    p.bonuses = [];
    p.specials = [];
    p.supplies = [];
    p.doubled = [];
    p.killers = [];
    p.dice = {};
  }
  ids.push(...r.intel.map((i) => i.card));
  r.intel = [];
  if (r.storm) ids.push(r.storm.card);
  r.storm = null;
  discard(G, ids);
  return ids.length;
}

/** The convoy is taken: the table and the cards under the convoy go to the discard pile, then the next battle. */
export function finishBattle(G: AsState, m: Ctx): void {
  const battle = G.battle as Battle;
  sweepRound(G, battle.round);
  discard(
    G,
    battle.under.map((u) => u.id),
  );
  battle.under = [];
  endRound(G, m, false);
}

/** Round cleanup: refill starting with the next leader (§5), then the next round or battle. */
export function endRound(G: AsState, m: Ctx, continues: boolean): void {
  G.prompt = null;
  const next = leaderOf(G);
  if (!continues) G.battle = null;
  refill(G, next, m, RULE.drawing);
  if (continues) startRound(G);
  else startBattle(G, m);
}
