/**
 * Victory points. The rulebook leaves victory to each scenario or operation (p.3, p.13) and names only
 * three sources of VP: each hit on a convoy for the attacker (p.6, p.12), a sunk ship possibly for the
 * active player (p.50), a convoy completing at its destination for its owner (p.29). The default
 * schedule below is our SUBSTITUTE (RULINGS.md S) until the scenario books are available.
 */
import { S, prov } from './provenance';
import type { Provenance, ShipClass } from './types';

export const VP_SUBSTITUTE_REASON =
  'victory conditions and VP values are in the missing scenario books (p.3 "Las instrucciones de los ' +
  'escenarios ... te indican"; p.12 "Las instrucciones del escenario explican los detalles"); the rulebook ' +
  'names the sources of VP but no numbers';

/** VP for sinking an enemy ship, by class (RULINGS S); scenarios may override. */
export const SINK_VP: Readonly<Record<Exclude<ShipClass, 'CONVOY' | 'SHORE'>, number>> = {
  BB: 6,
  BC: 5,
  CV: 5,
  PB: 4,
  CA: 3,
  CL: 2,
  AC: 1,
  AO: 1,
  DD: 2,
};

export const VP_SCHEDULE = {
  sink: SINK_VP,
  /** Damaging an enemy capital ship, once per ship. */
  damageCapital: 1,
  capitalClasses: ['BB', 'BC', 'PB', 'CV'] as ShipClass[],
  /** Each hit on a convoy, to the attacker (p.12: "cada vez que sufre un impacto ... VP para el atacante"). */
  convoyHit: 1,
  /** A convoy completing at its destination, to its owner (p.29). */
  convoyCompleted: 3,
  /** A tie is a draw unless the scenario says otherwise. */
  tie: 'DRAW' as const,
  prov: prov(['sink', 'damageCapital', 'capitalClasses', 'convoyHit', 'convoyCompleted', 'tie'], S) as Record<
    'sink' | 'damageCapital' | 'capitalClasses' | 'convoyHit' | 'convoyCompleted' | 'tie',
    Provenance
  >,
};

/**
 * The operation clock (RULINGS S): a digital device, not in the rulebook, that ends a match; it falls by one
 * at every change of initiative. Scenarios set its start value.
 */
export const CLOCK = { decrementOn: 'INITIATIVE_CHANGE' as const, prov: { decrementOn: S } as Record<'decrementOn', Provenance> };
