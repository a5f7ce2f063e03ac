/**
 * Card data of The Kaiser's Pirates [1.1]: the four decks and the ghost's coins, with lookups by id.
 * The records live in warships.ts, merchants.ts, actions.ts and solitaire.ts (data only, with per-field
 * provenance); this module expands them (merchant size classes, 92 action card copies) and indexes them.
 */
import { ACTION_COPIES, ACTION_TYPE_RECORDS } from './actions';
import { MERCHANT_CLASSES, MERCHANT_RECORDS } from './merchants';
import { GHOST_COIN_RECORD, SOLITAIRE_RECORDS } from './solitaire';
import type { ActionCard, ActionType, ActionTypeData, GhostCoins, MerchantCard, Provenance, SolitaireCard, WarshipCard } from './types';
import { WARSHIP_RECORDS } from './warships';

export type * from './types';

function index<T extends { id: string }>(list: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const x of list) {
    if (out[x.id]) throw new Error(`Kaiser's Pirates data: duplicate id ${x.id}`);
    out[x.id] = x;
  }
  return out;
}

// ------------------------------------------------------------------ warships and raiders

export const WARSHIPS: readonly WarshipCard[] = WARSHIP_RECORDS;
export const WARSHIP: Record<string, WarshipCard> = index(WARSHIPS);

// ------------------------------------------------------------------ merchants

export const MERCHANTS: readonly MerchantCard[] = MERCHANT_RECORDS.map((r): MerchantCard => {
  const cls = MERCHANT_CLASSES[r.cls];
  const p = (k: keyof MerchantCard['prov']): Provenance => r.known[k] ?? 'substitute';
  const m: MerchantCard = {
    id: r.id,
    name: r.name,
    defense: r.defense ?? cls.defense,
    safeConduct: r.safeConduct ?? cls.safeConduct,
    va: r.va ?? cls.va,
    sailing: r.sailing === true,
    beyond1914Removed: r.beyond1914Removed === true,
    prov: { name: p('name'), defense: p('defense'), safeConduct: p('safeConduct'), va: p('va'), sailing: p('sailing'), beyond1914Removed: p('beyond1914Removed') },
  };
  if (r.tons !== undefined) m.tons = r.tons;
  if (r.fate !== undefined) m.fate = r.fate;
  return m;
});
export const MERCHANT: Record<string, MerchantCard> = index(MERCHANTS);

// ------------------------------------------------------------------ action cards

export const ACTION_TYPES: readonly ActionTypeData[] = ACTION_TYPE_RECORDS;
export const ACTION_TYPE = Object.fromEntries(ACTION_TYPES.map((t) => [t.type, t])) as Record<ActionType, ActionTypeData>;
/** The 13 reaction (blue) types [1.1.2, 3.2.2]. */
export const REACTION_TYPES: readonly ActionType[] = ACTION_TYPES.filter((t) => t.reaction).map((t) => t.type);

export const ACTION_CARDS: readonly ActionCard[] = ACTION_TYPES.flatMap((t) => {
  const copies = ACTION_COPIES[t.type];
  if (copies && copies.length !== t.count) throw new Error(`Kaiser's Pirates data: ${t.type} has ${t.count} cards but ${copies.length} named copies`);
  return Array.from({ length: t.count }, (_, i): ActionCard => {
    const copy = copies?.[i];
    const card: ActionCard = {
      id: `${t.type}#${i + 1}`,
      type: t.type,
      action: { ...t.action, ...copy?.action },
      prov: { action: { ...t.prov.action, ...copy?.prov.action } },
    };
    if (copy) {
      card.va = copy.va;
      card.shipName = copy.shipName;
      card.prov.va = copy.prov.va;
      card.prov.shipName = copy.prov.shipName;
    }
    return card;
  });
});
export const ACTION: Record<string, ActionCard> = index(ACTION_CARDS);

/** The type of an action card id (`type#n`). */
export function typeOf(id: string): ActionType {
  const c = ACTION[id];
  if (c) return c.type;
  return id.slice(0, id.indexOf('#')) as ActionType;
}

/** The type record of an action card id. */
export function typeData(id: string): ActionTypeData {
  return ACTION_TYPE[typeOf(id)];
}

// ------------------------------------------------------------------ solitaire deck and ghost coins

export const SOLITAIRE_CARDS: readonly SolitaireCard[] = SOLITAIRE_RECORDS;
export const SOLITAIRE: Record<string, SolitaireCard> = index(SOLITAIRE_CARDS);
export const GHOST_COINS: GhostCoins = GHOST_COIN_RECORD;

// ------------------------------------------------------------------ names

/** The printed name of any card id: ship, merchant, action card (its type's name) or solitaire card. */
export function cardName(id: string): string {
  if (WARSHIP[id]) return WARSHIP[id].name;
  if (MERCHANT[id]) return MERCHANT[id].name;
  if (ACTION[id]) return ACTION_TYPE[ACTION[id].type].name;
  if (SOLITAIRE[id]) return `Solitaire card ${id}`;
  return id;
}

// Ids are unique across the four decks: the engine locates any card by its id alone.
index<{ id: string }>([...WARSHIPS, ...MERCHANTS, ...ACTION_CARDS, ...SOLITAIRE_CARDS]);
