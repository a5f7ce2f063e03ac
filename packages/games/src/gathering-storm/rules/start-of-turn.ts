/**
 * The start of a turn (DESIGN.md §3 `start-of-turn`): the turn's records are cleared, timed effects expire
 * [10.31], one point of the temporary EAI goes [23.25], and mobilized units whose time has come join the
 * Reserve, where they may be built this same turn [13.21B, 14.81]. Pure.
 */
import { POWER_IDS } from '../data';
import type { Ctx } from './context';
import { decayEai } from './eai';
import { applyAmNextTurn } from './crisis';

export function startOfTurn(c: Ctx): void {
  const { G } = c;
  G.events.publicCard = null;
  G.events.revealed = [];
  G.diplomacy.events = [];
  G.diplomacy.markers = []; // last turn's markers went back in its clean-up [24.81D]
  G.events.supportThisTurn = {};
  G.events.economic = {};
  G.events.researchDouble = null;
  G.revealed = {};
  G.russia.purgeCard = null;
  G.russia.researchBan = false;
  G.russia.diplomacyBan = false;
  G.russia.builtThisTurn = 0;
  G.transfers = 0;
  G.russia.resultsThisTurn = 0;
  for (const p of POWER_IDS) delete G.players[G.seatOf[p]].powers[p]!.partyPurge;
  decayEai(G);
  for (const p of POWER_IDS) {
    const ps = G.powers[p];
    ps.amUsed = [];
    ps.supportFromCrisis = 0;
    ps.timed = ps.timed.filter((t) => t.until === undefined || t.until >= G.turn);
    const now = ps.arriving.filter((a) => a.turn <= G.turn);
    ps.arriving = ps.arriving.filter((a) => a.turn > G.turn);
    for (const a of now) {
      ps.reserve[a.unit]++;
      c.emit({ kind: 'unitArrives', ids: [p, a.unit], rule: '14.81' });
    }
  }
  applyAmNextTurn(c);
  c.emit({ kind: 'turn', n: [G.turn], rule: '2.41' });
}
