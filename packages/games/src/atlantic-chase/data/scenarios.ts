/**
 * Scenarios, the campaign, and the catalogue of scenarios the rulebook names but no source describes.
 *
 * The Tutorial, Solitaire and Two-Player books are missing (p.1, p.2). The six playable scenarios here are
 * SUBSTITUTES (RULINGS.md S: MS-S1, MS-S2, TUT-S1, OP-S1, OP-S2, OP-S3): two battle-board mini-scenarios, a
 * tutorial-sized solitaire scenario against the automaton, and three two-player operations that are also the
 * substitute campaign's linked operations, in date order. TF identities are assigned here (the rulebook leaves them open; RULINGS.md D-11).
 *
 * A scenario decides (p.3, p.8, p.10, p.12, p.29, p.37): who starts with the initiative, the map, the date
 * (airbases in play, neutral ports), the leaders, the reinforcement groups, convoy dispersal, VP and
 * destinations, DD hit limits, victory and end. Nothing here is secret: the automaton's chosen route is
 * rolled after the match starts (automaton.ts, DESIGN.md).
 */
import { D, R, S, prov } from './provenance';
import type { CampaignField, CampaignRow, MissingScenarioRow, ScenarioField, ScenarioRow, TfSetup } from './types';

const FIELDS: readonly ScenarioField[] = [
  'title', 'kind', 'map', 'date', 'weather', 'initiative', 'clock', 'tfs', 'reinforcements',
  'leaders', 'stealth', 'convoys', 'dds', 'battle', 'solo', 'victory', 'specialRules',
];
/** Every field of a substitute scenario is fixed by RULINGS.md S and D-8 to D-14, the identities by D-11. */
const SUB = prov(FIELDS, S);

const noMarkers = { intel: [], contact: [], evasive: false };
const tf = (id: string, side: 'BR' | 'GE', identity: string, ships: string[], at: TfSetup['at'], evasive = false): TfSetup => ({
  id, side, identity, ships, at, markers: { ...noMarkers, evasive },
});

export const SCENARIO_ROWS: readonly ScenarioRow[] = [
  {
    // MS-S1 (RULINGS S): the smallest complete battle (gunnery at extreme and long range, smoke, maneuver order,
    // break-away with and without EM, end of battle). 23 November 1939, after the Rawalpindi action.
    id: 'MS-S1',
    title: 'Northern Patrol Sunset',
    kind: 'MINI',
    map: 'BATTLE_BOARD_ONLY',
    date: { year: 1939, month: 11, day: 23 },
    weather: 'GOOD',
    initiative: 'GE',
    clock: null,
    tfs: [
      tf('G1', 'GE', 'ge_grey', ['scharnhorst', 'gneisenau'], { kind: 'BATTLE', zone: 'FAR' }),
      // "give the British TF one EM at the start" (for the break-away with EM).
      tf('B1', 'BR', 'br_brown', ['rawalpindi'], { kind: 'BATTLE', zone: 'FAR' }, true),
    ],
    reinforcements: [],
    leaders: [],
    stealth: [],
    convoys: [],
    dds: [],
    // "The German side is active and there is no surprise"; Battle deployment lets ships start with smoke (p.55).
    battle: { active: 'GE', deployment: 'BATTLE', smokeAtStart: ['BR', 'GE'], rounds: 3 },
    solo: null,
    victory: {
      defaultSchedule: [],
      awards: [],
      end: [{ kind: 'BATTLE_OVER' }],
      decide: {
        kind: 'IF',
        cond: {
          kind: 'ALL',
          of: [
            { kind: 'SUNK', ship: 'rawalpindi' },
            { kind: 'NOT', of: { kind: 'DAMAGED', ship: 'scharnhorst' } },
            { kind: 'NOT', of: { kind: 'DAMAGED', ship: 'gneisenau' } },
          ],
        },
        winner: 'GE',
        otherwise: 'BR',
      },
    },
    specialRules: ['mini-scenario: a ship leaving the board by EM is out of play (p.24, p.61)'],
    prov: SUB,
  },
  {
    // MS-S2 (RULINGS S): torpedoes, DD hit limits, the Bad-weather round count, break-away modifiers. 9 April 1940.
    id: 'MS-S2',
    title: 'Lofoten',
    kind: 'MINI',
    map: 'BATTLE_BOARD_ONLY',
    date: { year: 1940, month: 4, day: 9 },
    weather: 'BAD',
    initiative: 'BR',
    clock: null,
    tfs: [
      tf('B1', 'BR', 'br_brown', ['renown', 'br_dd_2df'], { kind: 'BATTLE', zone: 'FAR' }),
      tf('G1', 'GE', 'ge_grey', ['scharnhorst', 'gneisenau'], { kind: 'BATTLE', zone: 'FAR' }),
    ],
    reinforcements: [],
    leaders: [],
    stealth: [],
    convoys: [],
    // "2nd DF: hit limit 2, may torpedo twice" (p.59: DD squadrons may attack more than once in some mini-scenarios).
    dds: [{ ship: 'br_dd_2df', hitLimit: 2, torpedoAttacks: 2 }],
    battle: { active: 'BR', deployment: 'BATTLE', smokeAtStart: ['BR', 'GE'], rounds: 2 },
    solo: null,
    victory: {
      defaultSchedule: ['BR', 'GE'],
      awards: [{ id: 'ge_broke_away', to: 'GE', vp: 2, when: { kind: 'BROKE_AWAY', side: 'GE' } }],
      end: [{ kind: 'BATTLE_OVER' }],
      decide: { kind: 'MOST_VP' },
    },
    specialRules: ['mini-scenario: a ship leaving the board by EM is out of play (p.24, p.61)'],
    prov: SUB,
  },
  {
    // TUT-S1 (RULINGS S): the smallest operational scenario, solitaire against the automaton (German side).
    id: 'TUT-S1',
    title: 'The Deutschland Loose',
    kind: 'TUTORIAL',
    map: 'MAIN',
    date: { year: 1939, month: 10, day: null },
    weather: 'GOOD',
    initiative: 'BR',
    clock: 14,
    tfs: [
      tf('B1', 'BR', 'br_brown', ['devonshire', 'suffolk'], { kind: 'BOX', box: 'box_scapa_flow', port: 'scapa_flow' }),
      tf('B2', 'BR', 'br_red', ['glasgow'], { kind: 'BOX', box: 'box_clyde_liverpool', port: 'clyde_liverpool' }),
      tf('B3', 'BR', 'br_light_tan', ['br_convoy_hx'], { kind: 'TRAJECTORY', hexes: ['0010', '0110', '0210', '0310'] }),
      tf('G1', 'GE', 'ge_grey', ['deutschland'], { kind: 'TRAJECTORY', hexes: ['0311', '0411', '0511', '0611', '0711'] }),
    ],
    reinforcements: [],
    leaders: [{ leader: 'forbes', on: 'devonshire' }],
    stealth: [],
    convoys: [{ ship: 'br_convoy_hx', dispersalAllowed: true, hitVP: 1, hitLimit: null, destination: 'clyde_liverpool' }],
    dds: [],
    battle: null,
    solo: { botSide: 'GE', plan: 'TUT-S1' },
    victory: {
      // Germans: 1 per convoy hit and the default sinking VP (victory.ts). British VP are the scenario's own (RULINGS D-8).
      defaultSchedule: ['GE'],
      awards: [
        { id: 'br_convoy_home', to: 'BR', vp: 3, when: { kind: 'COMPLETED', tf: 'B3', port: 'clyde_liverpool' } },
        { id: 'br_deutschland_damaged', to: 'BR', vp: 4, when: { kind: 'DAMAGED', ship: 'deutschland' } },
        { id: 'br_deutschland_sunk', to: 'BR', vp: 8, when: { kind: 'SUNK', ship: 'deutschland' }, replaces: 'br_deutschland_damaged' },
        {
          id: 'br_raider_out',
          to: 'BR',
          vp: 3,
          when: { kind: 'ALL', of: [{ kind: 'CLOCK_ZERO' }, { kind: 'NOT', of: { kind: 'COMPLETED', tf: 'G1', port: null } }] },
        },
      ],
      end: [
        { kind: 'COMPLETED', tf: 'G1', port: null },
        { kind: 'SUNK', ship: 'deutschland' },
        // "or the convoy completes": its voyage, at its destination (RULINGS D-14); completing elsewhere only
        // takes it out of play.
        { kind: 'COMPLETED', tf: 'B3', port: 'clyde_liverpool' },
        { kind: 'CLOCK_ZERO' },
      ],
      decide: { kind: 'MOST_VP' },
    },
    specialRules: [],
    prov: prov(FIELDS, S),
  },
  {
    // OP-S1 (RULINGS S): the full action set (Engage, air and stealth, Reorganize, leaders, All Pass). 21-27 Nov 1939.
    id: 'OP-S1',
    title: 'Northern Patrol',
    kind: 'TWO_PLAYER',
    map: 'MAIN',
    date: { year: 1939, month: 11, day: 21 },
    weather: 'BAD',
    initiative: 'GE',
    clock: 16,
    tfs: [
      tf('G1', 'GE', 'ge_grey', ['scharnhorst', 'gneisenau'], { kind: 'BOX', box: 'box_kiel', port: 'kiel' }),
      tf('B1', 'BR', 'br_brown', ['rawalpindi'], { kind: 'STATION', hex: '0906' }),
      tf('B2', 'BR', 'br_red', ['glasgow'], { kind: 'STATION', hex: '1006' }),
      tf('B3', 'BR', 'br_light_tan', ['nelson', 'rodney', 'devonshire'], { kind: 'BOX', box: 'box_clyde_liverpool', port: 'clyde_liverpool' }),
      tf('B4', 'BR', 'br_white', ['suffolk'], { kind: 'BOX', box: 'box_scapa_flow', port: 'scapa_flow' }),
    ],
    reinforcements: [{ id: 'A', side: 'BR', box: 'box_scapa_flow', port: 'scapa_flow', ships: ['hood', 'repulse'] }],
    leaders: [
      { leader: 'marschall', on: 'gneisenau' },
      { leader: 'raeder', on: 'kiel' },
      { leader: 'forbes', on: 'nelson' },
      { leader: 'pound', on: 'clyde_liverpool' },
    ],
    stealth: [
      { force: 'ge_uboat_1', at: 'uboat_box' },
      { force: 'br_sub_1', at: 'sub_reserve' },
    ],
    convoys: [],
    dds: [],
    battle: null,
    solo: null,
    victory: {
      defaultSchedule: ['BR', 'GE'],
      awards: [{ id: 'br_raiders_at_sea', to: 'BR', vp: 5, when: { kind: 'ON_MAP', tf: 'G1' } }],
      end: [
        { kind: 'COMPLETED', tf: 'G1', port: 'kiel' },
        { kind: 'ALL', of: [{ kind: 'SUNK', ship: 'scharnhorst' }, { kind: 'SUNK', ship: 'gneisenau' }] },
        { kind: 'CLOCK_ZERO' },
      ],
      decide: { kind: 'MOST_VP' },
    },
    specialRules: ['airbases in play: those printed with a year up to 1939 (p.8)'],
    prov: SUB,
  },
  {
    // OP-S2 (RULINGS S): CAMP-S1's second operation, after Operation Berlin (22 January - 22 March 1941). Lütjens
    // takes the two BCs that came through OP-S1 out of Kiel to raid the HX convoys and make for Brest, where
    // Admiral Hipper already lies; Tovey's Home Fleet watches the gaps, Ramillies escorts HX 106, and Force H
    // comes up from Gibraltar. The ships OP-S1 sank or damaged are not here (carry-over, RULINGS S).
    id: 'OP-S2',
    title: 'Operation Berlin',
    kind: 'TWO_PLAYER',
    map: 'MAIN',
    date: { year: 1941, month: 1, day: 23 },
    weather: 'BAD',
    initiative: 'GE',
    clock: 18,
    tfs: [
      tf('G1', 'GE', 'ge_grey', ['scharnhorst', 'gneisenau'], { kind: 'BOX', box: 'box_kiel', port: 'kiel' }),
      tf('G2', 'GE', 'ge_black', ['admiral_hipper'], { kind: 'BOX', box: 'box_brest', port: 'brest' }),
      tf('B1', 'BR', 'br_brown', ['king_george_v', 'nelson', 'rodney'], { kind: 'BOX', box: 'box_scapa_flow', port: 'scapa_flow' }),
      tf('B2', 'BR', 'br_red', ['glasgow', 'aurora'], { kind: 'STATION', hex: '0906' }),
      tf('B3', 'BR', 'br_light_tan', ['suffolk'], { kind: 'STATION', hex: '0704' }),
      tf('B4', 'BR', 'br_white', ['br_convoy_hx', 'ramillies'], { kind: 'TRAJECTORY', hexes: ['0010', '0110', '0210', '0310'] }),
    ],
    reinforcements: [
      { id: 'A', side: 'BR', box: 'box_gibraltar', port: 'gibraltar', ships: ['renown', 'ark_royal', 'sheffield'] },
      { id: 'B', side: 'BR', box: 'box_scapa_flow', port: 'scapa_flow', ships: ['repulse'] },
    ],
    leaders: [
      { leader: 'lutjens', on: 'gneisenau' },
      { leader: 'raeder', on: 'kiel' },
      { leader: 'tovey', on: 'king_george_v' },
      { leader: 'pound', on: 'clyde_liverpool' },
      { leader: 'somerville', on: 'renown' },
    ],
    stealth: [
      { force: 'ge_uboat_1', at: 'uboat_box' },
      { force: 'ge_uboat_2', at: 'uboat_box' },
      { force: 'br_sub_1', at: 'sub_reserve' },
    ],
    convoys: [{ ship: 'br_convoy_hx', dispersalAllowed: true, hitVP: 1, hitLimit: null, destination: 'clyde_liverpool' }],
    dds: [],
    battle: null,
    solo: null,
    victory: {
      // Both sides score the default schedule (sinkings, capital damage, convoy hits, the convoy home).
      defaultSchedule: ['BR', 'GE'],
      awards: [{ id: 'ge_raiders_in_brest', to: 'GE', vp: 4, when: { kind: 'COMPLETED', tf: 'G1', port: 'brest' } }],
      end: [
        { kind: 'COMPLETED', tf: 'G1', port: null },
        { kind: 'ALL', of: [{ kind: 'SUNK', ship: 'scharnhorst' }, { kind: 'SUNK', ship: 'gneisenau' }] },
        { kind: 'CLOCK_ZERO' },
      ],
      decide: { kind: 'MOST_VP' },
    },
    specialRules: ['airbases in play: those printed with a year up to 1941 (p.8)'],
    prov: SUB,
  },
  {
    // OP-S3 (RULINGS S): CAMP-S1's third operation, after Operation Rheinübung (18-27 May 1941). Bismarck and
    // Prinz Eugen sail from Bergen for the Atlantic and Brest, where the BCs of OP-S2 lie; Hood and Prince of
    // Wales wait at Hvalfjordur, Suffolk and Norfolk watch the Denmark Strait, Tovey sails from Scapa Flow with
    // Victorious, Rodney from the Clyde and Force H from Gibraltar.
    id: 'OP-S3',
    title: 'Rheinübung',
    kind: 'TWO_PLAYER',
    map: 'MAIN',
    date: { year: 1941, month: 5, day: 21 },
    weather: 'GOOD',
    initiative: 'GE',
    clock: 18,
    tfs: [
      tf('G1', 'GE', 'ge_grey', ['bismarck', 'prinz_eugen'], { kind: 'BOX', box: 'box_bergen', port: 'bergen' }),
      tf('G2', 'GE', 'ge_black', ['scharnhorst', 'gneisenau'], { kind: 'BOX', box: 'box_brest', port: 'brest' }),
      tf('B1', 'BR', 'br_brown', ['hood', 'prince_of_wales'], { kind: 'BOX', box: 'box_reykjavik', port: 'reykjavik' }),
      tf('B2', 'BR', 'br_red', ['suffolk', 'norfolk'], { kind: 'STATION', hex: '0704' }),
      tf('B3', 'BR', 'br_light_tan', ['king_george_v', 'victorious', 'repulse'], { kind: 'BOX', box: 'box_scapa_flow', port: 'scapa_flow' }),
      tf('B4', 'BR', 'br_white', ['manchester', 'birmingham'], { kind: 'STATION', hex: '0906' }),
      tf('B5', 'BR', 'br_yellow', ['rodney'], { kind: 'BOX', box: 'box_clyde_liverpool', port: 'clyde_liverpool' }),
    ],
    reinforcements: [{ id: 'A', side: 'BR', box: 'box_gibraltar', port: 'gibraltar', ships: ['renown', 'ark_royal', 'sheffield'] }],
    leaders: [
      { leader: 'lutjens', on: 'bismarck' },
      { leader: 'raeder', on: 'kiel' },
      { leader: 'tovey', on: 'king_george_v' },
      { leader: 'pound', on: 'clyde_liverpool' },
      { leader: 'somerville', on: 'renown' },
    ],
    stealth: [
      { force: 'ge_uboat_1', at: 'uboat_box' },
      { force: 'ge_uboat_2', at: 'uboat_box' },
      { force: 'br_sub_1', at: 'sub_reserve' },
    ],
    convoys: [],
    dds: [],
    battle: null,
    solo: null,
    victory: {
      defaultSchedule: ['BR', 'GE'],
      awards: [{ id: 'ge_bismarck_in_brest', to: 'GE', vp: 5, when: { kind: 'COMPLETED', tf: 'G1', port: 'brest' } }],
      end: [
        { kind: 'COMPLETED', tf: 'G1', port: null },
        { kind: 'SUNK', ship: 'bismarck' },
        { kind: 'CLOCK_ZERO' },
      ],
      decide: { kind: 'MOST_VP' },
    },
    specialRules: ['airbases in play: those printed with a year up to 1941 (p.8)'],
    prov: SUB,
  },
];

// ------------------------------------------------------------------ campaign (p.8, p.10, p.12, p.29; CAMP-S1, RULINGS S)

const CAMPAIGN_FIELDS: readonly CampaignField[] = ['operations', 'escortPool', 'repair', 'portChecks', 'carryOver', 'victory', 'leaders', 'convoys'];

export const CAMPAIGN_ROWS: readonly CampaignRow[] = [
  {
    // The campaign's operations are in the missing Two-Player book. CAMP-S1 links three substitute operations
    // in date order (RULINGS.md S): Northern Patrol (Nov 1939), Operation Berlin (Jan 1941), Rheinübung (May 1941).
    id: 'CAMP-S1',
    title: 'Substitute campaign',
    operations: ['OP-S1', 'OP-S2', 'OP-S3'],
    escortPool: { BR: 6, GE: 2 },
    repair: { missOperations: 1 },
    portChecks: ['brest', 'bordeaux'],
    // p.29 "Si se trata de una operación de una campaña, pueden volver al juego en una operación posterior".
    carryOver: { onMapAtEnd: 'AS_COMPLETED', completedReturn: true },
    victory: 'CUMULATIVE_VP',
    leaders: 'RESET_PER_OPERATION',
    convoys: 'UNDISPERSED_AT_START',
    prov: prov(CAMPAIGN_FIELDS, S, { leaders: R, convoys: R, portChecks: D }),
  },
];

// ------------------------------------------------------------------ named but missing (p.1, p.2, p.9, p.12, index)

export const MISSING_SCENARIO_ROWS: readonly MissingScenarioRow[] = [
  { id: 'N1', book: 'UNKNOWN', kind: 'UNKNOWN', count: 1, known: 'Norwegian Sea inset; the player lays mines in the hexes with Bud and Åndalsnes', page: 'p.9' },
  { id: 'MS5', book: 'TWO_PLAYER', kind: 'MINI', count: 1, known: 'battle board only; the shore battery deploys in a zone the scenario gives', page: 'p.12' },
  { id: 'TUTORIAL_BOOK', book: 'TUTORIAL', kind: 'TUTORIAL', count: null, known: 'single-player episodes telling the first month of the war', page: 'p.1' },
  { id: 'SOLITAIRE_BOOK', book: 'SOLITAIRE', kind: 'SOLITAIRE', count: 15, known: 'fifteen scenarios against the imaginary player', page: 'p.1 "quince escenarios"' },
  { id: 'MINI_SCENARIOS', book: 'TWO_PLAYER', kind: 'MINI', count: null, known: 'played entirely on the battle board', page: 'p.1', unverified: '12 in public listings' },
  { id: 'CAMPAIGN_OPERATIONS', book: 'TWO_PLAYER', kind: 'OPERATION', count: null, known: 'linked operations; port checks (Two-Player book p.57); escort pool (pp.5-35)', page: 'p.1, p.8, index', unverified: '9 in public listings' },
];
