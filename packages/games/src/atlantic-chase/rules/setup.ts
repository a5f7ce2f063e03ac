/**
 * A new match from a scenario (p.3, p.8, p.10). Nothing secret is created here
 * (boardgame.io sends the initial state to clients): the automaton's route rolls and paces are
 * made by the first server-side step (automaton.ts `prepareAutomaton`). No weather check at the start (I-26).
 */
import { DATA_VERSION, LEADER, PORT, STEALTH, monthOf, scenarioSetup } from '../data';
import type { Side } from '../data/types';
import { SIDES, other } from './state';
import { hideAtSetup, unidentifiedAtStart } from './identify';
import type { G, Mode, ShipState, TF } from './types';

/** What the engine reads of the room options (options.ts validates them). */
interface SetupOptions {
  scenario: string;
  mode: Mode;
  /** The side seat 0 plays (two players), or the human's side (solitaire). */
  seat0: Side;
  damagedRestriction: boolean;
  cvLimit: boolean;
  battleRemovesEM: boolean;
  /** The Advanced Battle Rules' torpedo attack from a Near zone (p.59). */
  advancedTorpedoes: boolean;
  /** Campaign carry-over (campaign.ts): ships unavailable, damage and hits carried in. */
  carry?: { out: string[]; damaged: string[]; hits: Record<string, number> };
}

/**
 * Campaign port checks (p.8 "tablas ... en las casillas de puerto"; CAMP-S1, RULINGS S): at the start of every
 * operation after the first, each listed port rolls 1d6 on its check table; CLOSED ports are neither
 * completion nor reinforcement ports for the operation. Public: rolled in setup with the match's dice.
 */
export function portChecks(G: G, ports: readonly string[], die: () => number): void {
  for (const id of ports) {
    const t = PORT[id]?.checkTable;
    if (!t) continue;
    const d = die();
    if (t.find((r) => r.die[0] <= d && d <= r.die[1])?.status === 'CLOSED') G.closed.push(id);
  }
}

export function newGame(seats: readonly string[], o: SetupOptions): G {
  const s = scenarioSetup(o.scenario);
  const seat: Record<Side, string | null> = { BR: null, GE: null };
  if (o.mode === 'TWO_PLAYER') {
    seat[o.seat0] = seats[0] ?? '0';
    seat[other(o.seat0)] = seats[1] ?? '1';
  } else if (o.mode === 'HOTSEAT') {
    seat.BR = seat.GE = seats[0] ?? '0';
  } else {
    seat[o.seat0] = seats[0] ?? '0';
  }
  const out = new Set(o.carry?.out ?? []);
  const G: G = {
    v: 1,
    data: { ...DATA_VERSION },
    scenario: s.id,
    mode: o.mode,
    seat,
    year: s.date.year,
    month: monthOf(s.date),
    weather: s.weather,
    initiative: s.initiative,
    changes: 0,
    tally: 0,
    clock: s.clock,
    vp: { BR: 0, GE: 0 },
    scored: [],
    tfs: {},
    ships: {},
    groups: {},
    stealth: {},
    leaders: {},
    closed: [],
    dispersals: [],
    obligation: null,
    opt: { damagedRestriction: o.damagedRestriction, cvLimit: o.cvLimit, battleRemovesEM: o.battleRemovesEM, advancedTorpedoes: o.advancedTorpedoes },
    battle: null,
    stack: [],
    pending: null,
    actions: 0,
    result: null,
    secret: {},
    players: {},
  };
  // Campaign carry-over (CAMP-S1, RULINGS S-2): a ship in `carry.out` (sunk, or repairing for this operation)
  // is not in play and in no TF or group; the others start with the hits they carried (undamaged: a ship
  // damaged at the end of an operation sits the next one out and comes back repaired).
  const ship = (id: string, tf: string | null, status: ShipState['status']): void => {
    G.ships[id] = out.has(id)
      ? { tf: null, status: 'out', damaged: false, hits: 0, torps: 0 }
      : { tf, status, damaged: false, hits: o.carry?.hits[id] ?? 0, torps: 0 };
  };
  for (const t of s.tfs) {
    const tf: TF = {
      id: t.id,
      side: t.side,
      identity: t.identity,
      ships: t.ships.filter((sh) => !out.has(sh)),
      rep: { k: 'S', hex: null, box: null, port: null },
      intel: [...t.markers.intel],
      contact: [...t.markers.contact],
      em: t.markers.evasive,
    };
    if (t.at.kind === 'STATION') tf.rep = { k: 'S', hex: t.at.hex, box: null, port: null };
    else if (t.at.kind === 'BOX') tf.rep = { k: 'S', hex: null, box: t.at.box, port: t.at.port };
    else if (t.at.kind === 'TRAJECTORY') tf.rep = { k: 'T', hexes: [...t.at.hexes] };
    G.tfs[t.id] = tf;
    for (const sh of t.ships) ship(sh, t.id, 'play');
    // A TF whose every ship is out starts as gone: not on the map, not drawn, no action (RULINGS S-2).
    if (tf.ships.length === 0) tf.gone = 'eliminated';
  }
  for (const r of s.reinforcements) {
    for (const sh of r.ships) ship(sh, null, 'group');
    // A reinforcement group without a ship to bring is not in the operation (RULINGS S-2).
    const ships = r.ships.filter((sh) => !out.has(sh));
    if (ships.length) G.groups[r.id] = { side: r.side, box: r.box, port: r.port, ships, entered: false };
  }
  for (const st of s.stealth) G.stealth[st.force] = { side: STEALTH[st.force].side, kind: STEALTH[st.force].kind, at: st.at };
  // A leader placed on a ship that is out goes aboard another ship of its TF or group that starts, as when his
  // ship sinks (p.10); with none, he sits the operation out (RULINGS S-2).
  for (const l of s.leaders) {
    const mates = [...s.tfs.map((t) => t.ships), ...s.reinforcements.map((r) => r.ships)].find((ships) => ships.includes(l.on));
    const on = out.has(l.on) ? mates?.find((sh) => !out.has(sh)) : l.on;
    if (on) G.leaders[l.leader] = { on, uses: LEADER[l.leader].uses };
  }
  for (const side of SIDES) if (!G.seat[side] && o.mode !== 'SOLO') throw new Error('Atlantic Chase: a side has no seat');
  for (const id of unidentifiedAtStart(G)) hideAtSetup(G, id);
  return G;
}
