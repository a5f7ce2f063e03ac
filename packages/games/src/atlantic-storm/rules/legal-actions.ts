import type { Side, ZoneDecl } from '../data';
import { card, convoy, legalFor, refuelable, typeMatches } from './cards';
import { botCancelTargets, botPlace, botWithdraw } from './automaton';
import { checkPlay, type PlaySpec } from './play';
import { isRefusal } from './refusals';
import { checkSoloPlace } from './solo-place';
import { zeroCards } from './solo-specials';
import { SOLO_ZONE_OPTIONS, soloCancelTargets, soloState, type SoloPlaceSpec } from './solo-values';
import { cancellablePlays, pendingSeats } from './storm';
import { supplyTargets } from './trick';
import type { AsState, Battle, Seat } from './types';

/** A move a seat may make now: name and arguments, exactly as the boardgame.io move takes them. */
export interface Action {
  move: string;
  args: unknown[];
}

const ZONE_DECLS: readonly ZoneDecl[] = ['air', 'surface', 'sub', 'combined'];

/**
 * Legal actions for a seat, computed from what that seat may see (its view). Never empty while the
 * seat has a decision to make. Play candidates are a broad, legal sample: every single normal card
 * with and without its bonuses, the specials, storms, supplies and admiral combinations.
 */
export function legalActions(G: AsState, seat: Seat): Action[] {
  const pr = G.prompt;
  if (!pr || pr.seat !== seat || G.result) return [];
  switch (pr.kind) {
    case 'chooseConvoy':
      return (G.players[seat]?.convoyChoice ?? []).map((id) => ({ move: 'chooseConvoy', args: [id] }));
    case 'zone':
      return ZONE_DECLS.map((z) => ({ move: 'declareZone', args: [z] }));
    case 'turn':
      return turnActions(G, seat, pr.delayed);
    case 'stormTarget': {
      const r = (G.battle as Battle).round;
      return [
        { move: 'stormTarget', args: [null] },
        ...cancellablePlays(r).map((p) => ({ move: 'stormTarget', args: [{ cancel: p.no }] })),
        ...pendingSeats(r).map((s) => ({ move: 'stormTarget', args: [{ skip: s }] })),
      ];
    }
    case 'supply':
      return [{ move: 'supply', args: [null] }, ...supplyTargets(G, pr.card).map((id) => ({ move: 'supply', args: [id] }))];
    case 'spoils':
      return spoilsOptions(G).map((a) => ({ move: 'distributeSpoils', args: [a] }));
    case 'soloZone':
      return SOLO_ZONE_OPTIONS.map((z) => ({ move: 'soloZone', args: [[...z]] }));
    case 'soloPlace':
      return soloPlaceOptions(G, pr.side).map((s) => ({ move: 'soloPlace', args: [s] }));
    case 'soloResolve': {
      if (pr.need === 'zone') return SOLO_ZONE_OPTIONS.map((z) => ({ move: 'soloResolve', args: [{ zones: [...z] }] }));
      const targets = soloCancelTargets(G, pr.side);
      const out: Action[] = [{ move: 'soloResolve', args: [{ cancel: botCancelTargets(G, pr.side, pr.count) }] }];
      for (const combo of combos(targets, pr.count).slice(0, 12)) out.push({ move: 'soloResolve', args: [{ cancel: combo }] });
      return dedupe(out);
    }
    case 'soloWithdraw': {
      const zero = zeroCards(G, pr.side);
      return dedupe([
        { move: 'soloWithdraw', args: [[]] },
        { move: 'soloWithdraw', args: [botWithdraw(G, pr.side).filter((id) => zero.includes(id))] },
        { move: 'soloWithdraw', args: [zero] },
        ...zero.map((id) => ({ move: 'soloWithdraw', args: [[id]] })),
      ]);
    }
  }
}

function turnActions(G: AsState, seat: Seat, delayed: boolean): Action[] {
  const out: Action[] = [];
  const r = (G.battle as Battle).round;
  if (delayed) {
    const slot = r.slots[r.cursor];
    out.push({ move: 'discard', args: [slot.intel] });
  } else {
    const hand = G.players[seat]?.hand ?? [];
    for (const id of hand) out.push({ move: 'discard', args: [id] });
    if (G.flags.discardHand && hand.length) out.push({ move: 'discardHand', args: [] });
  }
  for (const spec of playCandidates(G, seat)) {
    const v = checkPlay(G, seat, spec);
    if (!isRefusal(v)) out.push({ move: 'play', args: [spec] });
  }
  return dedupe(out);
}

/** Candidate plays from the hand (validated by the caller). */
function playCandidates(G: AsState, seat: Seat): PlaySpec[] {
  const hand = G.players[seat]?.hand ?? [];
  const cv = convoy((G.battle as Battle).convoy);
  const legal = hand.filter((id) => legalFor(card(id), cv)).sort();
  const storms = legal.filter((id) => card(id).special === 'storm');
  const out: PlaySpec[] = [];
  for (const s of storms) out.push({ cards: [s] });
  for (const side of ['allied', 'german'] as Side[]) {
    const mine = legal.filter((id) => card(id).side === side);
    const normals = mine.filter((id) => card(id).kind === 'normal');
    const bonuses = mine.filter((id) => card(id).kind === 'bonus');
    const specials = mine.filter((id) => card(id).kind === 'special');
    const supplies = mine.filter((id) => card(id).kind === 'supply');
    const admiral = specials.find((id) => card(id).special === 'admiral');
    const others = specials.filter((id) => card(id).special !== 'admiral' && card(id).special !== 'intel');
    const intel = specials.find((id) => card(id).special === 'intel');
    if (intel) out.push({ cards: [intel] });
    const sets: string[][] = [[], ...normals.map((n) => [n])];
    if (admiral)
      for (let i = 0; i < normals.length; i++)
        for (let j = i + 1; j < normals.length && sets.length < normals.length + 7; j++) sets.push([normals[i], normals[j]]);
    for (const ns of sets) {
      const attach: Record<string, string> = {};
      const withBonus = [...ns];
      for (const b of bonuses) {
        const parent = ns.find((n) => typeMatches(card(b), card(n)));
        if (parent) {
          attach[b] = parent;
          withBonus.push(b);
        } else if (card(b).standalone) withBonus.push(b);
      }
      const bases: PlaySpec[] = [{ cards: ns }];
      if (withBonus.length > ns.length) bases.push({ cards: withBonus, attach });
      for (const base of bases) {
        // The bare play, and (on the fullest base only) each extra card alone and all of them together.
        const extras: string[][] = [[]];
        if (base === bases[bases.length - 1]) {
          extras.push(...others.map((o) => [o]), ...storms.map((s) => [s]));
          if (supplies.length) extras.push(supplies);
          if (admiral) extras.push([admiral]);
          if (others.length + storms.length + supplies.length + (admiral ? 1 : 0) > 1)
            extras.push([...others, ...storms, ...supplies, ...(admiral ? [admiral] : [])]);
        }
        for (const ex of extras) {
          const cards = [...base.cards, ...ex];
          if (!cards.length) continue;
          const spec: PlaySpec = { cards };
          if (base.attach && Object.keys(base.attach).length) spec.attach = base.attach;
          if (admiral && cards.includes(admiral)) spec.admiral = ns.length === 2 ? 'double' : 'combine';
          out.push(spec);
        }
      }
    }
  }
  return out;
}

function spoilsOptions(G: AsState): Record<Seat, string[]>[] {
  const battle = G.battle as Battle;
  const res = battle.resolution;
  if (!res || !res.spoils) return [];
  const { pool, eligible } = res.spoils;
  const order = [res.trickWinner, ...eligible.filter((s) => s !== res.trickWinner)];
  const byVp = [...pool].sort((a, b) => card(b).vp - card(a).vp || a.localeCompare(b));
  const deal = (items: string[], seats: Seat[]) => {
    const a: Record<Seat, string[]> = {};
    for (const s of seats) a[s] = [];
    items.forEach((id, i) => a[seats[i % seats.length]].push(id));
    return a;
  };
  const options = [
    deal([battle.convoy, ...byVp], order),
    deal([battle.convoy, ...[...byVp].reverse()], order),
    deal([battle.convoy, ...byVp], [...order.slice(1), order[0]]),
  ];
  return dedupe(options.map((o) => ({ move: '', args: [o] }))).map((a) => a.args[0] as Record<Seat, string[]>);
}

function soloPlaceOptions(G: AsState, side: Side): SoloPlaceSpec[] {
  const S = soloState(G);
  const drawn = S.drawn[side];
  const normals = drawn.filter((id) => card(id).kind === 'normal');
  const bonuses = drawn.filter((id) => card(id).kind === 'bonus');
  const specials = drawn.filter((id) => card(id).kind === 'special');
  const supplies = drawn.filter((id) => card(id).kind === 'supply');
  const all: SoloPlaceSpec = { cards: [...normals], attach: {}, admiral: {}, protect: {} };
  for (const b of bonuses) {
    const p = normals.find((n) => typeMatches(card(b), card(n)));
    if (p) {
      all.cards.push(b);
      (all.attach as Record<string, string>)[b] = p;
    } else if (card(b).standalone) all.cards.push(b);
  }
  for (const s of specials) {
    all.cards.push(s);
    if (card(s).special === 'admiral') (all.admiral as Record<string, 'cancel' | 'zone'>)[s] = 'zone';
  }
  for (const s of supplies) {
    const t = normals.find((n) => refuelable(card(s), card(n)) && !Object.values(all.protect ?? {}).includes(n));
    if (t) {
      all.cards.push(s);
      (all.protect as Record<string, string>)[s] = t;
    }
  }
  // The automaton's own placement first (the table marks it as the suggestion); the same placement written
  // twice (empty attach/admiral/protect maps, another card order) is offered once.
  const candidates: SoloPlaceSpec[] = [botPlace(G, side), { cards: [] }, all, ...normals.map((n) => ({ cards: [n] }))];
  const seen = new Set<string>();
  return candidates.filter((c) => {
    const key = soloPlaceKey(c);
    if (seen.has(key) || isRefusal(checkSoloPlace(G, side, c))) return false;
    seen.add(key);
    return true;
  });
}

/** A placement's identity: its cards in order of id, with each card's parent, admiral mode or protected card. */
export function soloPlaceKey(c: SoloPlaceSpec): string {
  return [...c.cards]
    .sort()
    .map((id) => `${id}:${c.attach?.[id] ?? ''}:${c.admiral?.[id] ?? ''}:${c.protect?.[id] ?? ''}`)
    .join(',');
}

function combos<T>(items: T[], k: number): T[][] {
  if (k <= 0) return [[]];
  if (items.length < k) return [];
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = start; i < items.length; i++) rec(i + 1, [...acc, items[i]]);
  };
  rec(0, []);
  return out;
}

function dedupe(actions: Action[]): Action[] {
  const seen = new Set<string>();
  return actions.filter((a) => {
    const k = a.move === 'play' ? `play:${(a.args[0] as PlaySpec).cards.join(',')}` : a.move === 'discard' ? `d:${a.args[0]}` : a.move + JSON.stringify(a.args);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
