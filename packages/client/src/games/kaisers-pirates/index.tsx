import { Cited } from '../../table/citations';
import type { BoardModule } from '../types';
import { CardReference, Legend } from './Reference';
import { KP_CITATION } from './citation';
import { KaisersPiratesBoard } from './Board';
import { RollView } from './Card';
import { rollsOf, type PublicState } from './engine';
import { MILESTONES, eventText, rollLabels, rollText } from './log-text';
import { logWords, loggedEvents, promptText, seatSummary } from './model';

const mod: BoardModule<PublicState> = {
  Board: KaisersPiratesBoard,
  // The log and the refusals cite the rulebook in brackets, "[3.2.7.1]": each number opens its section.
  citation: KP_CITATION,

  // The side panel's card reference and the rules panel's legend of this game's marks.
  cards: CardReference,
  legend: Legend,

  // One line per structured log event (each already redacted for this viewer by the server), with the dice
  // it rolled. Lines stand alone, so a journal holding only the newest entries shows them as well.
  logLines: ({ G, log, seatName, t, lng }) => {
    const n = logWords(G, seatName, t, lng);
    return loggedEvents(G, log).map(({ key, event }) => {
      const text = eventText(event, n);
      const rolls = rollsOf(event);
      const labels = rollLabels(event, n);
      const seat = 'seat' in event && event.seat !== G.ghost ? Number(event.seat) : null;
      return {
        key,
        text: rolls.length ? `${text} (${rolls.map((r, i) => rollText(r, labels[i] ?? '')).join('; ')})` : text,
        node: (
          <>
            <Cited text={text} />
            {rolls.length > 0 && (
              <span className="kp-log-dice">
                {rolls.map((r, i) => (
                  <RollView key={i} r={r} label={labels[i] ?? ''} />
                ))}
              </span>
            )}
          </>
        ),
        seat,
        kind: MILESTONES.has(event.kind) ? 'em' : undefined,
      };
    });
  },

  seatExtra: (G, seat, t) => seatSummary(G, String(seat), t),

  prompt: (G, viewer, _ctx, t) => promptText(G, viewer === null ? null : String(viewer), (s) => t('seat.player', { n: Number(s) + 1 }), t),
};

export default mod;
