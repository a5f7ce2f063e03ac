/**
 * Why Gathering Storm refuses a move (common/refusal.ts): one constructor per refusal, which fixes its code
 * and its parameters. The client words `refusals.<code>` of the game's catalogue with the parameters in the
 * player's language; the English text, which keeps the rule it cites in brackets, goes to the server's
 * message (and stands in for a catalogue without the code). The parameters are the same in every language:
 * numbers, citations as printed ("[19.52A]"), and the ids of powers ('GER'), countries ('GRE'), pact
 * territories ('E_POLAND'), research projects ('jets'), unit types ('armor'), ship kinds ('BB4'), research
 * categories ('naval'), activity-marker uses ('navalOnly') and purposes ('research'), which the catalogue
 * words by nesting its own words for them. Nothing here reads the state.
 */
import { refuse, type Reason, type Refusal } from '../../common/refusal';
import { COUNTRY, PACT_TERRITORIES, POWER, RESEARCH_PROJECT, type CountryId, type PactTerritory, type Power } from '../data';
import type { AmPurpose } from './ams';

export type { Reason, Refusal };

const name = (p: Power) => POWER[p].name;
const place = (c: CountryId) => COUNTRY[c]?.name ?? c;
const projectName = (p: string) => (RESEARCH_PROJECT as Readonly<Record<string, { name: string } | undefined>>)[p]?.name ?? p;
const territoryName = (t: PactTerritory) => PACT_TERRITORIES.find((r) => r.id === t)?.name ?? t;

/** Every refusal of the game, by code. */
export const no = {
  // ------------------------------------------------------------ whose decision, which move [2.21]
  startGame: () => refuse('startGame', 'Start the game [4.14B]'),
  nothingToCommit: (power: Power) => refuse('nothingToCommit', `${name(power)} has nothing to commit now [13.11]`, { power }),
  notYourPower: (power: Power) => refuse('notYourPower', `You do not play ${name(power)} [2.21]`, { power }),
  /** Someone else decides: the power the game waits for, and the rule of the decision. */
  decidesNow: (power: Power, rule: string) => refuse('decidesNow', `${name(power)} decides now ${rule}`, { power, rule }),
  nothingToAnswer: () => refuse('nothingToAnswer', 'Nothing is waiting for an answer now [2.5]'),
  chooseEvents: () => refuse('chooseEvents', 'Choose the events to play [9.13]'),
  giveConversion: () => refuse('giveConversion', 'Give your factory conversion order (or none) [13.11A]'),
  giveResearch: () => refuse('giveResearch', 'Give your research order [13.11B]'),
  giveConstruction: () => refuse('giveConstruction', 'Give your construction order [13.11C]'),

  // ------------------------------------------------------------ events [9]
  oneEventAtLeast: () => refuse('oneEventAtLeast', 'A power must play at least one event each turn [9.13]'),
  cardTwice: () => refuse('cardTwice', 'A card is named twice [9.13]'),
  cardNotInHand: (card: number) => refuse('cardNotInHand', `Card ${card} is not in this power's hand [9.12]`, { card }),

  // ------------------------------------------------------------ activity markers [12]
  noSuchAm: () => refuse('noSuchAm', 'There is no such activity marker [12.2]'),
  amUsed: () => refuse('amUsed', 'That activity marker is already used this turn [4.17E, 12.41]'),
  amPurpose: (use: string, purpose: AmPurpose) =>
    refuse('amPurpose', `An activity marker (${use}) cannot be used for ${purpose} [12.21, 12.22]`, { use, purpose }),
  amValueZero: (rule: string) => refuse('amValueZero', `A value-0 marker pays for nothing [12.31] ${rule}`, { rule }),
  amShort: (sum: number, points: number, rule: string) =>
    refuse('amShort', `The activity markers add up to ${sum}, ${points} are needed ${rule}`, { sum, points, rule }),
  amSpare: (rule: string) => refuse('amSpare', `One of the activity markers is not needed ${rule}`, { rule }),
  amUnavailable: () => refuse('amUnavailable', 'That activity marker cannot be used [4.17E]'),

  // ------------------------------------------------------------ tiles [6.12, 16.16G]
  conversionCost: (cost: number, left: number) =>
    refuse('conversionCost', `The conversion costs ${cost} tiles; ${left} can be spent [6.12, 14.31]`, { cost, left }),
  ordersCost: (cost: number, left: number) => refuse('ordersCost', `The orders cost ${cost} tiles; ${left} can be spent [6.12]`, { cost, left }),
  markersCost: (cost: number, left: number) => refuse('markersCost', `The markers cost ${cost} tiles; ${left} can be spent [24.52B, 6.12]`, { cost, left }),
  transferWho: () => refuse('transferWho', 'Only Britain and France transfer tiles [16.16G]'),
  transferOne: () => refuse('transferOne', 'Transfer at least one tile [16.16G]'),
  transferLevels: (count: number) => refuse('transferLevels', `Anglo-French cooperation allows ${count} tile(s) a turn [16.16G]`, { count }),
  transferLeft: () => refuse('transferLeft', 'Not enough tiles left after the orders given [6.12]'),

  // ------------------------------------------------------------ factories [14]
  conversionBarred: () => refuse('conversionBarred', 'That conversion is not allowed [14.42B, 14.44]'),
  russiaNoCivil: () => refuse('russiaNoCivil', 'Russia may never convert idle factories to civilian use [14.42A]'),
  noCivilFactory: () => refuse('noCivilFactory', 'There is no civilian factory to convert [14.12]'),
  noIdleFactory: () => refuse('noIdleFactory', 'There is no idle factory to convert [14.12]'),
  civilNoUnits: () => refuse('civilNoUnits', 'A civilian conversion creates no units [14.2]'),
  greatPurgeNoMobilization: () => refuse('greatPurgeNoMobilization', 'No Russian mobilization in a turn with a Great Purge [14.43A]'),
  russiaMobilizeEvery: (count: number) =>
    refuse('russiaMobilizeEvery', `Russia may mobilize only once every ${count} turns at its cohesion [14.43B]`, { count }),
  russiaNoCivilMobilization: () => refuse('russiaNoCivilMobilization', 'Russia may not mobilize its civilian factories yet [14.43C]'),
  noMobilizationLeft: () => refuse('noMobilizationLeft', 'No mobilization is left [14.7]'),
  mobilizationMix: (rule: string) => refuse('mobilizationMix', `That mix of units is not allowed for this mobilization ${rule}`, { rule }),
  navalRateMax: () => refuse('navalRateMax', 'No more naval construction increases are allowed [14.713C, 14.722C, 14.732B, 14.742B, 19.32]'),
  britainArmor: () => refuse('britainArmor', 'Britain may mobilize at most three more armor units in its 3rd-7th mobilizations [14.732B]'),
  germanyEven: () => refuse('germanyEven', 'Germany must end its mobilizations with equal infantry and air units [14.712]'),

  // ------------------------------------------------------------ units [18]
  unitsPerTurn: (count: number, unit: string) => refuse('unitsPerTurn', `At most ${count} ${unit} unit(s) this turn [18.41B]`, { count, unit }),
  reserveOnly: (count: number, unit: string) =>
    refuse('reserveOnly', `Only units in the Reserve can be built: ${count} ${unit} [18.21, 14.81]`, { count, unit }),
  russiaKeepsCompulsory: () => refuse('russiaKeepsCompulsory', 'Russia must keep enough to build its compulsory unit [18.51A]'),
  russiaCannotPay: () => refuse('russiaCannotPay', 'Russia cannot pay for its compulsory unit, so it may spend nothing else [18.51B]'),
  russiaMustBuild: () => refuse('russiaMustBuild', 'Russia must build at least one unit while its support is negative [10.92, 18.51]'),
  italyKeepsInfantry: () => refuse('italyKeepsInfantry', 'Italy must keep enough to build the infantry unit its conquest needs [29.33E]'),
  italyBuildsInfantry: () => refuse('italyBuildsInfantry', 'Italy must build an infantry unit to send to the Reserve for its conquest [29.33E]'),

  // ------------------------------------------------------------ ships [19]
  unknownShip: () => refuse('unknownShip', 'There is no such kind of ship [19.2]'),
  notBuilder: (power: Power, kind: string) => refuse('notBuilder', `${name(power)} cannot build a ${kind} [19.11, 19.63A]`, { power, kind }),
  carrierAllowance: () => refuse('carrierAllowance', 'Each naval air training result allows three carriers, built or building [19.63A]'),
  battleshipDesign: (size: number, count: number) =>
    refuse('battleshipDesign', `A ${size}-factor battleship needs ${count} battleship design result(s) [19.63C]`, { size, count }),
  noEventShift: () => refuse('noEventShift', 'No construction event of yours accelerates a ship [19.73D]'),
  noSuchShip: () => refuse('noSuchShip', 'There is no such ship on the naval construction chart [19.2]'),
  russiaNoShips: () => refuse('russiaNoShips', 'Russia cannot build ships [19.11]'),
  shipsPerTurn: (count: number) => refuse('shipsPerTurn', `At most ${count} ships started or advanced this turn [19.34]`, { count }),
  shipOrderShape: () => refuse('shipOrderShape', 'A ship order starts a new ship or continues one [19.51]'),
  noAccelOnStart: () => refuse('noAccelOnStart', 'No acceleration on the turn a ship is started [19.73E]'),
  noFreeStart: () => refuse('noFreeStart', 'No construction event starts such a ship free [19.62]'),
  freeNeedsNoAm: () => refuse('freeNeedsNoAm', 'A ship started free by an event needs no activity marker [19.62]'),
  needsShipyard: () => refuse('needsShipyard', 'Starting a ship needs at least one shipyard marker [12.41B, 19.62]'),
  shipOnce: () => refuse('shipOnce', 'A ship is advanced once a turn [19.71]'),
  shipSeason: () => refuse('shipSeason', 'A ship can be continued only in the season of its column [19.71, 19.73D]'),
  freeOnlyNew: () => refuse('freeOnlyNew', 'Only a new ship can be started free [19.62]'),
  chartFull: (count: number) => refuse('chartFull', `At most ${count} ships under construction [19.41, 19.42]`, { count }),

  // ------------------------------------------------------------ research [15]
  westWall: () => refuse('westWall', 'No West Wall research before the Rhineland is remilitarized [15.42A]'),
  angloFrenchResearch: () =>
    refuse('angloFrenchResearch', 'No Anglo-French cooperation research before an Axis aggression other than Ethiopia or the Rhineland [15.42B]'),
  atomicResearch: () => refuse('atomicResearch', 'No atomic research before a general atomic event is drawn [15.42C]'),
  projectBanned: () => refuse('projectBanned', 'That project is barred this turn by a random event [15.42A]'),
  researchSheet: () => refuse('researchSheet', "You do not see this alliance's research sheet [15.15]"),
  researchValueOne: () => refuse('researchValueOne', 'Research uses value-1 markers only [12.41C, 15.22]'),
  researchAms: (count: number) => refuse('researchAms', `At most ${count} ordinary marker(s) for research this turn [12.41C, 15.22, 15.32D]`, { count }),
  purgeResearch: () => refuse('purgeResearch', 'A purge forbids Russian research spending this turn [22.21B-C]'),
  researchPoints: (count: number) => refuse('researchPoints', `${count} research points at most [15.21, 15.22]`, { count }),
  eventPointCategory: (category: string) =>
    refuse('eventPointCategory', `The event's free point goes to one of your ${category} projects [15.32C]`, { category }),
  noEventPoint: () => refuse('noEventPoint', 'No research event of yours gives a free point [15.32C]'),
  notOnSheet: (project: string) => refuse('notOnSheet', `${projectName(project)} is not on your alliance's research sheet [15.41]`, { project }),
  onePointPerProject: () => refuse('onePointPerProject', 'One research point per project and turn [15.23A]'),
  trackFull: (project: string) => refuse('trackFull', `${projectName(project)} cannot take more points [15.241]`, { project }),
  basicNational: (power: Power) =>
    refuse('basicNational', `The ${name(power)} basic research point goes to a purely ${name(power)} project [15.23C]`, { power }),
  orderRule: () => refuse('orderRule', 'No numbering of the research points fits the order rule [15.23B]'),
  intelLead: (power: Power) => refuse('intelLead', `${name(power)} places the intelligence point [15.21]`, { power }),
  purgeIntel: () => refuse('purgeIntel', 'A purge forbids the Russian intelligence point this turn [22.21B-C]'),
  intelProjects: () => refuse('intelProjects', 'The intelligence point goes to counterintelligence, covert operations, espionage or decryption [15.23D]'),
  intelFewest: () => refuse('intelFewest', 'The intelligence point goes to the intelligence project with the fewest points so far [15.23D]'),
  advancedGermany: () => refuse('advancedGermany', 'Only Germany has an advanced research point [15.21A]'),
  advancedFewest: () =>
    refuse('advancedFewest', 'The advanced point goes to jets, advanced submarines or rockets, whichever has the fewest points so far [15.23E]'),
  networkLead: (power: Power) => refuse('networkLead', `${name(power)} places the spy network points [16.16B]`, { power }),
  networkPoint: () => refuse('networkPoint', 'No spy network of yours allows that free point [15.22B, 16.16B]'),

  // ------------------------------------------------------------ final research [33.2]
  finalWho: () => refuse('finalWho', "Germany, Britain and Russia place their alliances' final research [33.2]"),
  finalPlace: () => refuse('finalPlace', 'Place your final research points [33.2]'),
  finalSheet: () => refuse('finalSheet', "You do not see this alliance's research sheet [33.2]"),
  finalGeneral: (count: number) => refuse('finalGeneral', `At most ${count} general points [33.21]`, { count }),
  finalOnePerProject: () => refuse('finalOnePerProject', 'One point per project [15.23A]'),
  finalNotOnSheet: (project: string) => refuse('finalNotOnSheet', `${projectName(project)} is not on the alliance's research sheet [33.21]`, { project }),
  finalUnderWay: () => refuse('finalUnderWay', 'Only projects already under way [33.21]'),
  finalStep: () => refuse('finalStep', 'Not beyond step 12 [33.22]'),
  finalIntel: () => refuse('finalIntel', 'The intelligence point goes to an intelligence project [33.21]'),
  finalAdvanced: () => refuse('finalAdvanced', 'The advanced point goes to jets, advanced submarines or rockets [33.21A]'),

  // ------------------------------------------------------------ intelligence [16.16]
  placeSpy: () => refuse('placeSpy', 'Place your spy network [16.16B]'),
  placesNetwork: (power: Power) => refuse('placesNetwork', `${name(power)} places the network [16.16B]`, { power }),
  spyTarget: () => refuse('spyTarget', 'A spy network goes on a diplomatic target [16.16B]'),
  researchSpyTarget: () => refuse('researchSpyTarget', "A research spy network goes on an opposing alliance's research [16.16B]"),
  covertTarget: () => refuse('covertTarget', 'A covert operation goes to a diplomatic target [16.16A]'),
  civilWarRivals: () => refuse('civilWarRivals', 'Only the rival alliances act in a country at civil war [25.51]'),
  playCovert: () => refuse('playCovert', 'Play your covert operation or pass [16.16A]'),
  cancelCovert: () => refuse('cancelCovert', 'Cancel the covert operation or let it be [16.16C]'),
  useSubversion: () => refuse('useSubversion', 'Use your subversion levels [16.16H]'),
  subversionOnce: () => refuse('subversionOnce', 'Each subversion level is used once [16.16H]'),
  subversionMinor: () => refuse('subversionMinor', 'Subversion acts in a minor country [16.16H]'),
  counterNetwork: () => refuse('counterNetwork', 'Use counterintelligence on a spy network, or not [16.16C]'),
  notEnemyNetwork: () => refuse('notEnemyNetwork', 'That is not an enemy spy network [16.16C]'),

  // ------------------------------------------------------------ Russia's purges [22.21, 10.91F]
  russiaDecides: () => refuse('russiaDecides', 'Russia decides [22.21B, 10.91F]'),
  choosePurge: () => refuse('choosePurge', 'Choose what the Party Purge forbids [22.21B]'),
  chooseFlag: () => refuse('chooseFlag', 'Choose the foreign flag that leaves Russia [10.91F]'),
  noSuchFlag: () => refuse('noSuchFlag', 'There is no such foreign flag in Russia [10.91F]'),

  // ------------------------------------------------------------ diplomacy [24, 25]
  greekRebels: () => refuse('greekRebels', 'Russia says whether it backs the Greek rebels [25.42A]'),
  placesMarkers: (power: Power) => refuse('placesMarkers', `${name(power)} places its markers now [24.55]`, { power }),
  bonusChooser: (power: Power) => refuse('bonusChooser', `${name(power)} chooses the target of its bonus [24.83]`, { power }),
  bonusRegion: () => refuse('bonusRegion', 'The bonus goes to a target of the same region [24.83A]'),
  purgeDiplomacy: () => refuse('purgeDiplomacy', "A purge forbids Russian diplomatic markers this turn, but in its spy networks' countries [22.21B-C, 24.61A]"),
  secondAxisRound: () => refuse('secondAxisRound', 'Only one more diplomatic marker in the second Axis round [24.55D]'),
  secondRoundWho: () => refuse('secondRoundWho', 'Only a power that placed a diplomatic marker in the first round places again [24.55D]'),
  closedToMarkers: (country: CountryId, rule: string) => refuse('closedToMarkers', `No markers may be placed in ${place(country)} ${rule}`, { country, rule }),
  oneDipPerCountry: () => refuse('oneDipPerCountry', 'One diplomatic marker per country and turn [24.54D]'),
  oneAlliancePerCountry: () => refuse('oneAlliancePerCountry', 'Two powers of one alliance may not both place diplomatic markers in one country [24.56C]'),
  antiKominternCountry: () => refuse('antiKominternCountry', 'No Axis or Allied diplomatic markers where the Anti-Komintern marker is [24.36A, 24.56B]'),
  civilWarPlacement: () => refuse('civilWarPlacement', 'During a civil war only the rival alliances place markers there [25.22, 25.51]'),
  russianPresence: () => refuse('russianPresence', 'The Allies may not place where there is a Russian flag or a Russian diplomatic event [24.56D]'),
  russianReach: (country: CountryId, rule: string) => refuse('russianReach', `Russia may not place in ${place(country)} ${rule}`, { country, rule }),
  disputeOther: () => refuse('disputeOther', 'The Axis backs the other country of the dispute [24.552]'),
  disputeAxis: () => refuse('disputeAxis', 'The Axis backs that country in the dispute [24.552]'),
  dipOrdinary: () => refuse('dipOrdinary', 'Diplomatic markers are ordinary activity markers [12.41D]'),
  valueZeroWhere: () => refuse('valueZeroWhere', 'A value-0 marker only where a real one could have gone [24.56G]'),
  twoDipMarkers: () => refuse('twoDipMarkers', 'At most two diplomatic markers a turn, besides civil wars and spy networks [24.54E]'),
  oneThisRound: () => refuse('oneThisRound', 'One diplomatic marker in this round [24.55A, 24.55D]'),
  oneMilPerCountry: () => refuse('oneMilPerCountry', 'One military marker per country [24.42C]'),
  noIntervention: (power: Power) => refuse('noIntervention', `${name(power)} may not intervene in that civil war now [24.44-24.47, 25.52B]`, { power }),
  oneCivilWarMil: () => refuse('oneCivilWarMil', 'One civil-war military marker per power and turn [25.52B]'),
  civilWarMilAm: () => refuse('civilWarMilAm', 'A civil-war military marker takes one value-1 activity marker [24.42D]'),
  noMilitaryThere: (power: Power, country: CountryId) =>
    refuse('noMilitaryThere', `${name(power)} may not place a military marker in ${place(country)} [24.43-24.47]`, { power, country }),
  tooManyMil: () => refuse('tooManyMil', 'More military markers than the balance of power and support allow [24.43, 24.45, 24.47]'),
  cwRpIntervention: () => refuse('cwRpIntervention', 'A civil-war research point comes with an intervention [15.22D]'),
  cwRpProject: () => refuse('cwRpProject', 'That project takes no civil-war research point of yours [15.22D]'),
  cwRpOnce: () => refuse('cwRpOnce', 'One civil-war research point per project and game [15.22D]'),
  noBonus: () => refuse('noBonus', 'No bonus marker for this power this turn [24.53]'),
  akWhen: () => refuse('akWhen', 'Germany decides on the Anti-Komintern marker in its first placement [24.31]'),
  akGone: () => refuse('akGone', 'The Anti-Komintern marker is no longer available once the pact has been signed [24.38]'),
  akShare: () => refuse('akShare', 'A German marker may share the Anti-Komintern country only by exceeding its value [24.35, 24.56B]'),
  civilWarMust: (country: CountryId) =>
    refuse('civilWarMust', `Your alliance must place a diplomatic marker in the civil war in ${place(country)} [25.52A]`, { country }),
  disputeAxisMust: (country: CountryId, other: CountryId) =>
    refuse('disputeAxisMust', `The Axis must back one country of the dispute ${place(country)}-${place(other)} [24.552A]`, { country, other }),
  disputeAlliesMust: (country: CountryId) => refuse('disputeAlliesMust', `The Allies must back ${place(country)} in the dispute [24.552C]`, { country }),

  // ------------------------------------------------------------ the crisis and the pact [27, 31]
  announce: () => refuse('announce', 'Announce an aggression or none [27.1]'),
  aggressionNotAllowed: () => refuse('aggressionNotAllowed', 'That aggression is not allowed now [27.2-27.4]'),
  respond: () => refuse('respond', 'Accept the aggression or threaten war [27.5]'),
  offerPact: () => refuse('offerPact', 'Offer the pact or not [31.2]'),
  concede: () => refuse('concede', 'Choose the territories [31.4]'),
  axisResponse: () => refuse('axisResponse', 'Continue or back down [27.6]'),
  ultimatum: () => refuse('ultimatum', 'Issue an ultimatum or back down [27.7]'),
  brink: () => refuse('brink', 'Attack or back down [27.8]'),
  polandChoice: () => refuse('polandChoice', 'Conquer Poland or make it a satellite [31.81]'),
  declare: (rule: string) => refuse('declare', `Declare war or not ${rule}`, { rule }),
  declarationClosed: (rule: string) => refuse('declarationClosed', `That declaration is not open to you ${rule}`, { rule }),
  unknownTerritory: () => refuse('unknownTerritory', 'There is no such territory [31.4]'),
  territoryTwice: () => refuse('territoryTwice', 'A territory is named twice [31.4]'),
  concessionTotal: (total: number, level: number) =>
    refuse('concessionTotal', `The territories add up to ${total}, more than the level ${level} [31.31]`, { total, level }),
  concessionOrder: (territory: PactTerritory) =>
    refuse('concessionOrder', `Russia takes ${territoryName(territory)} next: the first territories go in a fixed order [31.42A-B]`, { territory }),
  notAdjacent: (territory: PactTerritory) =>
    refuse('notAdjacent', `Not adjacent to Russia or to a territory taken: ${territoryName(territory)} [31.42C]`, { territory }),
  notTheObject: () => refuse('notTheObject', 'Central Poland is the object of the aggression: Russia cannot take it [31.42D]'),
  concessionUpTo: () => refuse('concessionUpTo', 'Russia takes territories up to its concession level [31.31]'),
};
