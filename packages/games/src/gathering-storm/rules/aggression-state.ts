/** The record of Axis aggressions [27-30]: made (Italian conquests may still be going on) and completed. Pure. */
import { AGGRESSION, type AggressionId, type CountryId } from '../data';
import type { GState } from './types';

/** An aggression that was made and not backed down from (Italian conquests count from the attack) [23.21A, 10.71B]. */
export const made = (G: GState, id: AggressionId): boolean => G.aggressions.some((a) => a.id === id);

/** A completed aggression: the target is German or conquered by Italy [29, 30]. */
export const done = (G: GState, id: AggressionId): boolean => G.aggressions.some((a) => a.id === id && a.state === 'done');

/** An Axis aggression other than Ethiopia or the Rhineland has been made: the "second aggression" [10.71B, 10.81B, 15.42B]. */
export const secondAggressionMade = (G: GState): boolean => G.aggressions.some((a) => a.id !== 'ETH' && a.id !== 'RHI');

/** The country an aggression is made against: Serbia takes Yugoslavia's place after the split (substitute G-10) [25.73A]. */
export const aggressionCountry = (G: GState, id: AggressionId): CountryId => (id === 'YUG' && G.yugoslavSplit ? 'SER' : AGGRESSION[id].country);

/** Italy is conquering a country now [24.44B, 29.35]. */
export const italyConquering = (G: GState): boolean => G.aggressions.some((a) => a.by === 'ITA' && a.state === 'conquering');
