/**
 * Names of the game's things in the reader's language, from the game's catalogue (atlantic-chase.json):
 * sides, task forces (by the colour of their sticks, p.5), ships, ports and leaders (their historical names
 * in both languages), hexes, actions, results, modifiers, battle zones and ranges; and the rules' coded
 * refusals, worded through `refusals.<code>`.
 */
import type { GameT } from '../../i18n/games';
import { AIRBASE, BOX, LEADER, PORT, SHIP, STEALTH, type AtlanticChaseState, type Refusal } from './engine';

export type ChaseG = Omit<AtlanticChaseState, 'secret'> & { secret?: unknown };

export interface Words {
  t: GameT;
  side(s: string): string;
  tf(id: string): string;
  ship(id: string): string;
  hex(id: string): string;
  place(id: string): string;
  /** Any id the engine puts in a log event or a decision: a side, TF, ship, hex, port, box, leader or stealth force. */
  any(id: string): string;
  list(items: string[]): string;
}

export function words(G: ChaseG, t: GameT, list: (items: string[]) => string = (x) => x.join(', ')): Words {
  const w: Words = {
    t,
    list,
    side: (s) => t(`side.${s}`),
    tf: (id) => {
      const tf = G.tfs[id];
      if (!tf) return id;
      return t('tfName', { colour: t(`colour.${tf.identity}`) });
    },
    ship: (id) => SHIP[id]?.name ?? id,
    hex: (id) => t('hexName', { id }),
    place: (id) => {
      if (PORT[id]) return t(`port.${id}`, { defaultValue: PORT[id].name });
      if (BOX[id]) return BOX[id].ports.length ? t('boxOf', { port: w.place(BOX[id].ports[0]) }) : t(`box.${id}`);
      return id;
    },
    any: (id) => {
      if (id === 'BR' || id === 'GE') return w.side(id);
      if (G.tfs[id]) return w.tf(id);
      if (SHIP[id]) return SHIP[id].name;
      if (/^\d{4}$/.test(id)) return w.hex(id);
      if (PORT[id] || BOX[id]) return w.place(id);
      if (LEADER[id]) return LEADER[id].name;
      if (AIRBASE[id]) return t(`airbase.${id}`, { defaultValue: AIRBASE[id].name });
      if (STEALTH[id]) return stealthName(t, id);
      return id;
    },
  };
  return w;
}

export function stealthName(t: GameT, id: string): string {
  const row = STEALTH[id];
  if (!row) return id;
  const n = /(\d+)$/.exec(id)?.[1] ?? '';
  return t(`stealth.${row.side}.${row.kind}`, { n });
}

/**
 * A refusal of the rules (rules/refusals.ts) in the reader's language: the catalogue's `refusals.<code>`
 * filled with its parameters, citing the rulebook's page as the rules do ("p.27"); the rules' English text
 * only where the catalogue lacks the code. The server sends the same code when it refuses a move, and
 * i18n/errors.tsx words it the same way.
 */
export function reasonWords(t: GameT, r: Refusal | null | undefined): string {
  if (!r) return '';
  return t(`refusals.${r.code}`, { ...r.params, defaultValue: r.text });
}
