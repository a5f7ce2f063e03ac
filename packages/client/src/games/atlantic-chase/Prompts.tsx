/**
 * The decision in front of the viewer, for every decision the engine asks (G.pending.kind). What is
 * offered comes from the engine's own functions: the action menu from `actOptions` (every act it lists is
 * legal) with `actProblem`'s reason for the actions that are not; the other decisions from `enumerate`
 * (ai.enumerate: every legal answer, sampled only where the choice is continuous); gunnery and torpedo
 * targets from `fireOptions` and `torpedoOptions`; maneuvers from `moveZones`. The battle's simultaneous
 * declarations are committed here and stay hidden from the other side until both are in (RULINGS I-39).
 */
import { useMemo, useState, type ReactElement } from 'react';
import type { BoardProps } from '../types';
import {
  actOptions,
  actProblem,
  enumerate,
  fireOptions,
  freeIdentities,
  hexesOf,
  liveShips,
  moveZones,
  torpedoOptions,
  breakAwayMods,
  no,
  type Act,
  type Battle,
  type Side,
} from './engine';
import { Cited } from '../../table/citations';
import { choiceWords, leaderOption } from './log-text';
import { reasonWords, type ChaseG, type Words } from './words';

interface Props {
  G: ChaseG;
  w: Words;
  me: string;
  busy: boolean;
  act: BoardProps['act'];
  startPlot: (tf: string) => void;
  plotting: boolean;
}

type Choice = { move: string; args: unknown[] };

export function Decision(props: Props) {
  const { G, w, me } = props;
  const t = w.t;
  const p = G.pending!;
  let body: ReactElement;
  switch (p.kind) {
    case 'action':
      body = <ActionMenu {...props} />;
      break;
    case 'fire':
    case 'torpedo':
      body = <TargetsPrompt {...props} />;
      break;
    case 'breakAway':
      body = <BreakAwayPrompt {...props} />;
      break;
    case 'maneuver':
      body = <ManeuverPrompt {...props} />;
      break;
    default:
      body = <ChoicePrompt {...props} />;
  }
  return (
    <section className="ac-decision" data-testid="decision" data-kind={p.kind}>
      <h3 className="ac-title">{promptWords(G, w, me)}</h3>
      {p.kind !== 'action' && <p className="small muted">{t(`help.${p.kind}`, { defaultValue: '' })}</p>}
      {body}
    </section>
  );
}

/** The turn bar's line and the decision's heading. */
export function promptWords(G: ChaseG, w: Words, me: string | null): string {
  const p = G.pending;
  const t = w.t;
  if (!p) return '';
  const d = (p.data ?? {}) as Record<string, unknown>;
  const side = p.side ? w.side(p.side) : w.list(((d.sides as string[]) ?? []).filter((s) => G.seat[s as Side] === me).map(w.side));
  const vals: Record<string, unknown> = { side };
  if (typeof d.tf === 'string') vals.tf = w.tf(d.tf);
  if (typeof d.ship === 'string') vals.ship = w.ship(d.ship);
  if (typeof d.n === 'number') vals.n = d.n;
  if (typeof d.what === 'string') vals.what = t(`result.${d.what}`, { defaultValue: t(`what.${d.what}`, { defaultValue: '' }) });
  if (typeof d.leader === 'string') vals.leader = w.any(d.leader);
  if (typeof d.hex === 'string') vals.hex = w.hex(d.hex);
  if (typeof d.round === 'number') vals.round = d.round;
  return t(`prompt.${p.kind}`, vals);
}

// ------------------------------------------------------------------ the action menu

const KINDS: Act['a'][] = [
  'NAVAL_SEARCH',
  'ENGAGE',
  'AIR_STRIKE',
  'STEALTH_ATTACK',
  'STEALTH_RECON',
  'SIGNALS',
  'COMPLETION',
  'PASS',
  'SPLIT',
  'MERGE',
  'REINFORCE',
  'TRANSFER',
  'DISPERSE',
];

function actLabel(w: Words, a: Act): string {
  const t = w.t;
  switch (a.a) {
    case 'TRAJECTORY':
      return t('actLabel.TRAJECTORY', { tf: w.tf(a.tf), n: a.hexes.length });
    case 'PASS':
      return a.all ? t('actLabel.allPass') : a.tf ? t('actLabel.pass', { tf: w.tf(a.tf) }) : t('actLabel.passNone');
    case 'NAVAL_SEARCH':
    case 'ENGAGE':
      return t(`actLabel.${a.a}`, { tf: w.tf(a.tf), target: w.tf(a.target), hex: w.hex(a.hex) });
    case 'AIR_STRIKE':
      return t('actLabel.AIR_STRIKE', { source: w.any(a.source), launch: w.hex(a.launch), target: w.tf(a.target), hex: w.hex(a.hex) });
    case 'STEALTH_ATTACK':
      return t('actLabel.STEALTH_ATTACK', { force: w.any(a.force), target: w.tf(a.target) });
    case 'STEALTH_RECON':
      return t('actLabel.STEALTH_RECON', { force: w.any(a.force), hex: w.hex(a.hex) });
    case 'SIGNALS':
      return t('actLabel.SIGNALS', { target: w.tf(a.target), hex: w.hex(a.hex) });
    case 'COMPLETION':
      return t('actLabel.COMPLETION', { tf: w.tf(a.tf) });
    case 'SPLIT':
      return t('actLabel.SPLIT', { tf: w.tf(a.tf), ships: w.list(a.ships.map(w.ship)), colour: t(`colour.${a.identity}`) });
    case 'MERGE':
      return t('actLabel.MERGE', { keep: w.tf(a.keep), other: w.tf(a.other) });
    case 'REINFORCE':
      return a.into ? t('actLabel.REINFORCE_INTO', { group: a.group, tf: w.tf(a.into) }) : t('actLabel.REINFORCE', { group: a.group });
    case 'TRANSFER':
      return t('actLabel.TRANSFER', { tf: w.tf(a.tf), to: w.place(a.to) });
    case 'DISPERSE':
      return t('actLabel.DISPERSE', { ship: w.ship(a.ship) });
  }
}

/** Why no act of a kind can be declared now: the engine's reason for a representative declaration. */
function refusedWhy(G: ChaseG, w: Words, side: Side, kind: Act['a']): string {
  const t = w.t;
  const g = G as never;
  const mine = Object.values(G.tfs).filter((x) => x.side === side && !x.gone);
  const foes = Object.values(G.tfs).filter((x) => x.side !== side && !x.gone);
  const forces = Object.entries(G.stealth).filter(([, f]) => f.side === side && f.at);
  const first = (cands: Act[]): string => {
    for (const c of cands) {
      const r = actProblem(g, side, c);
      if (r) return reasonWords(t, r);
    }
    return t(`none.${kind}`);
  };
  switch (kind) {
    case 'NAVAL_SEARCH':
    case 'ENGAGE': {
      const cands: Act[] = [];
      for (const m of mine)
        for (const f of foes) for (const h of hexesOf(m)) if (hexesOf(f).includes(h)) cands.push({ a: kind, tf: m.id, target: f.id, hex: h });
      return cands.length ? first(cands) : t('none.sameHex');
    }
    case 'AIR_STRIKE':
      if (G.weather !== 'GOOD') return reasonWords(t, no.airWeather());
      return t('none.AIR_STRIKE');
    case 'STEALTH_ATTACK':
    case 'STEALTH_RECON':
      return forces.length ? t(`none.${kind}`) : t('none.noStealth');
    case 'SIGNALS':
      return t('none.SIGNALS');
    case 'COMPLETION':
      return mine.length ? first(mine.map((m) => ({ a: 'COMPLETION', tf: m.id }))) : t('none.noTf');
    default:
      return t(`none.${kind}`);
  }
}

function ActionMenu({ G, w, me, busy, act, startPlot, plotting }: Props) {
  const t = w.t;
  const side = G.pending!.side as Side;
  const acts = useMemo(() => actOptions(G as never, side), [G, side]);
  const [open, setOpen] = useState<string | null>(null);
  const mine = Object.values(G.tfs).filter((x) => x.side === side && !x.gone);
  const canPlot = new Set(acts.filter((a) => a.a === 'TRAJECTORY').map((a) => (a as { tf: string }).tf));
  const refused: Array<[string, string]> = [];
  const legal = KINDS.map((k) => [k, acts.filter((a) => a.a === k)] as const);
  for (const [k, list] of legal)
    if (!list.length && !['SPLIT', 'MERGE', 'REINFORCE', 'TRANSFER', 'DISPERSE'].includes(k)) refused.push([t(`act.${k}`), refusedWhy(G, w, side, k)]);
  const free = legal.filter(([k, l]) => ['SPLIT', 'MERGE', 'REINFORCE', 'TRANSFER', 'DISPERSE'].includes(k) && l.length);
  if (!free.length) refused.push([t('act.REORGANIZE'), t('none.REORGANIZE')]);
  void me;
  return (
    <div className="ac-menu" data-testid="action-menu">
      {G.obligation && G.obligation.side === side && <p className="ac-refused small">{t('ui.obligation', { tf: w.tf(G.obligation.tf) })}</p>}
      <div className="ac-menu-group" data-kind="TRAJECTORY">
        <h4>{t('act.TRAJECTORY')}</h4>
        {mine.map((tf) =>
          canPlot.has(tf.id) ? (
            <button key={tf.id} type="button" className="btn" data-testid={`plot-${tf.id}`} disabled={busy || plotting} onClick={() => startPlot(tf.id)}>
              {t('plot.start', { tf: w.tf(tf.id) })}
            </button>
          ) : (
            <p key={tf.id} className="small muted" data-testid={`noplot-${tf.id}`}>
              <Cited
                text={t('plot.cannot', {
                  tf: w.tf(tf.id),
                  why:
                    reasonWords(t, actProblem(G as never, side, { a: 'TRAJECTORY', tf: tf.id, hexes: tf.rep.k === 'T' ? tf.rep.hexes : [] })) ||
                    t('none.TRAJECTORY'),
                })}
              />
            </p>
          ),
        )}
      </div>
      {legal
        .filter(([k, list]) => list.length && k !== 'SPLIT')
        .map(([k, list]) => (
          <div key={k} className="ac-menu-group" data-kind={k}>
            <h4>
              <button type="button" className="linklike" aria-expanded={open === k || list.length <= 3} onClick={() => setOpen(open === k ? null : k)}>
                {t(`act.${k}`)} <span className="small muted">({list.length})</span>
              </button>
            </h4>
            {(open === k || list.length <= 3) &&
              list.slice(0, 40).map((a, i) => (
                <button
                  key={i}
                  type="button"
                  className="btn ac-act"
                  data-testid="act-option"
                  data-act={a.a}
                  disabled={busy || plotting}
                  onClick={() => void act('act', a)}
                >
                  {actLabel(w, a)}
                </button>
              ))}
          </div>
        ))}
      {acts.some((a) => a.a === 'SPLIT') && <SplitPicker G={G} w={w} side={side} busy={busy || plotting} act={act} acts={acts} />}
      {refused.length > 0 && (
        <div className="ac-menu-refused" data-testid="refused-actions">
          <h4>{t('ui.notNow')}</h4>
          <ul>
            {refused.map(([name, why]) => (
              <li key={name}>
                <b>{name}</b>: <Cited text={why} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

// ------------------------------------------------------------------ Reorganize: the split picker

/**
 * Split a station (p.37): the player picks which of its ships form the new task force, its identity (an
 * unused one of the side's) and whether the Contact marker and the EM marker go with it. Every choice is
 * checked with the engine's own `actProblem` as it is made, and its reason shown when it is refused.
 */
function SplitPicker({ G, w, side, busy, act, acts }: { G: ChaseG; w: Words; side: Side; busy: boolean; act: BoardProps['act']; acts: Act[] }) {
  const t = w.t;
  // The stations the engine would split now (it offers one sample split for each).
  const tfs = [...new Set(acts.filter((a) => a.a === 'SPLIT').map((a) => (a as { tf: string }).tf))];
  const [tfId, setTf] = useState(tfs[0]);
  const [ships, setShips] = useState<string[]>([]);
  const ids = freeIdentities(G as never, side);
  const [identity, setIdentity] = useState(ids[0] ?? '');
  const [moveContact, setContact] = useState(false);
  const [moveEM, setEM] = useState(false);
  const cur = tfs.includes(tfId) ? tfId : tfs[0];
  const tf = G.tfs[cur];
  const live = tf ? liveShips(G as never, tf) : [];
  const chosen = ships.filter((s) => live.includes(s));
  const ident = ids.includes(identity) ? identity : (ids[0] ?? '');
  const split: Act = { a: 'SPLIT', tf: cur, ships: chosen, identity: ident, moveContact: moveContact && tf.contact.length > 0, moveEM: moveEM && tf.em };
  const problem = actProblem(G as never, side, split);
  return (
    <div className="ac-menu-group ac-split" data-kind="SPLIT" data-testid="split-picker">
      <h4>{t('act.SPLIT')}</h4>
      <label className="small">
        {t('split.station')}{' '}
        <select
          data-testid="split-tf"
          value={cur}
          onChange={(e) => {
            setTf(e.target.value);
            setShips([]);
          }}
        >
          {tfs.map((id) => (
            <option key={id} value={id}>
              {w.tf(id)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="ac-split-ships">
        <legend className="small">{t('split.ships')}</legend>
        {live.map((s) => (
          <label key={s} className="small" data-ship={s}>
            <input
              type="checkbox"
              data-testid="split-ship"
              value={s}
              checked={chosen.includes(s)}
              onChange={(e) => setShips(e.target.checked ? [...chosen, s] : chosen.filter((x) => x !== s))}
            />{' '}
            {w.ship(s)}
          </label>
        ))}
      </fieldset>
      <label className="small">
        {t('split.identity')}{' '}
        <select data-testid="split-identity" value={ident} onChange={(e) => setIdentity(e.target.value)}>
          {ids.map((id) => (
            <option key={id} value={id}>
              {t(`colour.${id}`)}
            </option>
          ))}
        </select>
      </label>
      {tf && tf.contact.length > 0 && (
        <label className="small">
          <input type="checkbox" data-testid="split-contact" checked={moveContact} onChange={(e) => setContact(e.target.checked)} /> {t('split.moveContact')}
        </label>
      )}
      {tf?.em && (
        <label className="small">
          <input type="checkbox" data-testid="split-em" checked={moveEM} onChange={(e) => setEM(e.target.checked)} /> {t('split.moveEM')}
        </label>
      )}
      {problem ? (
        <p className="ac-refused small" data-testid="split-refused" role="status">
          <Cited text={reasonWords(t, problem)} />
        </p>
      ) : (
        <p className="small" data-testid="split-summary">
          {actLabel(w, split)}
        </p>
      )}
      <button
        type="button"
        className="btn brass"
        data-testid="split-commit"
        disabled={busy || !!problem}
        onClick={() =>
          void act('act', split).then((ok) => {
            if (ok) setShips([]);
          })
        }
      >
        {t('split.commit')}
      </button>
    </div>
  );
}

// ------------------------------------------------------------------ every other single-seat decision

function choiceLabel(G: ChaseG, w: Words, kind: string, c: Choice): string {
  const t = w.t;
  const a = c.args;
  switch (kind) {
    case 'start':
      return t('choice.start');
    case 'seize':
      return (
        t(`seize.${a[0] as string}`, { tf: a[1] ? w.tf(a[1] as string) : '' }) + (a[0] === 'attempt' && a[1] ? t('withEm', { tf: w.tf(a[1] as string) }) : '')
      );
    case 'vie':
      return a[0] ? t('vie.em', { tf: w.tf(a[0] as string) }) : t('vie.plain');
    case 'lapse': {
      const [front, back, station] = a as [number, number, string | null];
      return t('lapse.option', { front, back }) + (station ? t('lapse.station', { hex: w.hex(station) }) : '');
    }
    case 'lapseMode':
      return t(a[0] ? 'lapseMode.ROLL' : 'lapseMode.TABLE');
    case 'designate': {
      const [coord, air, launch] = a as [string | null, string | null, string | null];
      if (!coord && !air) return t('designate.none');
      const parts: string[] = [];
      if (coord) parts.push(t('designate.coord', { tf: w.any(coord) }));
      if (air && launch) parts.push(t('designate.air', { source: w.any(air), hex: w.hex(launch) }));
      return w.list(parts);
    }
    case 'spendEM':
    case 'emChoose':
      return t(a[0] ? 'em.spend' : 'em.keep');
    case 'leaderTotal':
    case 'leaderRoll':
      return a[0] === null ? t('leaderChoice.none') : leaderOption(w, a[0] as string);
    case 'slip':
      return a[0] ? t('slip.signals', { tf: w.tf(a[0] as string), hex: w.hex(a[1] as string) }) : t('slip.em');
    case 'breakEM':
      return a[0] ? t('breakEM.ship', { ship: w.ship(a[0] as string) }) : t('breakEM.none');
    case 'place': {
      const zones = Object.values(a[0] as Record<string, string>);
      return t('place.all', { zone: t(`placeZone.${zones[0] ?? 'FAR'}`) });
    }
    case 'smoke': {
      const makers = a[0] as Array<{ ship: string; obscure: string[] }>;
      if (!makers.length) return t('smoke.none');
      return t('smoke.ships', {
        ships: w.list(
          makers.map((m) => (m.obscure.length ? t('smoke.obscuring', { ship: w.ship(m.ship), others: w.list(m.obscure.map(w.ship)) }) : w.ship(m.ship))),
        ),
      });
    }
    default:
      return choiceWords(w, (a[0] as string | null) ?? null);
  }
}

function ChoicePrompt({ G, w, me, busy, act }: Props) {
  const kind = G.pending!.kind;
  const choices = useMemo(() => enumerate(G as never, me) as Choice[], [G, me]);
  // The same answer may be listed twice (the policy's pick first, then every option): show each once.
  const seen = new Set<string>();
  const unique = choices.filter((c) => {
    const k = JSON.stringify(c);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  return (
    <div className="ac-choices" data-testid="choices">
      {unique.map((c, i) => (
        <button
          key={i}
          type="button"
          className={`btn${i === 0 ? ' brass' : ''}`}
          data-testid="choice"
          disabled={busy}
          onClick={() => void act(c.move, ...c.args)}
        >
          {choiceLabel(G, w, kind, c)}
        </button>
      ))}
    </div>
  );
}

// ------------------------------------------------------------------ the battle's decisions

/** The side this seat answers a simultaneous declaration for (the first of its sides still to commit). */
function commitSide(G: ChaseG, me: string): Side | null {
  const d = (G.pending?.data ?? {}) as { sides?: Side[]; committed?: Side[] };
  return (d.sides ?? []).find((s) => G.seat[s] === me && !(d.committed ?? []).includes(s)) ?? null;
}

function TargetsPrompt({ G, w, me, busy, act }: Props) {
  const t = w.t;
  const kind = G.pending!.kind as 'fire' | 'torpedo';
  const side = commitSide(G, me);
  const b = G.battle as Battle;
  const opts = useMemo(() => (side && b ? (kind === 'fire' ? fireOptions(G as never, b, side) : torpedoOptions(G as never, b, side)) : {}), [G, b, side, kind]);
  const suggested = useMemo(() => {
    const first = (enumerate(G as never, me) as Choice[])[0];
    return first && first.move === kind ? (first.args[0] as Record<string, string>) : {};
  }, [G, me, kind]);
  const [targets, setTargets] = useState<Record<string, string>>(suggested);
  if (!side) return <p className="small muted">{t('commit.allIn')}</p>;
  const ships = Object.keys(opts);
  return (
    <div className="ac-targets" data-testid="targets">
      <p className="small">{t('commit.secret', { side: w.side(side) })}</p>
      {ships.length === 0 && <p className="small muted">{t(kind === 'fire' ? 'commit.noGuns' : 'commit.noTorpedoes')}</p>}
      {ships.map((s) => (
        <label key={s} className="ac-target-row">
          <span>{w.ship(s)}</span>
          <select
            data-testid={`target-${s}`}
            value={targets[s] ?? ''}
            onChange={(e) => {
              const next = { ...targets };
              if (e.target.value) next[s] = e.target.value;
              else delete next[s];
              setTargets(next);
            }}
          >
            <option value="">{t(kind === 'fire' ? 'commit.holdFire' : 'commit.noTorpedo')}</option>
            {opts[s].map((x) => (
              <option key={x} value={x}>
                {w.ship(x)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        className="btn brass"
        data-testid="commit"
        disabled={busy}
        onClick={() => void act(kind, Object.fromEntries(Object.entries(targets).filter(([a, x]) => opts[a]?.includes(x))))}
      >
        {t(kind === 'fire' ? 'commit.fire' : 'commit.torpedo')}
      </button>
    </div>
  );
}

function BreakAwayPrompt({ G, w, me, busy, act }: Props) {
  const t = w.t;
  const side = commitSide(G, me);
  const b = G.battle as Battle;
  if (!side || !b) return <p className="small muted">{t('commit.allIn')}</p>;
  const mods = breakAwayMods(G as never, b, side);
  return (
    <div className="ac-choices" data-testid="break-away">
      <p className="small">{t('commit.secret', { side: w.side(side) })}</p>
      <p className="small">
        {t('breakAway.mods', {
          mods: mods.length ? w.list(mods.map(([n, v]) => t('mod.item', { name: t(`mod.${n}`), v: v >= 0 ? `+${v}` : `${v}` }))) : t('mod.none'),
        })}
      </p>
      <button type="button" className="btn brass" data-testid="break-yes" disabled={busy} onClick={() => void act('breakAway', true)}>
        {t('commit.breakYes')}
      </button>
      <button type="button" className="btn" data-testid="break-no" disabled={busy} onClick={() => void act('breakAway', false)}>
        {t('commit.breakNo')}
      </button>
    </div>
  );
}

function ManeuverPrompt({ G, w, me, busy, act }: Props) {
  const t = w.t;
  const ship = (G.pending!.data as { ship: string }).ship;
  const b = G.battle as Battle;
  const choices = useMemo(() => enumerate(G as never, me) as Choice[], [G, me]);
  const smokeOk = choices.some((c) => (c.args[0] as { smoke?: boolean }).smoke);
  const [smoke, setSmoke] = useState(false);
  if (!b) return null;
  const zones = moveZones(b as never, ship);
  return (
    <div className="ac-choices" data-testid="maneuver">
      <p className="small">{t('maneuver.now', { zone: t(`zone.${b.ships[ship]?.zone}`) })}</p>
      {smokeOk && (
        <label className="small">
          <input type="checkbox" checked={smoke} onChange={(e) => setSmoke(e.target.checked)} /> {t('maneuver.smoke')}
        </label>
      )}
      {zones.map((z) => (
        <button
          key={z}
          type="button"
          className={`btn${z === b.ships[ship]?.zone ? '' : ' brass'}`}
          data-testid="zone-option"
          data-zone={z}
          disabled={busy}
          onClick={() => void act('maneuver', { zone: z, smoke: smoke && smokeOk, obscure: [] })}
        >
          {z === b.ships[ship]?.zone ? t('maneuver.stay', { zone: t(`zone.${z}`) }) : t('maneuver.to', { zone: t(`zone.${z}`) })}
        </button>
      ))}
    </div>
  );
}
