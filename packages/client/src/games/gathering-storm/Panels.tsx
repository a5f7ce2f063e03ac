/**
 * The tracks (turn and season [2.41], the European Aggression Index [23], the balance of power [20], the
 * economic climate [11.3], Russian cohesion [22.7]) and one panel per power: tiles, support, income terms
 * shown at the reveal, factories [11.22], units and mobilizations [14], activity markers [12], research results
 * [15.63], cards held. The private part (cards, secret events held, committed orders, marker values, the
 * research sheet) is drawn only from the viewer's own record, which the server sends to that seat alone.
 */
import type { GameT } from '../../i18n/games';
import { useFormat } from '../../i18n/format';
import { bop, cohesion, eai, POWER_IDS, TURN_SEQUENCE, type GState, type Power } from './engine';
import { calendar, eventText, idName, privateOf, signed, tone, trackName, type View } from './model';

export function Tracks({ G, t }: { G: View; t: GameT }) {
  const GS = G as unknown as GState;
  const { year, season } = calendar(G.turn);
  const e = eai(GS);
  const b = bop(GS);
  const phase = TURN_SEQUENCE.find((s) => s.id === G.step)?.phase;
  return (
    <header className="gs-tracks" data-testid="tracks">
      <div className="gs-when" data-testid="turn">
        <span className="gs-season">{t(`season.${season}`)}</span> <span className="gs-year">{year}</span>
        <span className="muted small"> · {t('track.turn', { n: G.turn + 1 })}</span>
        {phase && <span className="gs-phase">{t(`phase.${phase}`)}</span>}
      </div>
      <Scale label={t('track.eai')} value={e} min={-5} max={5} testid="eai" hint={t('track.eaiHint')} />
      <Scale label={t('track.bop')} value={b.overall} min={-12} max={12} testid="bop" hint={t('track.bopHint')} />
      <div className="gs-bop-cats small" aria-label={t('track.bop')}>
        {(['armor', 'infantry', 'air', 'naval'] as const).map((c) => (
          <span key={c}>
            {t(`word.${c}`)} <b>{signed(b[c])}</b>
          </span>
        ))}
      </div>
      <div className="gs-misc small">
        <span>
          {t('track.climate')} <b>{signed(G.climate)}</b>
        </span>
        <span>
          {t('track.cohesion')} <b>{t(`cohesion.${cohesion(GS).id}`)}</b>
        </span>
        {G.pact.status !== 'never' && (
          <span>
            {t('track.pact')} <b>{t(`pact.${G.pact.status}`)}</b>
          </span>
        )}
      </div>
    </header>
  );
}

function Scale({ label, value, min, max, testid, hint }: { label: string; value: number; min: number; max: number; testid: string; hint: string }) {
  const cells = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  return (
    <div className="gs-scale" data-testid={testid} data-value={value} title={hint}>
      <span className="gs-scale-label">
        {label} <b>{signed(value)}</b>
      </span>
      <span className="gs-scale-cells" aria-hidden="true">
        {cells.map((c) => (
          <i key={c} className={`${c === value ? 'on' : ''}${c === 0 ? ' zero' : ''}${c > 0 ? ' pos' : c < 0 ? ' neg' : ''}`} />
        ))}
      </span>
    </div>
  );
}

const UNITS = ['armor', 'infantry', 'air'] as const;

function PowerPanel({ G, p, t, seat, waiting, owner }: { G: View; p: Power; t: GameT; seat: number | null; waiting: boolean; owner: string }) {
  const f = useFormat();
  const ps = G.powers[p];
  const mine = seat !== null && G.seatOf[p] === String(seat);
  const priv = mine ? privateOf(G, seat)?.powers[p] : undefined;
  const revealed = G.revealed?.[p];
  const results = Object.entries(G.results)
    .filter(([k, v]) => v > 0 && (k.endsWith(`:${p}`) || k.endsWith(`:${ALLIANCE[p]}`)))
    .map(([k, v]) => `${trackName(t, k)} ${v}`);
  const sheet = mine ? privateOf(G, seat)?.research[ALLIANCE[p]] : undefined;
  return (
    <section
      className={`gs-power ${tone(p)}${mine ? ' mine' : ''}${waiting ? ' waiting' : ''}`}
      data-testid="power"
      data-power={p}
      aria-label={t(`power.${p}`)}
    >
      <h3 className="gs-power-head">
        <span className="gs-chip" /> {t(`power.${p}`)} <span className="muted small">{owner}</span>
        {waiting && <span className="tag act">{t('panel.toAct')}</span>}
      </h3>
      <dl className="gs-stats">
        <dt>{t('panel.tiles')}</dt>
        <dd data-testid="tiles">{ps.tiles}</dd>
        <dt>{t('panel.support')}</dt>
        <dd data-testid="support">{signed(ps.support)}</dd>
        <dt>{t('panel.factories')}</dt>
        <dd>{t('panel.factoryCounts', { civil: ps.factories.civil, idle: ps.factories.idle, military: ps.factories.military })}</dd>
        <dt>{t('panel.active')}</dt>
        <dd>{UNITS.map((u) => `${t(`word.${u}`)} ${ps.active[u]}`).join(' · ')}</dd>
        <dt>{t('panel.reserve')}</dt>
        <dd>{UNITS.map((u) => `${t(`word.${u}`)} ${ps.reserve[u]}`).join(' · ')}</dd>
        {ps.arriving.length > 0 && (
          <>
            <dt>{t('panel.arriving')}</dt>
            <dd>{f.list(ps.arriving.map((a) => t('panel.arrivingAt', { unit: t(`word.${a.unit}`), season: seasonYear(t, a.turn) })))}</dd>
          </>
        )}
        <dt>{t('panel.mobilizations')}</dt>
        <dd>{ps.mobilizations}</dd>
        <dt>{t('panel.cards')}</dt>
        <dd data-testid="hand-count">{G.events.handCounts[p] ?? 0}</dd>
        {ps.ships.length > 0 && (
          <>
            <dt>{t('panel.ships')}</dt>
            <dd>{ps.ships.map((s) => t(`word.${s.kind}`)).join(', ')}</dd>
          </>
        )}
      </dl>
      <div className="gs-ams" aria-label={t('panel.ams')}>
        <span className="small muted">{t('panel.ams')}</span>
        {ps.ams.map((a, i) => (
          <span key={i} className={`gs-am${ps.amUsed.includes(i) ? ' used' : ''} u-${a.use}`} title={t(`amUse.${a.use}`)}>
            {a.v}
          </span>
        ))}
      </div>
      {revealed && (
        <p className="small gs-revealed" data-testid="revealed">
          {t('panel.revealed', {
            conversion: revealed.conversion ? t(`word.${revealed.conversion.kind}`) : t('word.none'),
            units: UNITS.reduce((s, u) => s + revealed.built[u], 0),
            ships: revealed.ships,
            ams: revealed.researchAms,
          })}
        </p>
      )}
      {results.length > 0 && <p className="small gs-results">{t('panel.results', { list: f.list(results) })}</p>}
      {priv && (
        <div className="gs-private" data-testid="private">
          <h4>{t('panel.private')}</h4>
          {priv.hand.length > 0 && (
            <ul className="gs-hand" data-testid="hand">
              {priv.hand.map((h) => (
                <li key={h.card} data-card={h.card}>
                  {eventText(t, `${h.card}.${p}`)}
                </li>
              ))}
            </ul>
          )}
          {priv.held.length > 0 && (
            <ul className="gs-held">
              {priv.held.map((id) => (
                <li key={id}>{t('panel.held', { event: eventText(t, id) })}</li>
              ))}
            </ul>
          )}
          {priv.conversion !== undefined && (
            <p className="small">{t('panel.orderConversion', { what: priv.conversion ? t(`word.${priv.conversion.kind}`) : t('word.none') })}</p>
          )}
          {priv.research && (
            <p className="small">{t('panel.orderResearch', { list: f.list(priv.research.rps.map((k) => trackName(t, k))) || t('word.none') })}</p>
          )}
          {priv.construction && (
            <p className="small">
              {t('panel.orderConstruction', { units: UNITS.reduce((s, u) => s + priv.construction!.units[u], 0), ships: priv.construction.ships.length })}
            </p>
          )}
          {(priv.markers ?? []).length > 0 && (
            <p className="small">
              {t('panel.markerValues', { list: f.list((priv.markers ?? []).map((m) => `${idName(t, m.country)} ${ps.ams[m.am]?.v ?? '?'}`)) })}
            </p>
          )}
          {sheet && Object.keys(sheet).length > 0 && (
            <details className="gs-sheet">
              <summary>{t('panel.sheet')}</summary>
              <ul>
                {Object.entries(sheet)
                  .filter(([, v]) => v > 0)
                  .map(([k, v]) => (
                    <li key={k}>
                      {trackName(t, k)}: {t('panel.steps', { count: v })}
                    </li>
                  ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  );
}

const ALLIANCE = { GER: 'AXIS', ITA: 'AXIS', GBR: 'ALLIES', FRA: 'ALLIES', USSR: 'RUSSIA' } as const;

export function seasonYear(t: GameT, turn: number): string {
  const { year, season } = calendar(turn);
  return `${t(`season.${season}`)} ${year}`;
}

export function Powers({ G, t, seat, ownerOf }: { G: View; t: GameT; seat: number | null; ownerOf: (p: Power) => string }) {
  const mineFirst = [...POWER_IDS].sort(
    (a, b) => Number(seat !== null && G.seatOf[b] === String(seat)) - Number(seat !== null && G.seatOf[a] === String(seat)),
  );
  return (
    <div className="gs-powers">
      {mineFirst.map((p) => (
        <PowerPanel key={p} G={G} p={p} t={t} seat={seat} waiting={G.waiting.includes(p)} owner={ownerOf(p)} />
      ))}
    </div>
  );
}
