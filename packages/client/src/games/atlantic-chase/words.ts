/**
 * Names of the game's things in the reader's language, from the game's catalogue (atlantic-chase.json):
 * sides, task forces (by the colour of their sticks, p.5), ships, ports and leaders (their historical names
 * in both languages), hexes, actions, results, modifiers, battle zones and ranges; and the engine's refusal
 * reasons (English sentences citing the rulebook page) worded through `refusal.<key>`.
 */
import type { GameT } from '../../i18n/games';
import { AIRBASE, BOX, LEADER, PORT, SHIP, STEALTH, type AtlanticChaseState } from './engine';

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

/** The rulebook page a reason cites, "p.15" or "p.31, p.33". */
function citation(text: string): string {
  const m = /\(([^()]*)\)\s*$/.exec(text);
  return m ? (m[1].match(/p\.\s?\d+(?:-\d+)?|§\d+(?:\.\d+)*/g) ?? []).join(', ') : '';
}

/**
 * The engine's reasons (rules/*.ts) the table meets when it checks a choice, by their wording. Each has
 * its sentence in the catalogue (`refusal.<key>`); any other reason reads as "not allowed" with its page.
 */
const REASONS: Array<[RegExp, string]> = [
  [/at least one segment/, 'trjEmpty'],
  [/at most \d+ segments/, 'trjTooLong'],
  [/non-playable hex or a port box/, 'trjNotPlayable'],
  [/at most one segment per hex/, 'trjRepeated'],
  [/must be in adjacent hexes/, 'trjNotAdjacent'],
  [/starts in the station hex/, 'trjStart'],
  [/adds at least one segment/, 'trjAddOne'],
  [/only at the ends of the trajectory/, 'trjEnds'],
  [/Name one of your TFs/, 'ownTf'],
  [/not on the map/, 'notOnMap'],
  [/leader's TF .* must be the active TF/, 'obligation'],
  [/All Pass needs/, 'allPassLeader'],
  [/Signals targets an enemy trajectory/, 'signalsTarget'],
  [/one of its Intel markers/, 'signalsIntel'],
  [/completing trajectory has at most six/, 'completionLength'],
  [/Intel marker cannot complete/, 'completionIntel'],
  [/friendly port hex/, 'completionPort'],
  [/Target an enemy TF/, 'enemyTarget'],
  [/station in a port box cannot be targeted/, 'boxTarget'],
  [/target hex must hold/, 'targetHex'],
  [/Air strikes need Good weather/, 'airWeather'],
  [/Arctic line/, 'airArctic'],
  [/within 2 hexes of the launch point/, 'airRange'],
  [/Launch from one of your airbases/, 'airbase'],
  [/undamaged CV/, 'airCv'],
  [/TF with a convoy cannot be the active TF/, 'convoyActive'],
  [/damaged ship cannot/, 'damagedRestriction'],
  [/TF in a port box cannot be the active TF/, 'boxActive'],
  [/active TF must be in the target hex/, 'activeInHex'],
  [/Engage targets a station/, 'engageStation'],
  [/Naval Search targets a trajectory/, 'searchTrajectory'],
  [/stealth forces in the target hex/, 'stealthHex'],
  [/attacked by stealth/, 'stealthTarget'],
  [/Only a Submarine or U-Boat makes a recon/, 'reconKind'],
  [/enemy airbase or port, unless Prien/, 'reconPort'],
  [/automaton decides/, 'automaton'],
  [/Split one of your stations/, 'splitStation'],
  [/Move some, not all/, 'splitShips'],
  [/needs an unused identity/, 'splitIdentity'],
];

/** A refusal reason from the engine, in the reader's language. */
export function reasonWords(t: GameT, text: string | null | undefined): string {
  if (!text) return '';
  const rule = citation(text);
  for (const [re, key] of REASONS) if (re.test(text)) return t(`refusal.${key}`, { rule });
  return rule ? t('refusal.other', { rule }) : t('refusal.otherBare');
}
