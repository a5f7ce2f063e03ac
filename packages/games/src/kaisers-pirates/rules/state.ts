/**
 * Queries and primitive mutations over the game state. Queries take the public state (so ai.enumerate can
 * use them on a seat's view); mutations take the full state.
 */
import { ACTION, MERCHANT, WARSHIP, cardName, type WarshipCard } from '../data';
import { emit, type Ctx } from './core';
import type { Force, GameState, PublicState, Ship, Side, VAEntry, VASource } from './types';

// ---------------------------------------------------------------- queries (public state)

function isTeammate(S: PublicState, a: Side, b: Side): boolean {
  if (!S.teams || a === b) return false;
  return S.teams.some((t) => t.includes(a) && t.includes(b));
}

/** "Opposing player" = a member of the other team in the team game [4.3]. */
export function isOpponent(S: PublicState, a: Side, b: Side): boolean {
  return a !== b && !isTeammate(S, a, b);
}

export function teammateOf(S: PublicState, side: Side): Side | null {
  if (!S.teams) return null;
  const t = S.teams.find((x) => x.includes(side));
  return t?.find((s) => s !== side) ?? null;
}

/** R7: a side with a Fog Bank waiting cannot be intercepted, attacked or targeted except by Heavy Weather [3.3.11]. */
export function fogged(S: PublicState, side: Side): boolean {
  return S.forces[side]?.pending?.kind === 'fog';
}

interface Located {
  side: Side;
  row: 'ships' | 'merchants';
  ship: Ship;
}

export function locate(S: PublicState, id: string): Located | null {
  for (const side of S.sides) {
    const f = S.forces[side];
    for (const ship of f.ships) if (ship.id === id) return { side, row: 'ships', ship };
    for (const ship of f.merchants) if (ship.id === id) return { side, row: 'merchants', ship };
  }
  return null;
}

/** Is this a warship or raider (not a prize or merchant)? */
export function isFighting(ship: Ship): boolean {
  return ship.kind === 'warship' || ship.kind === 'raider';
}

export function defenseCoin(ship: Ship) {
  return isFighting(ship) ? WARSHIP[ship.id].defense : MERCHANT[ship.id].defense;
}

export function printedVA(id: string): number {
  return WARSHIP[id]?.va ?? MERCHANT[id]?.va ?? ACTION[id]?.va ?? 0;
}

/** Damage penalty: -2, or -2 per marker with 6.8 [3.2.7.5, 6.8.2]. */
export function damagePenalty(S: PublicState, ship: Ship): number {
  if (ship.dmg <= 0) return 0;
  return S.options.additionalDamage ? 2 * ship.dmg : 2;
}

export function hasFeature(ship: Ship, f: keyof WarshipCard['features']): boolean {
  return isFighting(ship) && WARSHIP[ship.id].features[f] === true;
}

export function isSailingMerchant(S: PublicState, ship: Ship): boolean {
  return S.options.sailingMerchants && (ship.kind === 'merchant' || ship.kind === 'prize') && MERCHANT[ship.id].sailing;
}

export function holdsPrize(S: PublicState, side: Side): boolean {
  return S.forces[side].ships.some((s) => s.kind === 'prize');
}

export function name(id: string): string {
  return cardName(id);
}

/** A side as a refusal names it: the player's number, or the Ghost (the catalogue's `_ghost` wording, by i18next context) [5.0]. */
export function sideRef(S: PublicState, side: Side): { player: number; context?: 'ghost' } {
  return side === S.ghost ? { player: Number(side) + 1, context: 'ghost' } : { player: Number(side) + 1 };
}

export function sideName(S: PublicState, side: Side): string {
  if (side === S.ghost) return 'Ghost';
  return `Player ${Number(side) + 1}`;
}

// ---------------------------------------------------------------- mutations (full state)

export function handOf(G: GameState, side: Side): string[] {
  return side === G.ghost ? G.secret.ghostHand : G.players[side].hand;
}

/** Remove a ship from whichever row holds it. */
function takeShip(G: GameState, id: string): { side: Side; ship: Ship } | null {
  for (const side of G.sides) {
    const f = G.forces[side];
    for (const row of [f.ships, f.merchants]) {
      const i = row.findIndex((s) => s.id === id);
      if (i >= 0) {
        const [ship] = row.splice(i, 1);
        return { side, ship };
      }
    }
  }
  return null;
}

/** A refuge card on a ship that leaves play or the refuge goes to its owner's end-of-turn discards. */
function dropRefugeCard(G: GameState, side: Side, ship: Ship): void {
  if (ship.refuge?.card) {
    if (G.turn) G.turn.discards.push({ side, card: ship.refuge.card });
    else G.secret.discard.push(ship.refuge.card);
  }
  delete ship.refuge;
}

/** The ship leaves play face up under its deck, no VA (Heavy Weather, Interned, Recalled, Scuttle) [3.3.13]. */
export function shipToUsed(G: GameState, id: string): Ship | null {
  const t = takeShip(G, id);
  if (!t) return null;
  dropRefugeCard(G, t.side, t.ship);
  if (isFighting(t.ship)) {
    G.decks.warshipUsed.push(id);
    G.decks.warshipRemovedThisRound.push(id);
  } else {
    G.decks.merchantUsed.push(id);
  }
  return t.ship;
}

export function vaEntryFor(id: string, source: VASource, mult: 1 | 2 = 1): VAEntry {
  if (WARSHIP[id]) return { id, deck: 'warship', va: WARSHIP[id].va, mult: 1, source };
  if (MERCHANT[id]) return { id, deck: 'merchant', va: MERCHANT[id].va, mult, source };
  return { id, deck: 'action', va: ACTION[id]?.va ?? 0, mult: 1, source };
}

/** The ship leaves play into a VA pile [3.2.3.4, 3.2.4.3, 3.2.6.2]. */
export function shipToVA(G: GameState, id: string, to: Side, source: VASource, mult: 1 | 2 = 1): Ship | null {
  const t = takeShip(G, id);
  if (!t) return null;
  dropRefugeCard(G, t.side, t.ship);
  G.forces[to].va.push(vaEntryFor(id, source, mult));
  return t.ship;
}

export function leaveRefuge(G: GameState, side: Side, ship: Ship): void {
  dropRefugeCard(G, side, ship);
}

/** Apply a "damaged" result: one marker, none more unless 6.8 [3.2.7.1, 6.8.1]. */
export function damage(G: GameState, ship: Ship): boolean {
  if (ship.dmg > 0 && !G.options.additionalDamage) return false;
  ship.dmg += 1;
  return true;
}

/**
 * Draw a ship card. An empty draw pile is rebuilt from the used pile [3.1.10] (with 6.5.2, not from ships
 * removed this round); nothing is drawn when both are empty (ruling A-56).
 */
export function drawShip(c: Ctx, deck: 'warship' | 'merchant'): string | null {
  const { G, rng } = c;
  const pile = deck === 'warship' ? G.secret.warship : G.secret.merchant;
  if (pile.length === 0) {
    const used = deck === 'warship' ? G.decks.warshipUsed : G.decks.merchantUsed;
    let take = used.slice();
    if (deck === 'warship' && G.options.beyond1914) {
      const recent = new Set(G.decks.warshipRemovedThisRound);
      take = used.filter((id) => !recent.has(id));
    }
    if (take.length === 0) return null;
    const keep = used.filter((id) => !take.includes(id));
    used.length = 0;
    for (const id of keep) used.push(id);
    if (deck === 'warship') G.decks.warshipRemovedThisRound = G.decks.warshipRemovedThisRound.filter((id) => !take.includes(id));
    for (const id of rng.shuffle(take)) pile.push(id);
    emit(c, { kind: 'reshuffle', deck, count: take.length });
  }
  return pile.pop() ?? null;
}

/** Put a newly drawn warship/raider into a Force: raiders arrive unrecognized (ruling A-34). */
export function newFighting(id: string): Ship {
  const kind = WARSHIP[id].kind;
  return { id, kind, rec: kind === 'warship', dmg: 0, ls: false };
}

export function newMerchant(id: string): Ship {
  return { id, kind: 'merchant', rec: true, dmg: 0, ls: false };
}

/** Draw the top action card; also updates every player's known order of the deck top. */
export function drawAction(G: GameState): string | null {
  const c = G.secret.action.pop() ?? null;
  if (c) {
    for (const s of G.seats) {
      const k = G.players[s].knownTop;
      if (k.length && k[0] === c) k.shift();
      else if (k.length) k.length = 0;
    }
  }
  return c;
}

/** Keep the public summaries (counts, top two discards) in step with the secret piles. */
export function syncPublic(G: GameState): void {
  for (const side of G.sides) G.forces[side].handCount = handOf(G, side).length;
  const d = G.decks;
  d.warshipCount = G.secret.warship.length;
  d.merchantCount = G.secret.merchant.length;
  d.actionCount = G.secret.action.length;
  d.setAsideCount = G.secret.setAside.length;
  d.discardCount = G.secret.discard.length;
  const disc = G.secret.discard;
  // Solitaire discards are face down [5.2.1]; otherwise the top two may be reviewed [3.1.7].
  const top = G.mode === 'solo' ? [] : disc.slice(-2).reverse();
  if (top.length !== d.discardTop.length || top.some((c, i) => d.discardTop[i] !== c)) d.discardTop = top;
  d.solitaireCount = G.secret.solitaire.length;
}

export function emptyForce(): Force {
  return { ships: [], merchants: [], va: [], pending: null, handCount: 0 };
}
