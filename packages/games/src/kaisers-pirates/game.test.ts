/**
 * The boardgame.io wrapper through the real reducer: setup from options, active seats in stages named after
 * the pending decision (reacting seats become active), rejected moves with a reason, disabled events,
 * secret moves redacted, the game over result, ai.enumerate and the bot from a seat's view.
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { takeIllegalReason } from '../common/illegal';
import { activeSeats, enumerateActions, playout, seededRandom, viewOf } from '../common';
import { kaisersPirates } from './index';
import type { GameState } from './rules/types';

function start(numPlayers: number, options: object = {}, seed = 'g1') {
  const game = { ...kaisersPirates.game, seed };
  const reducer = CreateGameReducer({ game });
  const state = InitializeGame({ game, numPlayers, setupData: { options } }) as State;
  return { reducer, state };
}

function move(reducer: ReturnType<typeof CreateGameReducer>, state: State, seat: string, type: string, args: unknown[]) {
  return reducer(state, { type: 'MAKE_MOVE', payload: { type, args, playerID: seat } } as never) as State & { transients?: { error?: unknown } };
}

describe('boardgame.io wrapper', () => {
  test('module shape: slug, player counts, options schema with defaults, playerCountOk', () => {
    expect(kaisersPirates.slug).toBe('kaisers-pirates');
    expect(kaisersPirates.game.name).toBe('kaisers-pirates');
    expect([kaisersPirates.minPlayers, kaisersPirates.maxPlayers]).toEqual([1, 4]);
    expect(kaisersPirates.optionsSchema.parse({})).toMatchObject({ teams: false, ghostPolicy: 'smart', solitaireRemove: 48 });
    expect(kaisersPirates.playerCountOk!({ teams: true } as never, 2)).toEqual({ code: 'countTeams', text: 'The team game needs exactly four players [4.0]' });
    expect(kaisersPirates.playerCountOk!({} as never, 3)).toBeUndefined();
    expect(kaisersPirates.game.validateSetupData!({ options: { teams: true } }, 3)).toMatch(/four/);
  });
  test('every boardgame.io event is disabled for clients; moves are server-only and never undone', () => {
    expect(kaisersPirates.game.events).toEqual({
      endGame: false,
      endPhase: false,
      setPhase: false,
      endTurn: false,
      pass: false,
      setActivePlayers: false,
      endStage: false,
      setStage: false,
    });
    expect(kaisersPirates.game.disableUndo).toBe(true);
    for (const [name, m] of Object.entries(kaisersPirates.game.moves!)) {
      expect(m).toMatchObject({ client: false, undoable: false });
      if (name === 'commit' || name === 'intelOrder') expect(m).toMatchObject({ redact: true });
    }
  });
  test('the first player is active in the "commit" stage; a wrong move is rejected with a reason', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // boardgame.io logs rejected moves
    const { reducer, state } = start(3);
    const G = state.G as GameState;
    const seat = G.turn!.seat;
    expect(state.ctx.currentPlayer).toBe(seat);
    expect(state.ctx.activePlayers).toEqual({ [seat]: 'commit' });
    const bad = move(reducer, state, seat, 'commit', [[{ card: 'not-a-card', half: 'action' }]]);
    expect(bad.transients?.error).toBeDefined();
    expect(takeIllegalReason()?.text).toMatch(/not in your hand/);
    const other = G.sides.find((s) => s !== seat)!;
    const wrongSeat = move(reducer, state, other, 'commit', [[]]);
    expect(wrongSeat.transients?.error).toBeDefined();
    quiet.mockRestore();
  });
  test('a reaction window makes the defender active in the "react" stage; declining is an explicit move', () => {
    // Play random games until a reaction window opens; check the active seat and that decline works.
    let found = false;
    for (let i = 0; i < 20 && !found; i++) {
      playout(kaisersPirates, {
        numPlayers: 3,
        options: {},
        seed: `react-${i}`,
        random: seededRandom(i + 3),
        onState: (st) => {
          const G = st.G as GameState;
          if (!found && G.pending?.kind === 'react' && G.turn && G.pending.seat !== G.turn.seat) {
            found = true;
            expect(st.ctx.activePlayers).toEqual({ [G.pending.seat]: 'react' });
            expect(activeSeats(st)).toEqual([G.pending.seat]);
            const acts = enumerateActions(kaisersPirates, viewOf(kaisersPirates, st, G.pending.seat), G.pending.seat);
            expect(acts[0]).toEqual({ kind: 'move', name: 'decline', args: [] });
          }
        },
      });
    }
    expect(found).toBe(true);
  });
  test('a finished game has ctx.gameover with winners and Round Points; result() reports them', () => {
    const r = playout(kaisersPirates, { numPlayers: 2, options: {}, seed: 'end', random: seededRandom(4) });
    const G = r.state.G as GameState;
    expect(r.state.ctx.gameover).toMatchObject({ winners: G.result!.winners, points: G.result!.points });
    const res = kaisersPirates.result!({ G: r.state.G, ctx: r.state.ctx });
    expect(res.points).toEqual({ '0': G.totals.rp['0'], '1': G.totals.rp['1'] });
    expect(G.history.length).toBeGreaterThanOrEqual(3);
  });
  test('the bot plays whole games from its own view, in every mode', () => {
    for (const [n, o] of [
      [1, {}],
      [2, {}],
      [4, { teams: true }],
    ] as const) {
      const r = playout(kaisersPirates, {
        numPlayers: n,
        options: o,
        seed: `bot-${n}`,
        random: seededRandom(n),
        choose: (view, seat, random) => kaisersPirates.bot!(view as never, seat, random),
      });
      expect((r.state.G as GameState).result).not.toBeNull();
    }
  });
  test('solitaire: one boardgame.io player; the ghost acts inside the game [5.0]', () => {
    const { state } = start(1, {}, 'solo');
    expect(state.ctx.playOrder).toEqual(['0']);
    const G = state.G as GameState;
    expect(Object.keys(state.ctx.activePlayers ?? {})).toEqual(['0']);
    expect(G.ghost).toBe('1');
  });
  test("the secret commit move is redacted from other players' logs", () => {
    const { reducer, state } = start(2, {}, 'redact');
    const seat = (state.G as GameState).turn!.seat;
    const next = move(reducer, state, seat, 'commit', [[]]);
    expect(next.transients?.error).toBeUndefined();
    const entry = (next as State & { deltalog?: { redact?: boolean }[] }).deltalog?.find(
      (e) => (e as { action?: { payload?: { type?: string } } }).action?.payload?.type === 'commit',
    );
    expect(entry?.redact).toBe(true);
  });
});
