import { i18n } from '../../i18n';
import { formatFor } from '../../i18n/format';
import { gameHas, type GameT } from '../../i18n/games';
import type { LogEvent } from '../../i18n/log';
import type { BoardModule, LogLine } from '../types';
import { GatheringStormBoard } from './Board';
import { GS_CITATION } from './citation';
import { seasonYear } from './Panels';
import { eventText, idName, powersOf, type View } from './model';

/** Log events that mark a turning point of the game (shown emphasised). */
const MILESTONES = new Set([
  'turn',
  'aggression',
  'aggressionSucceeds',
  'crisisOutcome',
  'civilWarOutbreak',
  'civilWarEnd',
  'pactSigned',
  'war',
  'gameOver',
  'declaration',
]);

/**
 * One structured event in words: the catalogue's log.<kind> with {{id0}}… named (powers, countries, events,
 * research tracks), {{n0}}… formatted, {{ev0}}… an event with what it does, {{when}} a turn's season and year,
 * {{winners}} the winning seats, {{rule}} the section in brackets (or nothing).
 */
function logText(t: GameT, e: LogEvent, seatName: (s: number | string) => string): string | null {
  const f = formatFor(i18n.language);
  const ids = e.ids ?? [];
  const kind = e.kind === 'dealt' && ids.length > 1 ? 'dealtCard' : e.kind;
  const key = `log.${kind}`;
  if (!gameHas('gathering-storm', key)) return null;
  // The section cited, when the event carries one (a redacted event may not).
  const v: Record<string, unknown> = { rule: e.rule ? ` (${e.rule})` : '' };
  if (e.kind === 'gameOver') v.winners = f.list(ids.map((s) => seatName(s)));
  else v.ids = f.list(ids.map((id) => idName(t, id)));
  ids.forEach((id, i) => {
    v[`id${i}`] = idName(t, id);
    if (/^\d+\.(general|GER|ITA|GBR|FRA|USSR)$/.test(id)) v[`ev${i}`] = eventText(t, id);
  });
  (e.n ?? []).forEach((n, i) => (v[`n${i}`] = f.number(n)));
  if (e.kind === 'turn') v.when = seasonYear(t, e.n?.[0] ?? 0);
  return t(key, v);
}

const mod: BoardModule<View> = {
  Board: GatheringStormBoard,
  // The log and the reasons cite numbered rules ("(24.82)", "[12.31]"); each opens the section holding it.
  citation: GS_CITATION,

  // Every structured event each viewer receives (already redacted for it by the server), in words.
  logLines: ({ log, seatName, t }) => {
    const lines: LogLine[] = [];
    log.forEach((e, i) => {
      (e.events ?? []).forEach((ev, j) => {
        const text = logText(t, ev, seatName);
        if (text === null) return;
        lines.push({ key: `${e.stateId}-${i}-${j}`, text, seat: e.seat === null ? null : Number(e.seat), kind: MILESTONES.has(ev.kind) ? 'em' : undefined });
      });
    });
    return lines;
  },

  seatExtra: (G, seat, t) => {
    const ps = powersOf(G, seat);
    return ps.length ? formatFor(i18n.language).list(ps.map((p) => t(`power.${p}`))) : undefined;
  },

  prompt: (G, seat, _ctx, t) => {
    const d = G.pending;
    if (!d) return undefined;
    const mine = powersOf(G, seat).filter((p) => G.waiting.includes(p));
    const powers = mine.length ? mine : G.waiting;
    return t('prompt.turnbar', { what: t(`prompt.${d.kind}`), powers: formatFor(i18n.language).list(powers.map((p) => t(`power.${p}`))) });
  },
};

export default mod;
