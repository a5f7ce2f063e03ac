import type { BoardModule } from '../types';
import { KaisersPiratesBoard } from './Board';
import { RollView } from './Card';
import { flatLog, type PublicState } from './engine';
import { logText, promptText, seatSummary } from './model';

const mod: BoardModule<PublicState> = {
  Board: KaisersPiratesBoard,

  // The game's own public log (every entry was public when written), with the dice of each roll.
  logLines: ({ G, seatName }) =>
    flatLog(G).map((e, i) => {
      const text = logText(G, e.text, seatName);
      const dice = (e.dice ?? []).map((r) => `${r.label} ${r.rolls.join('/')}${r.mod ? (r.mod > 0 ? `+${r.mod}` : r.mod) : ''}=${r.total}`).join('; ');
      return {
        key: String(i),
        text: `${text}${dice ? ` (${dice})` : ''}`,
        node: (
          <>
            {text}
            {e.dice && e.dice.length > 0 && (
              <span className="kp-log-dice">
                {e.dice.map((r, j) => (
                  <RollView key={j} r={r} />
                ))}
              </span>
            )}
          </>
        ),
        seat: e.side !== undefined && e.side !== G.ghost ? Number(e.side) : null,
        kind: /Round \d+|round \d+|wins|Victory/.test(e.text) ? 'em' : undefined,
      };
    }),

  seatExtra: (G, seat) => seatSummary(G, String(seat)),

  prompt: (G, viewer) => promptText(G, viewer === null ? null : String(viewer), (s) => `Player ${Number(s) + 1}`),
};

export default mod;
