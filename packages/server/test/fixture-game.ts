/**
 * A small hidden-information game used only by the platform tests: every seat holds a secret hand
 * drawn from a secret deck; a turn plays one card face up (or face down, with secret args) and may
 * roll a die. Scores are public. It exercises everything the host must protect.
 */
import type { Game } from 'boardgame.io';
import { z } from 'zod';
import { illegal, refuse, type GameModule } from '@quarterdeck/games';

export interface FixtureG {
  secret: { deck: number[] };
  players: Record<string, { hand: number[] }>;
  table: Array<{ seat: string; card: number | null; faceDown: boolean }>;
  scores: Record<string, number>;
  rolls: number[];
  handSizes: Record<string, number>;
  deckSize: number;
  /** Face-down cards, known only to the server until the end. */
  hidden?: undefined;
}

const Options = z.object({ handSize: z.number().int().min(1).max(5).default(3), target: z.number().int().min(1).max(200).default(30) }).strict();
type Options = z.infer<typeof Options>;

// Distinctive numbers so a leaked card is easy to spot in a raw frame.
export const DECK = Array.from({ length: 40 }, (_, i) => 7000 + i);

const game: Game<FixtureG> = {
  name: 'fixture',
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  setup: ({ ctx, random }, setupData?: { options?: Options }) => {
    const opts = Options.parse(setupData?.options ?? {});
    const deck = random.Shuffle(DECK);
    const players: FixtureG['players'] = {};
    const scores: Record<string, number> = {};
    const handSizes: Record<string, number> = {};
    for (const p of ctx.playOrder) {
      players[p] = { hand: deck.splice(0, opts.handSize) };
      scores[p] = 0;
      handSizes[p] = opts.handSize;
    }
    return { secret: { deck }, players, table: [], scores, rolls: [], handSizes, deckSize: deck.length, target: opts.target } as FixtureG;
  },
  moves: {
    play: {
      client: false,
      undoable: false,
      move: ({ G, playerID, events, log }: any, card: unknown) => {
        log.setMetadata(undefined); // (boardgame.io keeps the last move's metadata in the state it starts from)
        const hand = G.players[playerID].hand;
        // A coded refusal: the client words 'fixture:refusals.notInHand' with the card.
        if (typeof card !== 'number' || !hand.includes(card))
          return illegal(refuse('notInHand', 'You can only play a card from your hand.', { card: String(card) }));
        hand.splice(hand.indexOf(card), 1);
        G.table.push({ seat: playerID, card, faceDown: false });
        G.scores[playerID] += card % 10;
        draw(G, playerID);
        events.endTurn();
      },
    },
    playFaceDown: {
      client: false,
      redact: true,
      undoable: false,
      move: ({ G, playerID, events, log }: any, card: unknown) => {
        log.setMetadata(undefined); // (boardgame.io keeps the last move's metadata in the state it starts from)
        const hand = G.players[playerID].hand;
        if (typeof card !== 'number' || !hand.includes(card)) return illegal('You can only play a card from your hand.');
        hand.splice(hand.indexOf(card), 1);
        G.table.push({ seat: playerID, card, faceDown: true });
        draw(G, playerID);
        events.endTurn();
      },
    },
    // Reveals nothing, draws nothing: its player may take it back until someone acts (the platform's undo),
    // marked in its log entry as the game kit marks an undoable move.
    tap: {
      client: false,
      undoable: false,
      move: ({ G, playerID, events, log }: any) => {
        G.taps = { ...(G.taps ?? {}), [playerID]: ((G.taps ?? {})[playerID] ?? 0) + 1 };
        log.setMetadata({ events: [{ kind: 'tap', seat: playerID }], undo: true });
        events.endTurn();
      },
    },
    roll: {
      undoable: false,
      move: ({ G, playerID, random, events, log }: any) => {
        log.setMetadata(undefined);
        const r = random.D6();
        G.rolls.push(r);
        G.scores[playerID] += r;
        events.endTurn();
      },
    },
  },
  // Clients may call only events set to true here (the host's rule); moves may still call endTurn.
  events: { endGame: false, pass: true },
  endIf: ({ G, ctx }) => {
    const target = (G as any).target as number;
    const best = ctx.playOrder.filter((p) => G.scores[p] >= target);
    if (best.length) return { winner: best[0] };
    if (G.deckSize === 0 && ctx.playOrder.every((p) => G.players[p].hand.length === 0)) return { draw: true };
  },
  playerView: ({ G, playerID }) => ({
    ...G,
    secret: undefined,
    players: playerID !== null && G.players[playerID] ? { [playerID]: G.players[playerID] } : {},
    table: G.table.map((t) => (t.faceDown && t.seat !== playerID ? { ...t, card: null } : t)),
  }),
  ai: {
    enumerate: (G, ctx, playerID) => {
      const hand = G.players[playerID]?.hand ?? [];
      return [...hand.map((c) => ({ move: 'play', args: [c] })), { move: 'roll', args: [] }];
    },
  },
};

function draw(G: FixtureG, seat: string) {
  const c = G.secret.deck.shift();
  if (c !== undefined) G.players[seat].hand.push(c);
  G.deckSize = G.secret.deck.length;
  G.handSizes[seat] = G.players[seat].hand.length;
}

export const fixture: GameModule<Options, FixtureG> = {
  slug: 'fixture',
  title: 'Fixture',
  summary: 'A test game with secret hands.',
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema: Options,
  game,
  // Each move's argument list (the host refuses anything else): a card number, or nothing.
  moveArgs: {
    play: z.tuple([z.number().int().min(0).max(99_999)]),
    playFaceDown: z.tuple([z.number().int().min(0).max(99_999)]),
    roll: z.tuple([]),
    tap: z.tuple([]),
  },
  campaign: {
    summary: 'First to 3 wins',
    result: ({ ctx }) => {
      const w = (ctx.gameover as any)?.winner;
      const points: Record<string, number> = {};
      for (const p of ctx.playOrder) points[p] = p === w ? 1 : 0;
      return { points, winners: w !== undefined ? [w] : [] };
    },
    isComplete: (totals) => totals.some((t) => t >= 2),
    nextOptions: (base) => base,
  },
};

export const fixtureRegistry: Record<string, GameModule> = { fixture };

/** Every card a viewer's payload may not contain: other hands, the deck, face-down cards of others. */
export function forbiddenCards(state: { G: FixtureG }, viewer: string | null): number[] {
  const out = [...state.G.secret.deck];
  for (const [p, v] of Object.entries(state.G.players)) if (p !== viewer) out.push(...v.hand);
  for (const t of state.G.table) if (t.faceDown && t.seat !== viewer && t.card !== null) out.push(t.card);
  return out;
}
