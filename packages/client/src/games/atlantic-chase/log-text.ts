/**
 * The structured log events of Atlantic Chase (rules/flow.ts `log`: kind, ids, numbers, rule page) worded
 * through the catalogue's `log.<kind>`, with every die, modifier and table cell the event carries: the
 * engine logs the dice first, then the modifiers' values in the order of their sources in `ids`, then
 * the totals (rules/action.ts actionRoll, gunnery.ts, initiative.ts, battle.ts breakAwayRoll).
 */
import type { VisibleLogEntry } from '../../sdk';
import { INITIATIVE, RANGE_ROWS } from './engine';
import type { Words } from './words';

export type ChaseEvent = NonNullable<VisibleLogEntry['events']>[number];

const sign = (v: number): string => (v >= 0 ? `+${v}` : `${v}`);

/** "Contact +1, Evasive Maneuvers -2": modifier sources with their values. */
function modList(w: Words, names: string[], values: number[]): string {
  if (!names.length) return w.t('mod.none');
  return w.list(names.map((n, i) => w.t('mod.item', { name: w.t(`mod.${n}`, { defaultValue: w.any(n) }), v: sign(values[i] ?? 0) })));
}

function dice(ds: number[]): string {
  return ds.join(' · ');
}

/** The event as one sentence in the reader's language (its rule page last). */
export function eventText(e: ChaseEvent, w: Words): string {
  const t = w.t;
  const ids = e.ids ?? [];
  const n = e.n ?? [];
  const rule = e.rule ?? '';
  const v: Record<string, unknown> = { rule };
  switch (e.kind) {
    case 'declare':
      Object.assign(v, { side: w.side(ids[0]), act: t(`act.${ids[1]}`), n: n[0] });
      break;
    case 'trajectory':
      Object.assign(v, { tf: w.tf(ids[0]), from: w.hex(ids[1]), to: w.hex(ids[ids.length - 1]), num: n[0] });
      break;
    case 'intel':
    case 'signals':
    case 'gensoul':
      Object.assign(v, { tf: w.any(ids[0]), hex: w.hex(ids[1]) });
      break;
    case 'recon':
    case 'prien':
      Object.assign(v, { force: w.any(ids[0]), hex: w.hex(ids[1]) });
      break;
    case 'pass':
      Object.assign(v, { side: w.side(ids[0]), tfs: ids.length > 1 ? w.list(ids.slice(1).map(w.tf)) : t('nobody') });
      break;
    case 'allPass':
      Object.assign(v, { side: w.side(ids[0]), leader: w.any(ids[1]), num: n[0] });
      break;
    case 'timeLapse':
      Object.assign(v, { tf: w.tf(ids[0]), mode: t(`lapseMode.${ids[1]}`), num: n[0] });
      break;
    case 'segmentsRemoved': {
      const st = ids.indexOf('station');
      const removed = ids.slice(1, st < 0 ? undefined : st);
      Object.assign(v, {
        tf: w.tf(ids[0]),
        num: n[0],
        hexes: removed.length ? w.list(removed.map(w.hex)) : t('nothing'),
        intel: n[1] ?? 0,
        station: st >= 0 ? t('log.stationAt', { hex: w.hex(ids[st + 1]) }) : '',
      });
      break;
    }
    case 'initiativeChange':
      Object.assign(v, { side: w.side(ids[0]), why: t(`why.${ids[1]}`), clock: n[0] < 0 ? t('noClock') : n[0] });
      break;
    case 'weather':
      Object.assign(v, { side: w.side(ids[0]), from: t(`weather.${ids[1]}`), to: t(`weather.${ids[2]}`), die: n[0] });
      break;
    case 'seize': {
      const k = INITIATIVE.seizeDice;
      const withTf = ids.length === 3;
      const mods = n.slice(k, n.length - 1);
      Object.assign(v, {
        side: w.side(ids[0]),
        dice: dice(n.slice(0, k)),
        mods: modList(w, withTf ? ['tally', 'evasive'] : ['tally'], mods),
        total: n[n.length - 1],
        target: INITIATIVE.seizeTarget,
        outcome: t(`outcome.${ids[ids.length - 1]}`),
      });
      break;
    }
    case 'seizeDeclined':
      Object.assign(v, { side: w.side(ids[0]), tf: ids[1] ? w.tf(ids[1]) : t('nobody'), num: n[0] });
      break;
    case 'lutjens':
      Object.assign(v, { side: w.side(ids[0]), tf: w.tf(ids[1]) });
      break;
    case 'vie': {
      const withTf = ids.length === 4;
      Object.assign(v, {
        active: w.side(ids[0]),
        inactive: w.side(ids[1]),
        a: n[0],
        b: n[1],
        mods: modList(w, withTf ? ['tally', 'evasive'] : ['tally'], n.slice(2, n.length - 1)),
        total: n[n.length - 1],
        outcome: t(`outcome.${ids[ids.length - 1]}`),
      });
      break;
    }
    case 'designate':
      Object.assign(v, {
        side: w.side(ids[0]),
        coord: ids[1] === '-' ? t('nobody') : w.any(ids[1]),
        air: ids[2] === '-' ? t('nobody') : w.any(ids[2]),
        launch: ids[3] === '-' ? '—' : w.hex(ids[3]),
      });
      break;
    case 'interruption':
      Object.assign(v, { side: w.side(ids[0]), cell: t(`result.${ids[1]}`), dice: dice(n.slice(0, 2)), sum: n[2], intel: n[3] });
      break;
    case 'soloSlip':
      Object.assign(v, { tf: w.any(ids[0]), die: n[0] });
      break;
    case 'actionCancelled':
      Object.assign(v, { act: t(`act.${ids[0]}`), why: t(`result.${ids[1]}`) });
      break;
    case 'leaderRoll':
      Object.assign(v, { leader: w.any(ids[0]), dice: dice(n.slice(0, n.length - 2)), roll: n[n.length - 2], total: n[n.length - 1] });
      break;
    case 'rollBeforeLeader':
      Object.assign(v, { act: t(`act.${ids[0]}`), side: w.side(ids[1]), dice: dice(n) });
      break;
    case 'leaderTotal':
      Object.assign(v, { leader: w.any(ids[0]), choice: t(`leaderChoice.${ids[1]}`, { defaultValue: ids[1] }), roll: n[0], total: n[1] });
      break;
    case 'leaderDie':
      Object.assign(v, { leader: w.any(ids[0]), choice: leaderOption(w, ids[1] ?? ''), dice: n.length ? dice(n) : '—' });
      break;
    case 'actionRoll': {
      const contact = ids[3] === 'contact';
      const names = ids.slice(contact ? 4 : 3);
      const nd = n.length - names.length - 2;
      Object.assign(v, {
        act: t(`act.${ids[0]}`),
        side: w.side(ids[1]),
        dice: dice(n.slice(0, nd)),
        mods: modList(w, names, n.slice(nd, nd + names.length)),
        roll: n[n.length - 2],
        column: n[n.length - 1],
        result: t(`result.${ids[2]}`) + (contact ? t('plusContact') : ''),
      });
      break;
    }
    case 'result':
      Object.assign(v, { result: t(`result.${ids[0]}`), tf: w.tf(ids[1]), hex: w.hex(ids[2]), pick: ids[3] ? choiceWords(w, ids[3]) : '' });
      break;
    case 'emSpent':
    case 'slipEM':
    case 'tfEliminated':
    case 'completionFails':
    case 'obligationVoid':
      Object.assign(v, { tf: w.tf(ids[0]) });
      break;
    case 'slipSignals':
      Object.assign(v, { tf: w.tf(ids[0]), hex: w.hex(ids[1]) });
      break;
    case 'stealthUsed':
      Object.assign(v, { force: w.any(ids[0]) });
      break;
    case 'battleStarts':
      Object.assign(v, {
        a: w.tf(ids[0]),
        b: w.tf(ids[1]),
        side: w.side(ids[2]),
        hex: ids[3] ? w.hex(ids[3]) : t('battleBoardOnly'),
        rounds: n[0],
        surprise: n[1] ? t('withSurprise') : '',
      });
      break;
    case 'breakAwayDeclared':
      Object.assign(v, { sides: ids.length ? w.list(ids.map(w.side)) : t('nobody') });
      break;
    case 'breakAwayRoll': {
      const names = ids.slice(1);
      const nd = n.length - names.length - 1;
      Object.assign(v, { side: w.side(ids[0]), dice: dice(n.slice(0, nd)), mods: modList(w, names, n.slice(nd, nd + names.length)), total: n[n.length - 1] });
      break;
    }
    case 'breakAwayEM':
      Object.assign(v, { side: w.side(ids[0]), ship: w.ship(ids[1]) });
      break;
    case 'battleRound':
      Object.assign(v, { round: n[0] });
      break;
    case 'smokeDeployed':
      Object.assign(v, { side: w.side(ids[0]), ships: ids.length > 1 ? w.list(ids.slice(1).map(w.ship)) : t('nobody') });
      break;
    case 'shipsPlaced':
      Object.assign(v, {
        side: w.side(ids[0]),
        ships: w.list(
          ids.slice(1).map((x) => {
            const [s, z] = x.split(':');
            return t('shipInZone', { ship: w.ship(s), zone: t(`placeZone.${z}`) });
          }),
        ),
      });
      break;
    case 'dispersed':
    case 'sunk':
    case 'damaged':
    case 'destroyed':
    case 'hits':
      Object.assign(v, { ship: w.ship(ids[0]), num: n[0] ?? 0 });
      break;
    case 'maneuver':
      Object.assign(v, { ship: w.ship(ids[0]), from: t(`zone.${ids[1]}`), to: t(`zone.${ids[2]}`), smoke: n[0] ? t('withSmoke') : '' });
      break;
    case 'battleEnds':
      Object.assign(v, { a: w.tf(ids[0]), b: w.tf(ids[1]), round: n[0], broke: ids[2] === 'brokeAway' ? t('brokeAwayBy', { side: w.side(ids[3]) }) : '' });
      break;
    case 'gunnery': {
      const row = RANGE_ROWS.find((r) => r.range === ids[2]);
      const nd = row?.dice ?? 2;
      const extra = n.slice(nd + 3, n.length - 2);
      Object.assign(v, {
        ship: w.ship(ids[0]),
        target: w.ship(ids[1]),
        range: t(`range.${ids[2]}`),
        dice: dice(n.slice(0, nd)),
        keep: t(`keep.${row?.keep ?? 'ALL'}`),
        kept: n[nd],
        mods: modList(w, ['gv', 'smoke', ...extra.map(() => 'leader')], [n[nd + 1], n[nd + 2], ...extra]),
        total: n[n.length - 2],
        num: n[n.length - 1],
      });
      break;
    }
    case 'torpedo': {
      Object.assign(v, {
        ship: w.ship(ids[0]),
        target: w.ship(ids[1]),
        dice: dice(n.slice(0, 1)),
        mods: modList(w, ['speed', ...n.slice(2, n.length - 2).map(() => 'leader')], n.slice(1, n.length - 2)),
        total: n[n.length - 2],
        num: n[n.length - 1],
      });
      break;
    }
    case 'identified':
      Object.assign(v, { tf: w.tf(ids[0]), ships: ids.length > 2 ? w.list(ids.slice(2).map(w.ship)) : t('nothing') });
      break;
    case 'leaderMoves':
      Object.assign(v, { leader: w.any(ids[0]), from: w.ship(ids[1]), to: ids[2] ? w.any(ids[2]) : t('nobody') });
      break;
    case 'transfer':
      Object.assign(v, { tf: w.tf(ids[0]), to: w.place(ids[1]) });
      break;
    case 'split':
      Object.assign(v, { tf: w.tf(ids[0]), other: w.tf(ids[1]), ships: w.list(ids.slice(2).map(w.ship)) });
      break;
    case 'merge':
      Object.assign(v, { tf: w.tf(ids[0]), other: w.tf(ids[1]) });
      break;
    case 'reinforcement':
      Object.assign(v, { side: w.side(ids[0]), group: ids[1], dice: dice(n.slice(0, n.length - 1)), total: n[n.length - 1], outcome: t(`outcome.${ids[2]}`) });
      break;
    case 'completed':
      Object.assign(v, { tf: w.tf(ids[0]), port: w.place(ids[1]) });
      break;
    case 'vp':
      Object.assign(v, { side: w.side(ids[0]), num: n[0], total: n[1], why: vpWhy(w, ids[1], ids.slice(2)) });
      break;
    case 'gameOver':
      Object.assign(v, {
        winner: ids[0] === 'DRAW' ? t('draw') : w.side(ids[0]),
        why: t(`end.${(ids[1] ?? '').replace(/^end:/, '')}`, { defaultValue: t('end.other') }),
        br: n[0],
        ge: n[1],
      });
      break;
    case 'logTruncated':
      break;
    default:
      return t('log.unknown', { rule });
  }
  return t(`log.${e.kind}`, v);
}

function vpWhy(w: Words, why: string, ids: string[]): string {
  const t = w.t;
  if (/^(br|ge)_/.test(why)) return t(`award.${why}`, { defaultValue: t('award.scenario') });
  return t(`vpWhy.${why}`, { defaultValue: t('award.scenario'), ships: w.list(ids.map(w.any)) });
}

/** A leader's die option: "six0" replaces the first die with a 6, "plus2" adds 2; battle forms "s1.0", "p1". */
export function leaderOption(w: Words, o: string): string {
  const t = w.t;
  let m = /^six(\d)$/.exec(o);
  if (m) return t('leaderChoice.six', { n: Number(m[1]) + 1 });
  if (o === 'plus2') return t('leaderChoice.plus2');
  m = /^s(\d+)\.(\d)$/.exec(o);
  if (m) return t('leaderChoice.sixAttack', { a: Number(m[1]) + 1, n: Number(m[2]) + 1 });
  m = /^p(\d+)$/.exec(o);
  if (m) return t('leaderChoice.plusAttack', { a: Number(m[1]) + 1 });
  if (o === 'none' || o === 'add' || o === 'sub') return t(`leaderChoice.${o}`);
  return w.any(o);
}

/** A picked option of a result (p.49-54) or a follow-up, in words. */
export function choiceWords(w: Words, o: string | null): string {
  const t = w.t;
  if (o === null) return t('choice.none');
  if (o === 'front' || o === 'back' || o === 'battle' || o === 'contact') return t(`choice.${o}`);
  if (/^\d{1,2}$/.test(o)) return t('choice.segment', { n: Number(o) + 1 });
  const m = /^([A-Za-z0-9_]+):(\d{4})$/.exec(o);
  if (m) return t('choice.intelAt', { tf: w.any(m[1]), hex: w.hex(m[2]) });
  if (/^(six\d|plus2|s\d+\.\d|p\d+|none|add|sub)$/.test(o)) return leaderOption(w, o);
  return w.any(o);
}
