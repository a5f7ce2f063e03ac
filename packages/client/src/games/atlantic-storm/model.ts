/** Small derived facts the Atlantic Storm table shows: play values, totals, legal cards, VP. */
import {
  CARD,
  CONVOY,
  checkPlay,
  diceFor,
  isRefusal,
  legalActions,
  legalFor,
  typeMatches,
  type AsState,
  type Play,
  type PlaySpec,
  type Refusal,
  type Side,
  type Zone,
} from './engine';

type Tr = (key: string, options?: Record<string, unknown>) => string;

export const SIDES: Side[] = ['allied', 'german'];

/** A play's value: the resolved value, or the fixed part plus the dice still to roll. */
export function playEstimate(p: Play, zones: readonly Zone[]): { fixed: number; dice: number; value: number | null } {
  if (p.value !== null && p.value !== undefined) return { fixed: p.value, dice: 0, value: p.value };
  let fixed = 0;
  let dice = 0;
  for (const id of p.normals) {
    const c = CARD[id];
    let f = 0;
    for (const z of zones) {
      const v = c.values[z];
      if (typeof v === 'number') f += v;
      else dice += diceFor(v);
    }
    fixed += p.doubled.includes(id) ? f * 2 : f;
  }
  for (const b of p.bonuses) for (const z of zones) fixed += Number(CARD[b.id].values[z]) || 0;
  return { fixed, dice, value: null };
}

export function sideTotals(plays: Play[], zones: readonly Zone[]): Record<Side, { fixed: number; dice: number }> {
  const t: Record<Side, { fixed: number; dice: number }> = { allied: { fixed: 0, dice: 0 }, german: { fixed: 0, dice: 0 } };
  for (const p of plays) {
    if (!p.side || p.cancelled) continue;
    const e = playEstimate(p, zones);
    t[p.side].fixed += e.fixed;
    t[p.side].dice += e.dice;
  }
  return t;
}

/** The value a selection would add (for the play builder). */
export function specEstimate(G: AsState, spec: PlaySpec, zones: readonly Zone[]): { fixed: number; dice: number } {
  const convoy = G.battle?.convoy;
  let fixed = 0;
  let dice = 0;
  for (const id of spec.cards) {
    const c = CARD[id];
    if (!c) continue;
    if (c.kind === 'normal') {
      let f = 0;
      for (const z of zones) {
        const v = c.values[z];
        if (typeof v === 'number') f += v;
        else dice += diceFor(v);
      }
      fixed += c.fateVictim && c.fateVictim === convoy ? f * 2 : f;
    } else if (c.kind === 'bonus') {
      const parent = spec.attach?.[id];
      if (parent || c.standalone) for (const z of zones) fixed += Number(c.values[z]) || 0;
    }
  }
  return { fixed, dice };
}

export function fmtValue(t: Tr, fixed: number, dice: number): string {
  return dice ? t('table.valueDice', { fixed, count: dice }) : String(fixed);
}

/** Cards of the seat's hand that can be part of some legal play now (the same checks the server runs). */
export function playableCards(G: AsState, seat: string): Set<string> {
  const out = new Set<string>();
  const hand = G.players[seat]?.hand ?? [];
  if (G.prompt?.kind !== 'turn' || G.prompt.seat !== seat) return out;
  for (const a of legalActions(G, seat)) {
    if (a.move === 'play') for (const id of (a.args[0] as PlaySpec).cards) out.add(id);
  }
  for (const id of hand) {
    if (out.has(id)) continue;
    if (!isRefusal(checkPlay(G, seat, { cards: [id] }))) {
      out.add(id);
      continue;
    }
    const c = CARD[id];
    if (c?.kind === 'bonus') {
      for (const n of hand) {
        if (CARD[n]?.kind !== 'normal' || !typeMatches(c, CARD[n])) continue;
        if (!isRefusal(checkPlay(G, seat, { cards: [n, id], attach: { [id]: n } }))) {
          out.add(id);
          out.add(n);
          break;
        }
      }
    }
  }
  return out;
}

/**
 * A refusal of the rules in the player's language: the catalogue's `refusals.<code>` filled with its
 * parameters (the rules' English text only where the catalogue lacks the code).
 */
export function refusalText(t: Tr, r: Refusal): string {
  return t(`refusals.${r.code}`, { ...r.params, defaultValue: r.text });
}

/** Why a card cannot be played against this convoy at all (ocean, year), for the hand's notes. */
export function convoyNote(t: Tr, G: AsState, id: string): string | undefined {
  const cv = G.battle ? CONVOY[G.battle.convoy] : undefined;
  const c = CARD[id];
  if (!cv || !c || legalFor(c, cv)) return undefined;
  if (c.ocean !== 'ANY' && c.ocean !== cv.ocean) return t(c.ocean === 'NA' ? 'table.note.naOnly' : 'table.note.arcOnly');
  return t('table.note.notIn', { year: cv.year });
}

export function vpOf(ids: readonly string[]): number {
  let vp = 0;
  for (const id of ids) vp += CONVOY[id]?.vp ?? CARD[id]?.vp ?? 0;
  return vp;
}

/** The strongest card of a hand for each zone (a hint when declaring the zone). */
export function bestPerZone(G: AsState, hand: readonly string[]): Record<Zone | 'combined', { id: string; v: number } | null> {
  const cv = G.battle ? CONVOY[G.battle.convoy] : undefined;
  const res: Record<Zone | 'combined', { id: string; v: number } | null> = { air: null, surface: null, sub: null, combined: null };
  for (const id of hand) {
    const c = CARD[id];
    if (!c || c.kind !== 'normal' || (cv && !legalFor(c, cv))) continue;
    const ev = (z: Zone) => {
      const v = c.values[z];
      return typeof v === 'number' ? v : 3.5 * diceFor(v);
    };
    for (const z of ['air', 'surface', 'sub'] as Zone[]) {
      const v = ev(z);
      if (!res[z] || v > res[z]!.v) res[z] = { id, v };
    }
    const all = ev('air') + ev('surface') + ev('sub');
    if (!res.combined || all > res.combined.v) res.combined = { id, v: all };
  }
  return res;
}

/** A zone declaration's name in the player's language (one zone, 'combined', or a list joined with +). */
export function zoneLabel(t: Tr, z: string | readonly string[]): string {
  if (Array.isArray(z)) return z.map((x: string) => zoneLabel(t, x)).join(' + ');
  return t(`table.zoneName.${z as string}`);
}

/** A side's name ('Allied' / 'German') in the player's language. */
export function sideLabel(t: Tr, s: Side): string {
  return t(`table.sideName.${s}`);
}
