/**
 * Set-up: the Spring 1935 position from the tables [2.21, 4.13A, 6.22, 6.32, 11.22, 11.63, 12.21, 14.9, 15.51,
 * 19.3, 20.41, 24.21]. Nothing secret and nothing random: the deck is the set of all 144 cards; the
 * Spanish civil-war tile [4.14B] and the first cards are drawn by the first action (DESIGN.md §2). Pure.
 */
import type { Seat } from '../../common/decision';
import {
  CIVIL_WARS,
  COUNTRIES,
  DECK,
  INITIAL_RESULTS,
  INITIAL_TRACKS,
  POWER,
  POWER_IDS,
  SEATINGS,
  TILE_SUPPLY,
  GARRISON,
  type Alliance,
  type CivilWarCountry,
  type CountryId,
  type Power,
} from '../data';
import { resultSteps } from '../data';
import { garrisonSupport } from './garrison';
import { ownerAlliance, trackKey } from './results';
import type { Am, CivilWarState, CountryState, GState, PowerState, PrivateSeat } from './types';

interface GameOptions {
  /** Show the unplayed extra events when they are discarded (the English rules) instead of discarding them unseen (ruling R-03). */
  revealUnplayedEvents: boolean;
  /** Score as if war broke out at the end of this turn (substitute G-14); null: only war ends the game. */
  turnCap?: number | null;
}

/** The AM pool of the set-up [12.21]: value-3, -2, -1, -0 markers and shipyard markers. */
function startingAms(p: Power): Am[] {
  const pool = POWER[p].amPool;
  const out: Am[] = [];
  const add = (n: number, v: Am['v'], use: Am['use']) => {
    for (let i = 0; i < n; i++) out.push({ v, use, src: 'start' });
  };
  add(pool.v3, 3, 'any');
  add(pool.v2, 2, 'any');
  add(pool.v1, 1, 'any');
  add(pool.v0, 0, 'any');
  add(pool.shipyard, 1, 'navalOnly');
  return out;
}

function startingPower(p: Power): PowerState {
  const row = POWER[p];
  return {
    tiles: TILE_SUPPLY.heldAtStart,
    support: 0,
    supportFromCrisis: 0,
    deficit: 0,
    lastDeficit: 0,
    factories: { ...row.factories },
    active: { ...row.activeUnits },
    reserve: { armor: 0, infantry: 0, air: 0 },
    arriving: [],
    mobilizations: row.mobilizationsAtStart,
    lastMobilization: null,
    navalIncreases: 0,
    armorMobilized: 0,
    navalRate: row.navalRate,
    ams: startingAms(p),
    amUsed: [],
    ships: [],
    launched: { CVL: row.carriersAtStart, BB3: 0, BB4: 0, BB5: 0 },
    modernStarted: 0,
    timed: [],
  };
}

/** The Spring 1935 position for `seats` seats (2-5) [2.21]. */
export function newGame(seats: readonly Seat[], options: GameOptions): GState {
  const seating = SEATINGS.find((s) => s.players === seats.length);
  if (!seating) throw new Error(`Gathering Storm takes 2-5 players, not ${seats.length} [2.21]`);
  const seatOf = {} as Record<Power, Seat>;
  const seatPowers: Record<Seat, Power[]> = {};
  seating.seats.forEach((powers, i) => {
    seatPowers[seats[i]] = POWER_IDS.filter((p) => powers.includes(p));
    for (const p of powers) seatOf[p] = seats[i];
  });

  const countries = {} as Record<CountryId, CountryState>;
  for (const c of COUNTRIES) {
    const flags: Power[] = [];
    for (const p of POWER_IDS) for (let i = 0; i < (c.initialFlags[p] ?? 0); i++) flags.push(p);
    countries[c.id] = { flags };
  }
  const civilWars = {} as Record<CivilWarCountry, CivilWarState>;
  for (const cw of CIVIL_WARS) civilWars[cw.id] = { markers: typeof cw.startMarkers === 'number' ? cw.startMarkers : 0, pool: [], active: false, over: false };

  const results: Record<string, number> = {};
  const sheets: Partial<Record<Alliance, Record<string, number>>> = { AXIS: {}, ALLIES: {}, RUSSIA: {} };
  for (const r of INITIAL_RESULTS) {
    results[trackKey(r.project, r.owner)] = resultSteps(r.project, r.owner).filter((s) => r.steps >= s).length;
    sheets[ownerAlliance(r.owner)]![trackKey(r.project, r.owner)] = r.steps;
  }

  const players: Record<Seat, PrivateSeat> = {};
  for (const s of seats) {
    const research: PrivateSeat['research'] = {};
    for (const p of seatPowers[s]) research[POWER[p].alliance] = { ...sheets[POWER[p].alliance] };
    const intel: PrivateSeat['intel'] = {};
    for (const a of Object.keys(research) as Alliance[]) intel[a] = { covertOperation: 0, counterIntelligence: 0, subversion: 0, counted: {} };
    players[s] = { powers: Object.fromEntries(seatPowers[s].map((p) => [p, { hand: [], held: [], discarded: [] }])), research, drafts: {}, intel };
  }

  const powers = Object.fromEntries(POWER_IDS.map((p) => [p, startingPower(p)])) as Record<Power, PowerState>;
  const G: GState = {
    players,
    secret: { deck: DECK.map((c) => c.id).sort((a, b) => a - b), hiddenDiscard: [], stack: [{ f: 'start', step: 'ask' }] },
    seatOf,
    seatPowers,
    options: { players: seats.length, revealUnplayedEvents: options.revealUnplayedEvents, turnCap: options.turnCap ?? null },
    turn: INITIAL_TRACKS.turn,
    step: 'start',
    pending: null,
    waiting: [],
    started: false,
    climate: INITIAL_TRACKS.climate,
    eai: { permanent: INITIAL_TRACKS.eai, temporary: 0 },
    tilePool: { 1: TILE_SUPPLY.faceDownPerValueAtStart, 2: TILE_SUPPLY.faceDownPerValueAtStart, 3: TILE_SUPPLY.faceDownPerValueAtStart },
    events: {
      publicCard: null,
      revealed: [],
      discard: [],
      hiddenDiscards: 0,
      handCounts: {},
      extraDraws: [],
      atomicAllowed: false,
      supportThisTurn: {},
      economic: {},
      researchDouble: null,
    },
    powers,
    countries,
    civilWars,
    russia: {
      purgeEvents: INITIAL_TRACKS.purgeEvents,
      garrisonSupport: 0,
      siberian: { ...GARRISON.siberianUnitsAtStart },
      purgeCard: null,
      researchBan: false,
      diplomacyBan: false,
      purgeDeck: [...INITIAL_TRACKS.purgeDeck].sort(),
      setAside: null,
      builtThisTurn: 0,
      resultsThisTurn: 0,
    },
    results,
    spyNetworks: [],
    diplomacy: {
      round: null,
      ak: null,
      markers: [],
      values: false,
      disputes: [],
      access: [],
      greekRebels: null,
      bonus: [],
      bonusNext: [],
      threat: [],
      covert: [],
      subversion: [],
      placedInD1: [],
      startTiles: {},
      events: [],
    },
    cwRpUsed: [],
    civilWarWinners: {},
    spyToPlace: [],
    aggressions: [],
    pact: { status: 'never' },
    crisis: { list: [], aggressionThisTurn: false, gerOnUssr: false },
    amNextTurn: [],
    polishUnits: 0,
    transfers: 0,
    war: null,
    revealed: {},
  };
  G.russia.garrisonSupport = garrisonSupport(G);
  return G;
}
