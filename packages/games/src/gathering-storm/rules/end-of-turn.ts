/**
 * The crisis phase's reveal of the secret support events still held [9.41E, 32.82] and the end of the turn:
 * discards [8.43, 9.13], deficits for next turn [10.41C], the 21-tile carry-over cap [6.33] (ruling P1-A5).
 * Pure.
 */
import { EVENT, POWER_IDS, TILE_SUPPLY } from '../data';
import type { Ctx } from './context';
import { heldSupport } from './orders';
import { priv } from './random-events';
import { changeSupportWithTiles } from './support';
import { applyPurgeEffect } from './purges';
import { completeConquests } from './aggression-effects';

/** Step `revealSecretSupport`: mobilization support joins; every secret support event still held is applied [13.21D, 9.41E]. */
export function revealSecretSupport(c: Ctx): void {
  const { G } = c;
  for (const p of POWER_IDS) {
    const ps = G.powers[p];
    ps.support += ps.supportFromCrisis;
    ps.supportFromCrisis = 0;
    const pr = priv(G, p);
    for (const h of heldSupport(G, p)) {
      changeSupportWithTiles(G, h.power, h.delta);
      c.emit({ kind: 'secretSupportRevealed', ids: [h.id, p], n: [h.delta], rule: '9.41E' });
    }
    for (const id of pr.held) if (EVENT[id].type === 'support') G.events.revealed.push(id);
    pr.held = pr.held.filter((id) => EVENT[id].type !== 'support');
    if (p === 'USSR') carryOutSecretPurges(c);
  }
}

/**
 * Secret purge events are carried out at the first moment Russian support or units matter in the crisis phase
 * (the pact, a threat, a declaration), else now (ruling P2-A31) [22.51B]; 77-84 are offset by the units built and
 * the research results of the turn [22.72B].
 */
export function carryOutSecretPurges(c: Ctx): void {
  const { G } = c;
  const pr = priv(G, 'USSR');
  for (const id of pr.held.filter((x) => EVENT[x].type === 'purge')) {
    G.events.revealed.push(id);
    c.emit({ kind: 'eventRevealed', ids: [id, 'USSR'], rule: '22.51B' });
    for (const e of EVENT[id].effects) {
      if (e.op !== 'purgeSupport' && e.op !== 'purgeUnits' && e.op !== 'purgeBan') continue;
      const s = applyPurgeEffect(c, e, G.russia.builtThisTurn + G.russia.resultsThisTurn);
      if (s) changeSupportWithTiles(G, 'USSR', s);
    }
  }
  pr.held = pr.held.filter((id) => EVENT[id].type !== 'purge');
}

/** Step `endOfTurn`. */
export function endOfTurn(c: Ctx): void {
  const { G } = c;
  completeConquests(c);
  for (const p of POWER_IDS) {
    const pr = priv(G, p);
    // Any event still held is shown now: its timing has passed [9.41].
    for (const id of pr.held) {
      G.events.revealed.push(id);
      c.emit({ kind: 'eventRevealed', ids: [id, p], rule: '9.41' });
    }
    pr.held = [];
    for (const h of pr.hand) {
      if (h.play) G.events.discard.push(h.card);
      else if (G.options.revealUnplayedEvents) {
        // the English rules: shown as discarded (option; ruling R-03)
        G.events.discard.push(h.card);
        c.emit({ kind: 'unplayedEvent', ids: [p, `${h.card}.${p}`], rule: '9.13' });
      } else {
        G.secret.hiddenDiscard.push(h.card);
        G.events.hiddenDiscards++;
        pr.discarded.push(h.card);
      }
    }
    pr.hand = [];
    G.events.handCounts[p] = 0;
    const ps = G.powers[p];
    ps.lastDeficit = ps.deficit;
    ps.deficit = 0;
    if (ps.tiles > TILE_SUPPLY.carryOverCap) {
      c.emit({ kind: 'tileCap', ids: [p], n: [ps.tiles, TILE_SUPPLY.carryOverCap], rule: '6.33' });
      ps.tiles = TILE_SUPPLY.carryOverCap;
    }
  }
  if (G.events.publicCard !== null) G.events.discard.push(G.events.publicCard);
  G.events.publicCard = null;
  G.turn++;
}
