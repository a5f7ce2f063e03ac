import type { Ctx, Game } from 'boardgame.io';
import { copyPlain, shareUnchanged } from '../common/data';
import { illegal } from '../common/illegal';
import { legalActions } from './rules/actions';
import { chooseConvoy, declareZone, discardCard, discardHand, distributeSpoils, newGame, play, stormTarget, supply, type StormTarget } from './rules/flow';
import type { PlaySpec } from './rules/play';
import { newSoloGame, soloPlace, soloResolve, soloWithdraw, soloZone, type SoloPlaceSpec, type SoloResolveChoice } from './rules/solo';
import type { AsState, Rng, Seat, Zone, ZoneDecl } from './rules/types';
import { optionsSchema, playerCountOk } from './options';
import { playerView } from './view';

export const SLUG = 'atlantic-storm';

interface RandomApi {
  D6(): number;
  Shuffle<T>(deck: T[]): T[];
}

function rngOf(random: RandomApi): Rng {
  return { d6: () => random.D6(), shuffle: (items) => random.Shuffle(items) };
}

type Ctx2 = { G: AsState; ctx: Ctx; playerID: Seat; random: RandomApi; events: { setActivePlayers(arg: string[]): void } };

/**
 * boardgame.io hands moves an immer draft. The rules mutate plain objects many times per move, which is
 * slow through proxies, so when the draft is still untouched we run the rules on a plain copy of its
 * base state and return that copy (immer accepts a returned replacement). Log entries are immutable and
 * shared. If the base cannot be reached, the rules simply run on the draft.
 */
const IMMER_STATE = Symbol.for('immer-state');
/** immer's draft bookkeeping: development builds name the fields, the production build minifies them. */
interface DraftState {
  modified_?: boolean;
  base_?: AsState;
  g?: boolean;
  u?: AsState;
}
function draftInfo(G: AsState): { modified: boolean; base: AsState | undefined } | null {
  const st = (G as unknown as Record<symbol, DraftState | undefined>)[IMMER_STATE];
  if (!st) return null;
  if ('base_' in st) return { modified: !!st.modified_, base: st.base_ };
  return { modified: !!st.g, base: st.u };
}

function detach(G: AsState): AsState | null {
  const st = draftInfo(G);
  if (!st || st.modified || !st.base) return null;
  return cloneState(st.base);
}

function baseOf(G: AsState): AsState {
  return (draftInfo(G) as { base: AsState }).base;
}

export function cloneState(G: AsState): AsState {
  return {
    ...G,
    log: G.log.slice(), // strings: immutable
    secret: { ...G.secret, soloDeck: { ...G.secret.soloDeck }, soloDiscard: { ...G.secret.soloDiscard } }, // piles are strings
    pub: { ...G.pub }, // entries are replaced, never mutated (syncPublic)
    battle: copyPlain(G.battle),
    prompt: G.prompt, // replaced, never mutated
    players: copyPlain(G.players),
    solo: copyPlain(G.solo),
    // counts, soloPub and result are replaced, never mutated; cut, flags and seats never change.
  };
}

/** Wrap a rules function as a long-form move: server-only, not undoable (draws, shuffles, rolls). */
function move<A extends unknown[]>(fn: (G: AsState, seat: Seat, ...rest: [...A, Rng]) => string | undefined, extra: { redact?: boolean } = {}) {
  return {
    move: ({ G, ctx, playerID, random, events }: Ctx2, ...args: A) => {
      const work = detach(G);
      const why = fn(work ?? G, playerID, ...args, rngOf(random));
      if (why) return illegal(why);
      actOn(work ?? G, events, ctx);
      // Unchanged parts become the base's own (frozen) subtrees; the rest is frozen, as immer would freeze it.
      return work ? (shareUnchanged(work, baseOf(G), true) as AsState) : undefined;
    },
    client: false,
    undoable: false,
    ...extra,
  };
}

/** The seat the game waits for is the only active player (one decision at a time). */
function actOn(G: AsState, events: Ctx2['events'], ctx?: Ctx): void {
  const next = G.prompt && !G.result ? [G.prompt.seat] : [];
  const now = ctx?.activePlayers ? Object.keys(ctx.activePlayers) : null;
  if (now && now.length === next.length && now.every((s, i) => s === next[i])) return; // unchanged
  events.setActivePlayers(next);
}

export const game: Game<AsState> = {
  name: SLUG,
  minPlayers: 1,
  maxPlayers: 6,
  disableUndo: true,

  validateSetupData: (setupData: { options?: unknown } | undefined, numPlayers: number) => {
    const parsed = optionsSchema.safeParse(setupData?.options ?? {});
    if (!parsed.success) return parsed.error.issues.map((i) => i.message).join('; ');
    return playerCountOk(parsed.data, numPlayers);
  },

  setup: ({ ctx, random }, setupData?: { options?: unknown }) => {
    const options = optionsSchema.parse(setupData?.options ?? {});
    const rng = rngOf(random as unknown as RandomApi);
    if (options.mode === 'solitaire') return newSoloGame(ctx.playOrder[0], options.soloSide, rng);
    return newGame(
      {
        seats: [...ctx.playOrder],
        mode: options.mode,
        dealer: options.dealer,
        flags:
          options.mode === 'advanced'
            ? { convoySelection: options.convoySelection ?? true, discardHand: options.discardHand ?? true, divideSpoils: options.divideSpoils ?? true }
            : undefined,
      },
      rng,
    );
  },

  moves: {
    /** §14: keep one of the two convoys you drew. */
    chooseConvoy: move<[string]>((G, s, id, rng) => chooseConvoy(G, s, id, rng)),
    /** §6: the round leader declares 'air' | 'surface' | 'sub' | 'combined'. */
    declareZone: move<[ZoneDecl]>((G, s, z, rng) => declareZone(G, s, z, rng)),
    /** §6-§10: play cards of one side: { cards, attach?, admiral? }. */
    play: move<[PlaySpec]>((G, s, spec, rng) => play(G, s, spec, rng)),
    /** §6: discard one card (hidden from the others, A-20); at a delayed turn, the intelligence card. */
    discard: move<[string]>((G, s, id, rng) => discardCard(G, s, id, rng), { redact: true }),
    /** §14: discard the whole hand (advanced). */
    discardHand: move<[]>((G, s, rng) => discardHand(G, s, rng)),
    /** §9: after a storm hit: null | { cancel: playNo } | { skip: seat }. */
    stormTarget: move<[StormTarget]>((G, s, t, rng) => stormTarget(G, s, t, rng)),
    /** §10: refuel a card of the winning side (its id) or null. */
    supply: move<[string | null]>((G, s, t, rng) => supply(G, s, t, rng)),
    /** §14: { [seat]: cardIds } giving out the convoy and the destroyed cards. */
    distributeSpoils: move<[Record<Seat, string[]>]>((G, s, a, rng) => distributeSpoils(G, s, a, rng), { redact: true }),
    /** §15 step 5: one zone or two combined. */
    soloZone: move<[Zone[]]>((G, s, z, rng) => soloZone(G, s, z, rng)),
    /** §15 steps 7-8 / 12: place cards and announce specials. */
    soloPlace: move<[SoloPlaceSpec]>((G, s, spec, rng) => soloPlace(G, s, spec, rng)),
    /** §15 step 13: targets of your special card: { cancel: ids } or { zones }. */
    soloResolve: move<[SoloResolveChoice]>((G, s, c, rng) => soloResolve(G, s, c, rng)),
    /** §15 step 13: the side without initiative withdraws placed cards worth 0. */
    soloWithdraw: move<[string[]]>((G, s, ids, rng) => soloWithdraw(G, s, ids, rng)),
  },

  // The whole game is one boardgame.io turn; ctx.activePlayers always holds exactly the seat the game
  // is waiting for (G.prompt.seat), set after every move. (Ending a turn per decision would cost two
  // extra hook runs per action.)
  turn: {
    onBegin: ({ G, events }) => actOn(G, events as unknown as Ctx2['events']),
  },

  endIf: ({ G }) => (G.result ? { winners: G.result.winners, points: G.result.points } : undefined),

  playerView: ({ G, playerID }) => playerView({ G, playerID }),

  events: {
    endGame: false,
    endPhase: false,
    endTurn: false,
    setPhase: false,
    endStage: false,
    setStage: false,
    pass: false,
    setActivePlayers: false,
  },

  ai: {
    enumerate: (G: AsState, _ctx: Ctx, playerID: Seat) => legalActions(G, playerID).map((a) => ({ move: a.move, args: a.args })),
  },
};
