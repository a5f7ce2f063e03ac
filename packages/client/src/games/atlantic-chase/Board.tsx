/**
 * The Atlantic Chase table: the scenario's date, operation clock, initiative, weather and VP (p.26, p.3, RULINGS S);
 * the operations map with every task force and marker; the task force displays (ships with their class,
 * speed, hits and damage, leaders, EM; p.7); the decision in front of the viewer (the action menu with the
 * legal actions and why the others are refused, every prompt of the engine, the commit-then-reveal
 * declarations of the battle); the battle board while a battle is fought (p.55); and the latest rolls with
 * every die, modifier and table cell. Spectators get the same public table without the decisions.
 */
import './chase.css';
import { useEffect, useMemo, useState } from 'react';
import { useGameT } from '../../i18n/games';
import { useFormat } from '../../i18n/format';
import type { BoardProps } from '../types';
import { Cited } from '../../table/citations';
import { BattleBoard } from './Battle';
import {
  LEADER,
  SCENARIO,
  SHIP,
  liveShips,
  tfSpeed,
  trajectoryProblem,
  trajectoryTotal,
  actProblem,
  adjacent,
  isPlayable,
  gridNeighbours,
  PORT,
  type HexId,
  type Refusal,
  type Side,
} from './engine';
import { eventText, type ChaseEvent } from './log-text';
import { MapView, IDENTITY_COLOUR, type Plot } from './MapView';
import { Decision } from './Prompts';
import { reasonWords, words, type ChaseG, type Words } from './words';

const SIDES: Side[] = ['BR', 'GE'];

export function ChaseBoard({ G, seat, myTurn, busy, act, seatName, log, match }: BoardProps<ChaseG>) {
  const t = useGameT(match.game);
  const f = useFormat();
  const w = useMemo(() => words(G, t, (x) => f.list(x)), [G, t, f]);
  const me = seat === null ? null : String(seat);
  const p = G.pending;
  const mine = !!(myTurn && me !== null && p && !G.result && (p.seats ? p.seats.includes(me) : p.seat === me));
  const [plot, setPlot] = useState<Plot | null>(null);
  // The rules' refusal of the last hex or trajectory, worded at each render (so in the language of the moment).
  const [reason, setReason] = useState<Refusal | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const onMap = SCENARIO[G.scenario]?.map !== 'BATTLE_BOARD_ONLY';

  // A new decision (or a move that changed the state) ends any plotting of an older one.
  useEffect(() => {
    if (!mine || p?.kind !== 'action') setPlot(null);
  }, [mine, p?.kind]);

  const side = p?.side ?? null;

  /** Begin plotting a trajectory for a TF: from its trajectory's line, or from nothing on station. */
  const startPlot = (tfId: string) => {
    const tf = G.tfs[tfId];
    // A station starts its line in its hex (or its port's only hex); Kiel's two hexes wait for a click (p.43, p.9).
    const starts = tf.rep.k === 'S' ? (tf.rep.hex ? [tf.rep.hex] : (PORT[tf.rep.port ?? '']?.hexes ?? [])) : [];
    const hexes = tf.rep.k === 'T' ? [...tf.rep.hexes] : starts.length === 1 ? starts : [];
    setReason(null);
    setSelected(tfId);
    setPlot({ tf: tfId, hexes, next: nextHexes(G, tfId, hexes), refused: null });
  };

  const onHex = (hex: HexId, drag: boolean) => {
    if (!plot) {
      const here = Object.values(G.tfs).find((x) => !x.gone && (x.rep.k === 'T' ? x.rep.hexes.includes(hex) : x.rep.hex === hex));
      if (here) setSelected(here.id);
      return;
    }
    const tf = G.tfs[plot.tf];
    const line = plot.hexes;
    const base = tf.rep.k === 'T' ? tf.rep.hexes : [];
    // Take back the last hex added at either end (never the TF's own line).
    if (!drag && line.length > base.length && (hex === line[line.length - 1] || hex === line[0])) {
      const atEnd = hex === line[line.length - 1] && !(base.length && base[base.length - 1] === hex);
      const atStart = hex === line[0] && !(base.length && base[0] === hex);
      if (atEnd || atStart) {
        const back = atEnd ? line.slice(0, -1) : line.slice(1);
        setReason(null);
        setPlot({ ...plot, hexes: back, next: nextHexes(G, plot.tf, back), refused: null });
        return;
      }
    }
    if (line.includes(hex) && drag) return;
    const cand = extend(G, plot.tf, line, hex);
    const problem = trajectoryProblem(G as never, tf, cand);
    if (problem) {
      setReason(problem);
      setPlot({ ...plot, refused: hex });
      return;
    }
    setReason(null);
    setPlot({ ...plot, hexes: cand, next: nextHexes(G, plot.tf, cand), refused: null });
  };

  const commitPlot = async () => {
    if (!plot || !side) return;
    const problem = actProblem(G as never, side, { a: 'TRAJECTORY', tf: plot.tf, hexes: plot.hexes });
    if (problem) {
      setReason(problem);
      return;
    }
    const ok = await act('act', { a: 'TRAJECTORY', tf: plot.tf, hexes: plot.hexes });
    if (ok) setPlot(null);
  };

  const lastRolls = useMemo(() => latestRolls(log), [log]);

  return (
    <div
      className="seaboard ac-board"
      data-testid="board"
      data-board="atlantic-chase"
      data-pending={p?.kind ?? 'none'}
      data-mine={mine ? 'yes' : 'no'}
      data-over={G.result ? 'yes' : undefined}
      data-actions={G.actions}
    >
      <Status G={G} w={w} seatName={seatName} />
      {G.result && (
        <section className="ac-result" data-testid="result">
          <h3 className="ac-title">{t('ui.result')}</h3>
          <p>
            {G.result.winner === 'DRAW' ? t('ui.draw') : t('ui.winner', { side: w.side(G.result.winner) })}{' '}
            {t('ui.finalVp', { br: G.result.vp.BR, ge: G.result.vp.GE })}
          </p>
          <p className="small">{t(`end.${G.result.reason.replace(/^end:/, '')}`, { defaultValue: t('end.other') })}</p>
        </section>
      )}

      <div className={`ac-main${onMap ? '' : ' no-map'}`}>
        {onMap && (
          <section className="ac-map-wrap">
            <MapView G={G} w={w} plot={plot} selected={selected} onHex={onHex} onTf={setSelected} />
            {plot && (
              <div className="ac-plotbar" data-testid="plotbar">
                <p>
                  <b>{t('plot.title', { tf: w.tf(plot.tf) })}</b> {t('plot.segments', { n: plot.hexes.length, max: 15 })}
                  {' · '}
                  <span data-testid="trajectory-total">{plotTotals(G, w, plot)}</span>
                </p>
                <p className="small muted">{t('plot.help')}</p>
                {reason && (
                  <p className="ac-refused" data-testid="plot-refused" role="status">
                    <Cited text={reasonWords(t, reason)} />
                  </p>
                )}
                <div className="ac-buttons">
                  <button type="button" className="btn brass" data-testid="plot-commit" disabled={busy || !plot.hexes.length} onClick={() => void commitPlot()}>
                    {t('plot.commit')}
                  </button>
                  <button type="button" className="btn" data-testid="plot-cancel" onClick={() => setPlot(null)}>
                    {t('plot.cancel')}
                  </button>
                </div>
              </div>
            )}
          </section>
        )}
        <aside className="ac-side">
          {mine && me !== null && p && <Decision G={G} w={w} me={me} busy={busy} act={act} startPlot={startPlot} plotting={!!plot} />}
          {!mine && !G.result && p && (
            <p className="ac-waiting muted" data-testid="waiting">
              {waitingText(G, w, seatName)}
            </p>
          )}
          <Commitments G={G} w={w} me={me} />
          {lastRolls.length > 0 && (
            <section className="ac-rolls" data-testid="rolls">
              <h3 className="ac-title">{t('ui.latestRolls')}</h3>
              <ul>
                {lastRolls.map((e, i) => (
                  <li key={i}>{eventText(e, w)}</li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>

      {G.battle && <BattleBoard G={G} w={w} />}

      <section className="ac-forces" data-testid="forces">
        {SIDES.map((s) => (
          <div key={s} className={`ac-forces-side ${s}`}>
            <h3 className="ac-title">{t('ui.forcesOf', { side: w.side(s) })}</h3>
            {Object.values(G.tfs)
              .filter((tf) => tf.side === s)
              .map((tf) => (
                <TfPanel key={tf.id} G={G} w={w} id={tf.id} selected={selected === tf.id} onSelect={() => setSelected(tf.id)} />
              ))}
          </div>
        ))}
      </section>
    </div>
  );
}

/** The line with `hex` added at the end it touches (or as the first segment). */
function extend(G: ChaseG, tfId: string, line: HexId[], hex: HexId): HexId[] {
  const side = G.tfs[tfId].side;
  if (!line.length) return [hex];
  if (adjacent(line[line.length - 1], hex, side)) return [...line, hex];
  if (adjacent(line[0], hex, side)) return [hex, ...line];
  return [...line, hex];
}

/** Hexes that extend the line legally now (the engine's check on each neighbour of its ends). */
function nextHexes(G: ChaseG, tfId: string, line: HexId[]): HexId[] {
  const tf = G.tfs[tfId];
  const out = new Set<HexId>();
  const ends = line.length ? [line[0], line[line.length - 1]] : tf.rep.k === 'S' ? (tf.rep.hex ? [tf.rep.hex] : (PORT[tf.rep.port ?? '']?.hexes ?? [])) : [];
  if (!line.length) {
    for (const h of ends) if (!trajectoryProblem(G as never, tf, [h])) out.add(h);
    return [...out];
  }
  for (const end of ends)
    for (const h of gridNeighbours(end)) {
      if (!isPlayable(h) || line.includes(h)) continue;
      if (!trajectoryProblem(G as never, tf, extend(G, tfId, line, h))) out.add(h);
    }
  return [...out];
}

/** The Trajectory Total the plotted line would give against each enemy TF on the map (p.17). */
function plotTotals(G: ChaseG, w: Words, plot: Plot): string {
  const tf = G.tfs[plot.tf];
  const foes = Object.values(G.tfs).filter((x) => x.side !== tf.side && !x.gone && (x.rep.k === 'T' || x.rep.hex));
  const trial = { ...G, tfs: { ...G.tfs, [plot.tf]: { ...tf, rep: plot.hexes.length ? { k: 'T' as const, hexes: plot.hexes } : tf.rep } } };
  if (!foes.length) return w.t('plot.noTarget');
  return foes
    .map((x) =>
      w.t('plot.total', {
        tf: w.tf(x.id),
        n: trajectoryTotal(trial as never, { active: plot.tf, activeCoord: null, activeAir: null, target: x.id, inactiveCoord: null, inactiveAir: null }),
      }),
    )
    .join(' · ');
}

/** The newest rolls of the log (searches, battles, initiative): the last entry that rolled anything. */
const ROLLS = new Set([
  'actionRoll',
  'gunnery',
  'torpedo',
  'seize',
  'vie',
  'weather',
  'interruption',
  'breakAwayRoll',
  'reinforcement',
  'leaderRoll',
  'hits',
  'result',
]);
function latestRolls(log: BoardProps['log']): ChaseEvent[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const evs = (log[i].events ?? []).filter((e) => ROLLS.has(e.kind));
    if (evs.length) return evs.slice(0, 12);
  }
  return [];
}

function waitingText(G: ChaseG, w: Words, seatName: (s: number | string) => string): string {
  const p = G.pending;
  if (!p) return '';
  if (p.seats) return w.t('ui.waitingSeats', { seats: w.list(p.seats.map((s) => seatName(s))) });
  if (p.seat === 'auto') return w.t('ui.waitingAutomaton');
  return w.t('ui.waitingFor', { seat: p.seat !== undefined ? seatName(p.seat) : '', side: p.side ? w.side(p.side) : '' });
}

function Status({ G, w, seatName }: { G: ChaseG; w: Words; seatName: (s: number | string) => string }) {
  const t = w.t;
  const sc = SCENARIO[G.scenario];
  const [y, m] = G.month.split('-');
  return (
    <header className="ac-top" data-testid="status">
      <div className="ac-scenario">
        <b>{t(`scenario.${G.scenario}`, { defaultValue: sc?.title ?? G.scenario })}</b>
        <span className="small">{t('ui.date', { month: t(`month.${Number(m)}`), year: y })}</span>
      </div>
      <dl className="ac-gauges">
        <div>
          <dt>{t('ui.clock')}</dt>
          <dd data-testid="clock">{G.clock === null ? t('noClock') : G.clock}</dd>
        </div>
        <div>
          <dt>{t('ui.initiative')}</dt>
          <dd data-testid="initiative">
            {w.side(G.initiative)}
            {G.seat[G.initiative] !== null && G.seat.BR !== G.seat.GE ? ` (${seatName(G.seat[G.initiative] as string)})` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('ui.tally')}</dt>
          <dd>{G.tally}</dd>
        </div>
        <div>
          <dt>{t('ui.weather')}</dt>
          <dd className={`ac-wx ${G.weather}`} data-testid="weather">
            {t(`weather.${G.weather}`)}
          </dd>
        </div>
        <div>
          <dt>{t('ui.vp')}</dt>
          <dd data-testid="vp">{t('ui.vpLine', { br: G.vp.BR, ge: G.vp.GE })}</dd>
        </div>
        <div>
          <dt>{t('ui.actions')}</dt>
          <dd>{G.actions}</dd>
        </div>
      </dl>
    </header>
  );
}

/** A campaign operation's TF that starts with none of its ships: sunk or under repair after an earlier operation (RULINGS S-2). */
function notInOperation(G: ChaseG, id: string): boolean {
  const row = SCENARIO[G.scenario]?.tfs.find((x) => x.id === id);
  return G.tfs[id].ships.length === 0 && !!row && row.ships.every((s) => G.ships[s]?.status === 'out');
}

function TfPanel({ G, w, id, selected, onSelect }: { G: ChaseG; w: Words; id: string; selected: boolean; onSelect: () => void }) {
  const t = w.t;
  const tf = G.tfs[id];
  const where =
    tf.gone === 'completed'
      ? t('tf.completed')
      : tf.gone === 'eliminated'
        ? notInOperation(G, id)
          ? t('tf.notInOperation')
          : t('tf.eliminated')
        : tf.rep.k === 'T'
          ? t('tf.trajectory', { count: tf.rep.hexes.length, from: w.hex(tf.rep.hexes[0]), to: w.hex(tf.rep.hexes[tf.rep.hexes.length - 1]) })
          : tf.rep.box
            ? t('tf.inBox', { box: w.place(tf.rep.box) })
            : tf.rep.hex
              ? t('tf.station', { hex: w.hex(tf.rep.hex) })
              : t('tf.battleOnly');
  const leaders = Object.entries(G.leaders).filter(([, l]) => l.on && tf.ships.includes(l.on));
  return (
    <article className={`ac-tfpanel ${tf.side}${selected ? ' selected' : ''}${tf.gone ? ' gone' : ''}`} data-testid={`tfpanel-${id}`} onClick={onSelect}>
      <h4>
        <span className="ac-swatch" style={{ background: IDENTITY_COLOUR[tf.identity] ?? '#888' }} />
        {w.tf(id)} <span className="small muted">{t('tf.speed', { speed: t(`speed.${tfSpeed(G as never, tf)}`) })}</span>
        {tf.em && <span className="tag">{t('tf.em')}</span>}
      </h4>
      <p className="small">{where}</p>
      {(tf.intel.length > 0 || tf.contact.length > 0) && (
        <p className="small">
          {tf.intel.length > 0 && <span className="ac-chip intel">{t('tf.intel', { count: tf.intel.length })}</span>}
          {tf.contact.length > 0 && <span className="ac-chip contact">{t('tf.contact', { count: tf.contact.length })}</span>}
        </p>
      )}
      {tf.unidentified ? (
        <p className="small muted">{t('tf.unidentified')}</p>
      ) : (
        <ul className="ac-ships">
          {tf.ships.map((s) => {
            const st = G.ships[s];
            const row = SHIP[s];
            const hitsTo = row?.hitsToDamage ?? null;
            return (
              <li key={s} className={`${st?.status ?? ''}${st?.damaged ? ' damaged' : ''}`} data-ship={s}>
                <b>{row?.name ?? s}</b> <span className="small muted">{t(`cls.${row?.cls}`)}</span>{' '}
                <span className="small">
                  {st?.status === 'sunk'
                    ? t('ship.sunk')
                    : st?.destroyed
                      ? t('ship.destroyed')
                      : st?.damaged
                        ? t('ship.damaged', { hits: st.hits })
                        : hitsTo === null
                          ? t('ship.hitsShort', { hits: st?.hits ?? 0 })
                          : t('ship.hits', { hits: st?.hits ?? 0, of: hitsTo })}
                  {st?.dispersed ? ` · ${t('ship.dispersed')}` : ''}
                  {st && st.torps > 0 ? ` · ${t('ship.torps', { n: st.torps })}` : ''}
                </span>
                {leaders
                  .filter(([, l]) => l.on === s)
                  .map(([lid, l]) => (
                    <span key={lid} className="tag ac-leader">
                      {t('tf.leader', { name: LEADER[lid]?.name ?? lid, uses: l.uses })}
                    </span>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
      {tf.ships.length > 0 && !tf.unidentified && liveShips(G as never, tf).length === 0 && !tf.gone && <p className="small muted">{t('tf.noShips')}</p>}
    </article>
  );
}

/** What the viewer committed (its own declaration only) and which sides have committed (RULINGS I-39). */
function Commitments({ G, w, me }: { G: ChaseG; w: Words; me: string | null }) {
  const t = w.t;
  const p = G.pending;
  if (!p?.seats || !p.data) return null;
  const committed = (p.data.committed as Side[]) ?? [];
  const waiting = (p.data.sides as Side[]) ?? [];
  const own = me !== null ? G.players?.[me]?.commits : undefined;
  return (
    <section className="ac-commits" data-testid="commitments">
      <h3 className="ac-title">{t(`commit.title.${p.kind}`)}</h3>
      <ul>
        {[...committed, ...waiting].map((s) => (
          <li key={s} data-side={s} data-committed={committed.includes(s) ? 'yes' : 'no'}>
            {committed.includes(s) ? t('commit.done', { side: w.side(s) }) : t('commit.waiting', { side: w.side(s) })}
          </li>
        ))}
      </ul>
      {own &&
        Object.entries(own).map(([s, c]) => (
          <p key={s} className="small" data-testid="own-commitment">
            {t('commit.yours', { side: w.side(s) })}{' '}
            {c.kind === 'breakAway'
              ? t(c.yes ? 'commit.breakYes' : 'commit.breakNo')
              : Object.keys(c.targets).length
                ? w.list(Object.entries(c.targets).map(([a, b]) => t('commit.target', { ship: w.ship(a), target: w.ship(b) })))
                : t('commit.holdFire')}
          </p>
        ))}
    </section>
  );
}
