/**
 * The calendar [2.31, 2.41] and the sequence of play [7] as data: the printed summary of [7.31] expanded with
 * the timing rules of [9.4, 13.12, 21.23, 24.55, 26.11]. Steps that the summary does not print but the timing
 * rules require (the start of turn, the support computation, the reveals, the end of turn) are `derived`.
 *
 * `procedure` names the file under `rules/` that will carry the step (see DESIGN.md); `mode` says how seats
 * act: `auto` (the engine alone), `simultaneous` (every concerned power commits, then one reveal),
 * `sequential` (one power after another in `order`), `shared` (the powers of an alliance build one draft).
 */
import type { Power, Prov, Provenance, Season } from './types';

const R: Provenance = 'rulebook';
const D: Provenance = 'derived';

export interface CalendarRow {
  id: 'calendar';
  startYear: number;
  seasons: readonly Season[];
  /** No last turn: the game ends when war breaks out [2.31, 33.11]. */
  lastTurn: number | null;
  rule: string;
  prov: Prov<CalendarRow>;
}

export const CALENDAR: CalendarRow = {
  id: 'calendar',
  startYear: 1935,
  seasons: ['spring', 'summer', 'autumn', 'winter'],
  lastTurn: null,
  rule: '[2.31, 2.41]',
  prov: { startYear: R, seasons: R, lastTurn: R },
};

/** Order of play within each phase unless a rule says otherwise [7.21]. */
export const ORDER_OF_PLAY: readonly Power[] = ['GER', 'ITA', 'GBR', 'FRA', 'USSR'];

export type Phase = 'randomEvents' | 'income' | 'economic' | 'diplomatic' | 'crisis' | 'endOfTurn';

export interface SequenceStepRow {
  id: string;
  phase: Phase;
  /** English name of the step. */
  name: string;
  mode: 'auto' | 'simultaneous' | 'sequential' | 'shared';
  /** Powers that act, in order when sequential; empty for automatic steps. */
  order: readonly Power[];
  /** Orders stay secret until this step (simultaneous secret steps) [13.11, 13.12]. */
  revealedAt?: string;
  procedure: string;
  rule: string;
  prov: Prov<SequenceStepRow>;
}

const printed: Prov<SequenceStepRow> = { phase: R, name: R, mode: R, order: R, revealedAt: R, procedure: D };
const timing: Prov<SequenceStepRow> = { phase: D, name: D, mode: D, order: D, revealedAt: D, procedure: D };
const ALL = ORDER_OF_PLAY;

export const TURN_SEQUENCE: readonly SequenceStepRow[] = [
  // ---- A. random events [7.31, 8, 9]
  { id: 'startOfTurn', phase: 'randomEvents', name: 'Start of turn: expire effects, EAI decay, arrivals in the Reserve', mode: 'auto', order: [], procedure: 'start-of-turn', rule: '[23.25, 14.81, 10.31]', prov: timing },
  { id: 'publicCard', phase: 'randomEvents', name: 'Turn the public card: economic trend and general event', mode: 'auto', order: [], procedure: 'random-events', rule: '[9.12, 9.21, 9.31, 11.33]', prov: printed },
  { id: 'deal', phase: 'randomEvents', name: 'Deal one card to each power, plus extra cards', mode: 'auto', order: [], procedure: 'random-events', rule: '[9.12-9.15]', prov: printed },
  { id: 'purgeCard', phase: 'randomEvents', name: 'Russia draws a purge card', mode: 'auto', order: [], procedure: 'purges', rule: '[7.31, 22.41]', prov: printed },
  { id: 'chooseEvents', phase: 'randomEvents', name: 'Choose which extra events to play', mode: 'simultaneous', order: ALL, procedure: 'random-events', rule: '[9.13]', prov: timing },
  { id: 'revealPublicEvents', phase: 'randomEvents', name: 'Reveal the public random events', mode: 'auto', order: [], procedure: 'random-events', rule: '[7.31, 9.31, 9.41E, 22.51A, 25.31A]', prov: printed },
  { id: 'supportLevels', phase: 'randomEvents', name: 'Support levels from zero; Russian garrison check', mode: 'auto', order: [], procedure: 'support', rule: '[10.3, 21.23A]', prov: timing },
  // ---- B. income [11]
  { id: 'economicEvents', phase: 'income', name: 'National economic events manifest', mode: 'auto', order: [], procedure: 'income', rule: '[9.41A]', prov: timing },
  { id: 'income', phase: 'income', name: 'Determine income (random tile draws)', mode: 'simultaneous', order: ALL, procedure: 'income', rule: '[7.31, 11, 9.41E]', prov: printed },
  // ---- C. economic: three secret segments, one reveal [13]
  { id: 'industrial', phase: 'economic', name: 'Industrial segment: factory conversion', mode: 'simultaneous', order: ALL, revealedAt: 'economicReveal', procedure: 'industry', rule: '[13.11A, 14.51]', prov: printed },
  { id: 'research', phase: 'economic', name: 'Research segment: AMs and research points', mode: 'shared', order: ALL, revealedAt: 'economicReveal', procedure: 'research', rule: '[13.11B, 15]', prov: printed },
  { id: 'construction', phase: 'economic', name: 'Construction segment: units and ships', mode: 'simultaneous', order: ALL, revealedAt: 'economicReveal', procedure: 'construction', rule: '[13.11C, 18.31, 19.12]', prov: printed },
  { id: 'economicReveal', phase: 'economic', name: 'Reveal conversions, research results, construction', mode: 'auto', order: [], procedure: 'economic-reveal', rule: '[13.12, 15.22C, 9.41B-C]', prov: printed },
  { id: 'spyNetworks', phase: 'economic', name: 'Place spy networks from espionage results', mode: 'sequential', order: ALL, procedure: 'intelligence', rule: '[16.16B, 15.63]', prov: timing },
  { id: 'garrisonAfterEconomy', phase: 'economic', name: 'Russian garrison check (military markers)', mode: 'auto', order: [], procedure: 'garrison', rule: '[21.23B]', prov: timing },
  // ---- D. diplomatic [24, 25]
  { id: 'diplomacyStart', phase: 'diplomatic', name: 'Secret support events used now are revealed; Anti-Komintern value', mode: 'auto', order: [], procedure: 'diplomacy', rule: '[9.41E, 24.32]', prov: timing },
  { id: 'placeAxisFirst', phase: 'diplomatic', name: 'Axis first placement (and Anti-Komintern)', mode: 'sequential', order: ['GER', 'ITA'], procedure: 'diplomacy', rule: '[24.55A, 24.3]', prov: printed },
  { id: 'greekRebels', phase: 'diplomatic', name: 'Who backs the Greek rebels this turn', mode: 'sequential', order: ['USSR'], procedure: 'civil-war', rule: '[25.42A]', prov: timing },
  { id: 'placeRussia', phase: 'diplomatic', name: 'Russian placement', mode: 'sequential', order: ['USSR'], procedure: 'diplomacy', rule: '[24.55B]', prov: printed },
  { id: 'placeAllies', phase: 'diplomatic', name: 'Allied placement', mode: 'sequential', order: ['GBR', 'FRA'], procedure: 'diplomacy', rule: '[24.55C]', prov: printed },
  { id: 'placeAxisSecond', phase: 'diplomatic', name: 'Axis second placement', mode: 'sequential', order: ['ITA', 'GER'], procedure: 'diplomacy', rule: '[24.55D]', prov: printed },
  { id: 'revealDiplomacy', phase: 'diplomatic', name: 'Reveal diplomatic events and marker values', mode: 'auto', order: [], procedure: 'diplomacy', rule: '[7.31, 24.81A, 24.83C]', prov: printed },
  { id: 'covertOperations', phase: 'diplomatic', name: 'Covert operations, counterintelligence, Russian subversion', mode: 'sequential', order: ALL, procedure: 'intelligence', rule: '[7.31, 16.16A, 16.16H]', prov: printed },
  { id: 'resolveDiplomacy', phase: 'diplomatic', name: 'Resolve diplomacy and civil wars; pay markers; garrison check', mode: 'auto', order: [], procedure: 'diplomacy', rule: '[7.31, 24.81-24.83, 25.53, 24.52C, 10.91D]', prov: printed },
  // ---- E. crisis [26-32]
  { id: 'aggressions', phase: 'crisis', name: 'Axis aggressions', mode: 'sequential', order: ['GER', 'ITA'], procedure: 'crisis', rule: '[7.31, 26.11A, 27]', prov: printed },
  { id: 'crisisResponses', phase: 'crisis', name: 'Allied response, resistance, Axis response, ultimatum, brink', mode: 'sequential', order: ['GBR', 'FRA', 'USSR', 'GER', 'ITA'], procedure: 'crisis', rule: '[26.11B-F, 27.5-27.8, 28.5]', prov: timing },
  { id: 'resolveAggressions', phase: 'crisis', name: 'Resolve the Axis aggressions', mode: 'auto', order: [], procedure: 'aggression-effects', rule: '[26.11G, 29, 30]', prov: printed },
  { id: 'revealSecretSupport', phase: 'crisis', name: 'Reveal every remaining secret support event', mode: 'auto', order: [], procedure: 'support', rule: '[9.41E, 32.82]', prov: timing },
  { id: 'declarations', phase: 'crisis', name: 'Allied and preventive declarations of war', mode: 'simultaneous', order: ['GER', 'GBR', 'FRA', 'USSR'], procedure: 'declarations', rule: '[7.31, 26.12, 32]', prov: printed },
  // ---- end of turn
  { id: 'endOfTurn', phase: 'endOfTurn', name: 'Discards, deficits, 21-tile cap, end of game check', mode: 'auto', order: [], procedure: 'end-of-turn', rule: '[8.43, 10.41C, 6.33, 22.51B, 33.11]', prov: timing },
];

/**
 * The rules procedures the engine will have, one file each under `rules/` (DESIGN.md), with the rulebook
 * sections each one carries. A design table: `derived` from the rulebook's chapter structure.
 */
export interface ProcedureRow {
  id: string;
  /** What it does. */
  name: string;
  /** `step`: runs in sequence steps; `calculator`: a pure function other procedures call. */
  kind: 'step' | 'calculator';
  rule: string;
  prov: Prov<ProcedureRow>;
}

const proc: Prov<ProcedureRow> = { name: D, kind: D };

export const PROCEDURES: readonly ProcedureRow[] = [
  { id: 'setup', name: 'Spring 1935 position, seats, decks (nothing secret)', kind: 'step', rule: '[2.21, 4.13A, 4.14B, 6.22, 6.32, 9.11, 11.22, 11.63, 12.21, 14.9, 15.51, 20.41, 22.44A, 24.21]', prov: proc },
  { id: 'start-of-turn', name: 'Expire and activate timed effects, EAI decay, Reserve arrivals', kind: 'step', rule: '[10.31, 14.81, 23.25, 27.62, 27.72, 27.82]', prov: proc },
  { id: 'random-events', name: 'Public card, trend, deal, extra cards, choose and reveal events', kind: 'step', rule: '[8, 9, 11.33]', prov: proc },
  { id: 'purges', name: 'Purge card draw, purge events, cohesion', kind: 'step', rule: '[22]', prov: proc },
  { id: 'support', name: 'Support levels from zero; secret support events', kind: 'step', rule: '[9.41E, 10]', prov: proc },
  { id: 'income', name: 'Random tiles, national income, maintenance', kind: 'step', rule: '[6.2, 11, 17.1]', prov: proc },
  { id: 'industry', name: 'Factory conversion and mobilization orders', kind: 'step', rule: '[13.21, 14]', prov: proc },
  { id: 'research', name: 'Research drafts of the alliances, events, reallocation', kind: 'step', rule: '[15, 16]', prov: proc },
  { id: 'construction', name: 'Unit and naval construction orders', kind: 'step', rule: '[17, 18, 19]', prov: proc },
  { id: 'economic-reveal', name: 'Apply and reveal the economic phase', kind: 'step', rule: '[13.12, 15.22C, 9.41B-C]', prov: proc },
  { id: 'intelligence', name: 'Spy networks, covert operations, counterintelligence, subversion', kind: 'step', rule: '[16.16, 24.551]', prov: proc },
  { id: 'diplomacy', name: 'Anti-Komintern, placement rounds, reveal, resolution, payment', kind: 'step', rule: '[24]', prov: proc },
  { id: 'civil-war', name: 'Civil-war tracks, outbreak, rebel backers, resolution, end', kind: 'step', rule: '[25]', prov: proc },
  { id: 'crisis', name: 'Aggressions, responses, back down, ultimatum, brink', kind: 'step', rule: '[26, 27, 28.5]', prov: proc },
  { id: 'aggression-effects', name: 'Resolve German and Italian aggressions and their effects', kind: 'step', rule: '[29, 30]', prov: proc },
  { id: 'pact', name: 'Nazi-Soviet pact: window, concession level, territories, break', kind: 'step', rule: '[31]', prov: proc },
  { id: 'declarations', name: 'Declarations of war: thresholds, preventive and reactive', kind: 'step', rule: '[32]', prov: proc },
  { id: 'end-of-turn', name: 'Discards, deficits, tile cap, secret purges, end check', kind: 'step', rule: '[6.33, 8.43, 10.41C, 22.51B, 33.1]', prov: proc },
  { id: 'final-scoring', name: 'Final research, VP, winner', kind: 'step', rule: '[33.2, 34]', prov: proc },
  { id: 'bop', name: 'Balance of power by category, battleship race', kind: 'calculator', rule: '[19.9, 20]', prov: proc },
  { id: 'garrison', name: 'Russian garrison and requirement; its checkpoints CK-1 to CK-6', kind: 'step', rule: '[21, 10.91D]', prov: proc },
  { id: 'eai', name: 'European Aggression Index', kind: 'calculator', rule: '[23]', prov: proc },
  { id: 'resistance', name: 'Minor-country resistance', kind: 'calculator', rule: '[28]', prov: proc },
  { id: 'trade-pacts', name: 'Trade-pact holders', kind: 'calculator', rule: '[11.6]', prov: proc },
];
