import type { BoardModule } from '../types';
import { ChaseBoard } from './Board';
import { CHASE_CITATION } from './citation';
import { eventText } from './log-text';
import { promptWords } from './Prompts';
import { words, type ChaseG } from './words';

/**
 * Atlantic Chase's table (Board.tsx). The log is worded from the structured events each viewer receives
 * (already redacted by the server for that viewer), one line per event, with its dice and modifiers.
 */
const mod: BoardModule<ChaseG> = {
  Board: ChaseBoard,
  // The log cites rulebook pages ("p.27"); each opens that page's entry in the rules reference.
  citation: CHASE_CITATION,

  logLines: ({ G, log, t, lng }) => {
    const list = (items: string[]) => new Intl.ListFormat(lng, { type: 'conjunction' }).format(items);
    const w = words(G, t, list);
    const lines: ReturnType<NonNullable<BoardModule['logLines']>> = [];
    for (const entry of log) {
      (entry.events ?? []).forEach((e, i) => {
        lines.push({
          key: `${entry.stateId}:${i}`,
          text: eventText(e, w),
          seat: null,
          kind: e.kind === 'gameOver' || e.kind === 'battleStarts' || e.kind === 'initiativeChange' ? 'em' : undefined,
        });
      });
    }
    return lines;
  },

  seatExtra: (G, seat, t) => {
    const s = String(seat);
    const sides = (['BR', 'GE'] as const).filter((x) => G.seat[x] === s);
    return sides.length ? sides.map((x) => t(`side.${x}`)).join(' + ') : undefined;
  },

  prompt: (G, seat, _ctx, t) => (seat === null || !G.pending ? undefined : promptWords(G, words(G, t), String(seat)) || undefined),
};

export default mod;
