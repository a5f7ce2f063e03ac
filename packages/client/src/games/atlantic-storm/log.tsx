/**
 * The Atlantic Storm log, from the structured events the rules emit (the games package's rules/events.ts):
 * the setup's events kept in the state (G.log) and every move's events on its log entry, as the server sent
 * them to this viewer (already redacted). One line per event, grouped by battle under a title line; the
 * words come from log-text.ts. The table may hold only the newest entries (the Journal loads earlier ones
 * on demand): the first group then continues a battle whose beginning is not loaded yet.
 */
import type { ReactNode } from 'react';
import type { VisibleLogEntry } from '../../sdk';
import type { LogLine } from '../types';
import type { GameT } from '../../i18n/games';
import { Cited } from '../../table/citations';
import { Die } from './Card';
import { CARD, type AsState, type PublicLogEvent } from './engine';
import { cardName, eventParts, GROUP, partsText, ruleName, type LogContext, type Part } from './log-text';

interface Item {
  key: string;
  e: PublicLogEvent;
}

interface Group {
  title: Part[];
  battle: boolean;
  /** Opened by the convoy choice (§14) or the initiative roll (§15): the battle's own event follows. */
  waitsForBattle: boolean;
  end: boolean;
  items: Item[];
}

const OPENS_BATTLE = new Set(['convoyChoice', 'initiative']);
const ENDS_GAME = new Set(['score', 'winners', 'soloOver']);

/** The log lines of an Atlantic Storm table. */
export function logLines({ G, log, seatName, t }: { G: AsState; log: VisibleLogEntry[]; seatName: (s: number | string) => string; t: GameT }): LogLine[] {
  const c: LogContext = { seatName: (s) => seatName(s), t };
  // The log is complete when it holds the first move (whose entry is that of state 0) or no move yet.
  const complete = log.length === 0 || log[0].stateId === 0;
  const items: Item[] = [];
  if (complete) (Array.isArray(G.log) ? G.log : []).forEach((e, i) => typeof e === 'object' && e && items.push({ key: `setup-${i}`, e }));
  const seen = new Map<number, number>();
  for (const entry of log) {
    const k = seen.get(entry.stateId) ?? 0;
    seen.set(entry.stateId, k + 1);
    (entry.events ?? []).forEach((e, i) => items.push({ key: `${entry.stateId}.${k}.${i}`, e }));
  }
  const groups = group(items, complete, G, c);
  const out: LogLine[] = [];
  for (const g of groups) {
    if (!g.items.length) continue;
    out.push({
      key: `title-${g.items[0].key}`,
      kind: 'em',
      text: partsText(g.title, c),
      node: <span data-log-group={g.end ? 'end' : g.battle ? 'battle' : 'setup'}>{render(g.title, c)}</span>,
    });
    for (const { key, e } of g.items) {
      const parts = eventParts(e, c);
      const rule = ruleName(e.rule, c);
      out.push({
        key,
        seat: e.seat !== undefined ? Number(e.seat) : null,
        text: partsText(parts, c) + (rule ? ` (${rule})` : ''),
        node: (
          <span data-event={e.kind}>
            {render(parts, c)}
            {rule && (
              <span className="muted small">
                {' ('}
                <Cited text={rule} />)
              </span>
            )}
          </span>
        ),
      });
    }
  }
  return out;
}

/** Events into groups: the setup, one per battle, the end of the game. */
function group(items: Item[], complete: boolean, G: AsState, c: LogContext): Group[] {
  const groups: Group[] = [];
  let cur: Group | null = null;
  const open = (g: Omit<Group, 'items'>) => {
    cur = { ...g, items: [] };
    groups.push(cur);
    return cur;
  };
  items.forEach(({ e }, i) => {
    let g = cur as Group | null;
    if (OPENS_BATTLE.has(e.kind)) g = open({ title: GROUP.battle(c, nextBattleNo(items, i, G), null), battle: true, waitsForBattle: true, end: false });
    else if (e.kind === 'battle') {
      const no = e.n?.[0] ?? 0;
      const convoy = e.ids?.[0] ?? null;
      if (g && g.waitsForBattle) {
        g.title = GROUP.battle(c, no, convoy);
        g.waitsForBattle = false;
      } else g = open({ title: GROUP.battle(c, no, convoy), battle: true, waitsForBattle: false, end: false });
    } else if (ENDS_GAME.has(e.kind) && !g?.end) g = open({ title: GROUP.end(c), battle: false, waitsForBattle: false, end: true });
    else if (!g) {
      if (complete) g = open({ title: GROUP.setup(c), battle: false, waitsForBattle: false, end: false });
      else {
        const no = nextBattleNo(items, i, G) - 1;
        g = open({ title: GROUP.battleContinued(c, no > 0 ? no : null, convoyOf(items, i, no, G)), battle: true, waitsForBattle: false, end: false });
      }
    }
    (g as Group).items.push(items[i]);
  });
  return groups;
}

/** The convoy of battle `no`, whose events start at item i without its beginning: the first convoy they name, or the current battle's. */
function convoyOf(items: Item[], i: number, no: number, G: AsState): string | null {
  for (let k = i; k < items.length && items[k].e.kind !== 'battle' && !OPENS_BATTLE.has(items[k].e.kind); k++) {
    const cv = items[k].e.ids?.find((id) => /^C\d/.test(id));
    if (cv) return cv;
  }
  return no === G.battleNo ? (G.battle?.convoy ?? G.solo?.convoy ?? null) : null;
}

/** The number of the battle a group starting at item i belongs to: the next battle event's, or the one after the current battle. */
function nextBattleNo(items: Item[], i: number, G: AsState): number {
  for (let k = i; k < items.length; k++) if (items[k].e.kind === 'battle') return items[k].e.n?.[0] ?? 0;
  return G.battleNo + 1;
}

/** Parts as rich nodes: cards and convoys by their names in their side's colour, seats by the players' names, dice drawn (each die is labelled for screen readers). */
function render(parts: readonly Part[], c: LogContext): ReactNode[] {
  return parts.map((p, i) => {
    if (typeof p === 'string') return p;
    if ('card' in p)
      return (
        <span key={i} className={`as-ref ${CARD[p.card]?.side ?? 'convoy'}`} data-ref={p.card}>
          {cardName(p.card)}
        </span>
      );
    if ('seat' in p)
      return (
        <span key={i} className="who">
          {c.seatName(p.seat)}
        </span>
      );
    return (
      <span key={i} className="as-dice" style={{ margin: 0, verticalAlign: 'middle' }} data-dice={p.dice.join(' ')}>
        {p.dice.map((d, k) => (
          <Die key={k} value={d} size={13} />
        ))}
      </span>
    );
  });
}
