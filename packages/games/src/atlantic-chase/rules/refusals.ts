/**
 * Why Atlantic Chase refuses a move or a choice (common/refusal.ts): one constructor per refusal, which
 * fixes its code and its parameters. The client words `refusals.<code>` of the game's catalogue in the
 * player's language with the parameters; the English text (which keeps the rulebook page it cites, "p.27")
 * goes to the server's message and stands in for a catalogue without the code. The parameters are the same
 * in every language: numbers (the rules' limits) and the identity of a task force (its sticks' colour, an id
 * the catalogue words by nesting its own `colour.<id>`). Nothing here reads the state.
 */
import { refuse, type Refusal } from '../../common/refusal';

export type { Refusal };

/** Every refusal of the game, by code. */
export const no = {
  // ------------------------------------------------------------ whose decision, and which
  /** Solitaire: the automaton answers its own decisions (DESIGN.md). */
  automaton: () => refuse('automaton', 'The automaton decides this'),
  /** Solitaire: the match waits for the player's start (RULINGS E-4). */
  startMatch: () => refuse('startMatch', 'Start the match'),
  /** A move that is not an answer to the decision asked (the move's name stays in the server's English only). */
  wrongAnswer: (move: string) => refuse('wrongAnswer', `${move} does not answer this decision`),
  declareAct: () => refuse('declareAct', 'Declare an action or a free operation (p.25)'),
  /** p.10: Lütjens, Marschall or Forbes named the TF that acts next. */
  obligation: (tf: string, colour: string) => refuse('obligation', `The leader's TF (${tf}) must be the active TF of the next action (p.10)`, { colour }),

  // ------------------------------------------------------------ a trajectory (p.15, p.16, p.43)
  trjEmpty: () => refuse('trjEmpty', 'A trajectory has at least one segment (p.15)'),
  trjTooLong: (max: number) => refuse('trjTooLong', `A trajectory has at most ${max} segments (p.15)`, { max }),
  trjNotPlayable: () => refuse('trjNotPlayable', 'No segment may be in a non-playable hex or a port box (p.4, p.8)'),
  trjRepeated: () => refuse('trjRepeated', 'A TF has at most one segment per hex (p.15)'),
  trjNotAdjacent: () => refuse('trjNotAdjacent', 'Consecutive segments must be in adjacent hexes (p.15, p.43; KW Kanal for the German player only, p.4)'),
  trjStart: () => refuse('trjStart', 'A new trajectory starts in the station hex (or its port hex, p.43)'),
  trjAddOne: () => refuse('trjAddOne', 'A Trajectory action adds at least one segment (p.43)'),
  trjEnds: () => refuse('trjEnds', 'Segments are added only at the ends of the trajectory (p.16)'),
  trjOwnTf: () => refuse('trjOwnTf', 'Name one of your TFs (p.43)'),
  trjNotOnMap: () => refuse('trjNotOnMap', 'That TF is not on the map (p.43)'),

  // ------------------------------------------------------------ Pass and All Pass (p.35, p.10)
  allPassLeader: () => refuse('allPassLeader', 'All Pass needs Raeder or Pound with a use left (p.10, p.35)'),
  allPassEvery: () => refuse('allPassEvery', 'An All Pass designates every trajectory (p.35)'),
  passDesignate: () => refuse('passDesignate', 'Designate one of your trajectories (p.35)'),

  // ------------------------------------------------------------ Signals (p.39)
  signalsTarget: () => refuse('signalsTarget', 'Signals targets an enemy trajectory (p.39)'),
  signalsIntel: () => refuse('signalsIntel', 'Choose one of its Intel markers (p.39)'),
  signalsLapse: () => refuse('signalsLapse', 'Name one of your trajectories in the target hex, or none (p.39)'),

  // ------------------------------------------------------------ Completion (p.29)
  completionOwn: () => refuse('completionOwn', 'Name one of your TFs (p.29)'),
  completionLength: (max: number) => refuse('completionLength', `A completing trajectory has at most ${max} segments (p.29)`, { max }),
  completionIntel: () => refuse('completionIntel', 'A TF with an Intel marker cannot complete (p.29)'),
  completionPort: () => refuse('completionPort', 'A segment or the station must be in a friendly port hex (p.29)'),

  // ------------------------------------------------------------ Stealth recon (p.41)
  reconOwn: () => refuse('reconOwn', 'Name one of your stealth forces in play (p.41)'),
  reconKind: () => refuse('reconKind', 'Only a Submarine or U-Boat makes a recon (p.41)'),
  reconHex: () => refuse('reconHex', 'A recon goes to a map hex (p.41)'),
  reconPort: () => refuse('reconPort', 'No recon into a hex with an enemy airbase or port, unless Prien is attached (p.41, p.10)'),

  // ------------------------------------------------------------ declaring a search, an engagement, a strike or a stealth attack
  enemyTarget: () => refuse('enemyTarget', 'Target an enemy TF (p.25)'),
  boxTarget: () => refuse('boxTarget', 'A station in a port box cannot be targeted (p.8)'),
  targetHex: () => refuse('targetHex', "The target hex must hold the target's station or segment (p.27, p.31, p.33)"),
  stealthHex: () => refuse('stealthHex', 'Attack with one of your stealth forces in the target hex (p.41)'),
  stealthTarget: () => refuse('stealthTarget', 'Only a station, or a segment with a Contact or Intel marker, can be attacked by stealth (p.41)'),
  airWeather: () => refuse('airWeather', 'Air strikes need Good weather (p.27)'),
  airArctic: () => refuse('airArctic', 'Neither the launch point nor the target hex may be on the Arctic line (p.27, p.45)'),
  airRange: (max: number) => refuse('airRange', `The target must be within ${max} hexes of the launch point (p.27)`, { max }),
  airbase: () => refuse('airbase', 'Launch from one of your airbases in play (p.27)'),
  airSource: () => refuse('airSource', 'Strike with one of your TFs or airbases (p.27)'),
  convoyActive: () => refuse('convoyActive', 'A TF with a convoy cannot be the active TF (p.12)'),
  /** Optional rule (p.63). */
  damagedStrike: () => refuse('damagedStrike', 'Optional rule: a TF with a damaged ship cannot strike (p.63)'),
  airCv: () => refuse('airCv', 'An air strike needs an undamaged CV, not in a port box, launching from its station or a segment (p.27, p.45, p.63)'),
  designateOwn: () => refuse('designateOwn', 'Designate one of your TFs (p.25)'),
  boxActive: () => refuse('boxActive', 'A TF in a port box cannot be the active TF (p.8)'),
  /** Optional rule (p.63). */
  damagedAct: () => refuse('damagedAct', 'Optional rule: a TF with a damaged ship cannot act (p.63)'),
  activeInHex: () => refuse('activeInHex', 'The active TF must be in the target hex (p.31, p.33)'),
  engageStation: () => refuse('engageStation', 'Engage targets a station; search a trajectory (p.31)'),
  searchTrajectory: () => refuse('searchTrajectory', 'Naval Search targets a trajectory; engage a station (p.33)'),

  // ------------------------------------------------------------ an action under way (p.45-54, p.10)
  coordForce: () => refuse('coordForce', 'A coordinating force must be yours, in the target hex, other than the active TF and the target (p.47)'),
  airPair: () => refuse('airPair', 'Name the air-support source and its launch point together (p.45)'),
  airSupport: () => refuse('airSupport', 'Air support: an airbase in play or an undamaged CV TF, Good weather, within 2 hexes, off the Arctic line (p.45)'),
  gensoul: () => refuse('gensoul', 'Gensoul removes an Intel marker from a designated British or French TF (p.10)'),
  leaderTotal: () => refuse('leaderTotal', 'Add, subtract or do not use the roll (p.10)'),
  leaderOption: () => refuse('leaderOption', 'Choose one of the leader options (p.10)'),
  slipSignals: () => refuse('slipSignals', 'Signals must target the active TF or the coordinating TF at one of its Intel markers (p.54)'),
  pickOption: () => refuse('pickOption', 'Choose one of the options'),
  resultOption: () => refuse('resultOption', 'Choose one of the options (p.49-54)'),

  // ------------------------------------------------------------ the initiative (p.24, p.26, p.10)
  seizeEm: () => refuse('seizeEm', 'Spend the EM marker of one of your TFs (p.26)'),
  seizeDecline: () => refuse('seizeDecline', 'Name one of your TFs without an EM marker (p.24)'),
  lutjens: () => refuse('lutjens', 'Lütjens is not available (p.10)'),
  seizeChoice: () => refuse('seizeChoice', 'Attempt, decline or Lütjens'),
  sixLeader: () => refuse('sixLeader', 'Use the leader on one die, or not (p.10)'),
  sixDie: () => refuse('sixDie', 'Choose one of the dice (p.10)'),
  answerSeize: () => refuse('answerSeize', 'Answer the Seize opportunity (p.26)'),
  answerVie: () => refuse('answerVie', 'Answer the Vie (p.26)'),

  // ------------------------------------------------------------ Time Lapse (p.19, p.20)
  lapseModeTime: () => refuse('lapseModeTime', 'Not the time to choose'),
  lapseChoose: () => refuse('lapseChoose', 'Choose the segments the Time Lapse removes (p.19)'),
  lapseRemove: () =>
    refuse(
      'lapseRemove',
      'Remove exactly that many segments from the ends, Intel segments only with the Intel Limit, a launch point last, the station in a vacated hex (p.19, p.20, p.45)',
    ),

  // ------------------------------------------------------------ the battle's steps (p.54-61)
  smokeOwn: () => refuse('smokeOwn', 'Name your own ships on the board (p.55)'),
  shipTwice: () => refuse('shipTwice', 'A ship is named twice (p.60)'),
  notSmokeTime: () => refuse('notSmokeTime', 'Not the time to deploy smoke'),
  notPlaceTime: () => refuse('notPlaceTime', 'Not the time to place ships'),
  placeAll: () => refuse('placeAll', "Place every one of the target's ships (p.54)"),
  notGunneryStep: () => refuse('notGunneryStep', 'Not the gunnery step'),
  notTorpedoStep: () => refuse('notTorpedoStep', 'Not the torpedo step'),
  committed: () => refuse('committed', 'You have already committed'),
  ownAttackers: () => refuse('ownAttackers', 'Declare attacks for your own ships only'),
  notBreakStep: () => refuse('notBreakStep', 'Not the break-away step'),
  notManeuverStep: () => refuse('notManeuverStep', 'Not the maneuver step'),
  notBreakEMTime: () => refuse('notBreakEMTime', 'Not the time to spend EM'),
  farShip: () => refuse('farShip', 'Choose a ship of your Far zone (p.61)'),

  // ------------------------------------------------------------ gunnery (p.56, p.57)
  fireNotOnBoard: () => refuse('fireNotOnBoard', 'That ship is not on the battle board (p.56)'),
  fireTargetOff: () => refuse('fireTargetOff', 'The target is not on the battle board (p.57)'),
  fireEnemy: () => refuse('fireEnemy', 'A ship fires at an enemy ship (p.57)'),
  fireShore: () => refuse('fireShore', 'The shore battery cannot be attacked (p.12)'),
  fireNa: () => refuse('fireNa', 'The gun value for that range is "na": no fire (p.6, p.56)'),

  // ------------------------------------------------------------ torpedoes (p.59)
  torpBoard: () => refuse('torpBoard', 'Both ships must be on the battle board (p.59)'),
  torpIcon: () => refuse('torpIcon', 'Only a ship with the torpedo icon attacks with torpedoes (p.59)'),
  torpDamaged: () => refuse('torpDamaged', 'A damaged ship never torpedoes (p.6, p.59)'),
  torpDone: () => refuse('torpDone', 'That ship has already made its torpedo attack (p.59)'),
  /** The advanced battle rule: torpedoes also from a Near zone (p.59). */
  torpFromNear: () => refuse('torpFromNear', 'Torpedoes are fired from the Close or a Near zone (p.59)'),
  torpFromClose: () => refuse('torpFromClose', 'Torpedoes are fired from the Close zone (p.59)'),
  torpSmoke: () => refuse('torpSmoke', 'A ship making smoke or obscured by smoke cannot torpedo (p.60)'),
  torpEnemy: () => refuse('torpEnemy', 'A torpedo attack targets an enemy ship (p.59)'),
  torpShore: () => refuse('torpShore', 'The shore battery is immune to torpedoes (p.12)'),
  torpTargetZone: () => refuse('torpTargetZone', 'Torpedo targets are in the Close or Near zone (p.59)'),

  // ------------------------------------------------------------ maneuver and smoke (p.60, p.12)
  maneuverZone: () => refuse('maneuverZone', 'A ship moves at most one zone, within its own Far, Near and Close zones (p.60)'),
  smokeCannot: () => refuse('smokeCannot', 'Damaged ships and convoys cannot make smoke (p.6, p.60)'),
  obscureSmoke: () => refuse('obscureSmoke', 'Only a smoke-maker obscures other ships (p.60)'),
  obscureMax: (max: number) => refuse('obscureMax', `Smoke obscures at most ${max} other ships (p.60)`, { max }),
  obscureZone: () => refuse('obscureZone', 'Smoke obscures other friendly ships in the same zone (p.60)'),
  noDispersal: () => refuse('noDispersal', 'This convoy may not disperse (p.12)'),

  // ------------------------------------------------------------ ports and convoys (p.8, p.9, p.12, p.6)
  transferOwn: () => refuse('transferOwn', 'Name one of your TFs (p.8)'),
  transferStation: () => refuse('transferStation', 'Only a station moves between a port hex and its box (p.8)'),
  transferTarget: () => refuse('transferTarget', 'A station moves between a friendly port hex and its connected box only (p.8, p.9)'),
  disperseOwn: () => refuse('disperseOwn', 'Name one of your convoys in play (p.12)'),
  disperseConvoy: () => refuse('disperseConvoy', 'Only a convoy disperses (p.12)'),
  disperseGerman: () => refuse('disperseGerman', 'German convoys cannot disperse: their back is an oiler (p.6)'),
  disperseScenario: () => refuse('disperseScenario', 'This scenario does not allow dispersal (p.12)'),
  disperseOnce: () => refuse('disperseOnce', 'A convoy disperses once per scenario (p.12)'),

  // ------------------------------------------------------------ Reorganize (p.37)
  splitStation: () => refuse('splitStation', 'Split one of your stations (p.37)'),
  splitShips: () => refuse('splitShips', 'Move some, not all, of its ships to the new TF (p.37)'),
  splitIdentity: () => refuse('splitIdentity', 'The new TF needs an unused identity (p.37)'),
  mergeStations: () => refuse('mergeStations', 'Merge two of your stations (p.37)'),
  mergePlace: () => refuse('mergePlace', 'Two stations in the same hex (or the same port box and port) merge (p.37)'),
  reinforceGroup: () => refuse('reinforceGroup', 'Name one of your reinforcement groups not yet entered (p.37)'),
  /** The campaign's port check closed the group's port (p.8, RULINGS S). */
  portClosed: () => refuse('portClosed', 'That port is closed this operation (campaign port check, p.8)'),
  reinforceJoin: () => refuse('reinforceJoin', "Join a station of yours in the group's port box (p.37)"),
  reinforceIdentity: () => refuse('reinforceIdentity', 'A new TF needs an unused identity (p.37)'),
  reinforceLapse: () => refuse('reinforceLapse', 'Name one of your trajectories (p.37)'),

  // ------------------------------------------------------------ the room's player count
  countTwoPlayer: () => refuse('countTwoPlayer', 'The two-player mode needs 2 players'),
  countOnePlayer: () => refuse('countOnePlayer', 'The hot-seat and solitaire modes need 1 player'),
} satisfies Record<string, (...args: never[]) => Refusal>;
