/**
 * The surface the web client may import (`@quarterdeck/games/gathering-storm/client`): the data, the state
 * and view types, legality checks and enumerations. Pure modules only.
 */
export * from './data';
export type { GState, PowerState, PrivateSeat, PrivatePower, Conversion, ConstructionOrder, ShipOrder, Am, Ship } from './rules/types';
export type { GView } from './view';
export { enumerate, conversionOptions, constructionOptions, payWith, powersToAnswer } from './rules/enumerate';
export { industrialProblem, constructionProblem, spendable } from './rules/orders';
export { constructionRefusals, researchRefusals, type RefusedChoice } from './rules/refusals';
export type { Reason, Refusal } from './rules/no';
export { bop, markers, battleshipRaceLeader } from './rules/bop';
export { eai } from './rules/eai';
export { garrison, garrisonRequirement, cohesion } from './rules/garrison';
export { resistance } from './rules/resistance';
export { pactHolder } from './rules/trade-pacts';
export { conversionCost } from './rules/industry';
export { shipPayment } from './rules/construction';
export { maintenance } from './rules/income';
export { placementOptions, researchOptions, diplomacyActions, warActions, greedyConcessions, finalResearchOptions } from './rules/enumerate';
export { placementProblem, compulsoryProblem, type Placement } from './rules/placement';
export { checksCompulsory } from './rules/diplomacy-flow';
export { legalAggressions, canUltimatum, russiaAllied } from './rules/crisis';
export { germanyVsAllies, germanyVsRussia, alliedTotal, russiaTotal, preventiveTargets } from './rules/declarations';
export { concessionLevel, concessionProblem } from './rules/pact';
export { score, winner, levelOf } from './rules/scoring';
export { totals as diplomaticTotals } from './rules/resolution';
