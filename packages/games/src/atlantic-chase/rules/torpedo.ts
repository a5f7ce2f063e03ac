/**
 * Torpedoes (p.59): an undamaged ship with the torpedo icon, in Close, neither making
 * smoke nor obscured, that has not used its torpedoes this scenario (I-9; DD squadrons per scenario),
 * attacks an enemy in Close or Near: 2d6 + target speed modifier, 11+ = 2 hits. Smoke does not modify.
 * With the Advanced Battle Rules (the room option `advancedTorpedoes`) the attacker may also be in a Near
 * zone: p.59 "Cuando se usan las reglas de batalla avanzadas, el ataque puede hacerse también desde la zona
 * Near" (the only rule of that missing book the rulebook states; RULINGS.md I-45).
 */
import { SCENARIO, TORPEDO, TORPEDO_SPEED_ROWS } from '../data';
import type { Side } from '../data/types';
import { inSmoke, onBoard } from './board';
import { roll, type Ctx } from './flow';
import type { Attack } from './gunnery';
import { shipRow, shipSpeed } from './state';
import type { Battle, G } from './types';
import { no, type Refusal } from './refusals';

function torpedoesAllowed(G: G, ship: string): number {
  return SCENARIO[G.scenario].dds.find((d) => d.ship === ship)?.torpedoAttacks ?? TORPEDO.attacksPerShip;
}

export function torpedoProblem(G: G, b: Battle, a: string, t: string): Refusal | null {
  const board = onBoard(G, b);
  if (!board.includes(a) || !board.includes(t)) return no.torpBoard();
  const ra = shipRow(a);
  if (!ra.torpedo) return no.torpIcon();
  if (G.ships[a].damaged) return no.torpDamaged();
  if (G.ships[a].torps >= torpedoesAllowed(G, a)) return no.torpDone();
  const za = b.ships[a].zone;
  if (za !== 'CLOSE' && !(G.opt.advancedTorpedoes && (za === 'A_NEAR' || za === 'B_NEAR')))
    return G.opt.advancedTorpedoes ? no.torpFromNear() : no.torpFromClose();
  if (inSmoke(b, a)) return no.torpSmoke();
  const rt = shipRow(t);
  if (rt.side === ra.side) return no.torpEnemy();
  if (rt.cls === 'SHORE') return no.torpShore();
  const z = b.ships[t].zone;
  if (z !== 'CLOSE' && z !== 'A_NEAR' && z !== 'B_NEAR') return no.torpTargetZone();
  return null;
}

export function torpedoOptions(G: G, b: Battle, side: Side): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const a of onBoard(G, b, side)) {
    const ts = onBoard(G, b).filter((t) => !torpedoProblem(G, b, a, t));
    if (ts.length) out[a] = ts;
  }
  return out;
}

/** Roll a side's declared torpedo attacks (each ship's attack is used up, p.59). */
export function rollTorpedoes(c: Ctx, b: Battle, side: Side, targets: Record<string, string>): Attack[] {
  const out: Attack[] = [];
  for (const [a, t] of Object.entries(targets)) {
    if (torpedoProblem(c.G, b, a, t)) continue;
    c.G.ships[a].torps += 1;
    const mod = TORPEDO_SPEED_ROWS.find((r) => r.speed === shipSpeed(c.G, t))!.modifier;
    out.push({ side, kind: 'torp', a, t, range: 'TORPEDO', dice: roll(c, TORPEDO.dice), keep: 'ALL', mods: [['speed', mod]] });
  }
  return out;
}
