/** One play on the table (§6): its player, its cards with their dice, its value (resolved, or what is known before the dice). */
import { CARD, type Play, type Zone } from './engine';
import { Die, ForceCardView } from './Card';
import { fmtValue, playEstimate } from './model';
import { useGameT } from '../../i18n/games';

export function PlayView({ p, zones, seatName }: { p: Play; zones: Zone[]; seatName: (s: number | string) => string }) {
  const t = useGameT('atlantic-storm');
  const est = playEstimate(p, zones);
  return (
    <div className={`as-play${p.cancelled ? ' cancelled' : ''}`} data-play={p.no} data-seat={p.seat}>
      <div className="as-play-head">
        <span>
          {seatName(p.seat)}
          {p.delayed ? t('table.play.delayed') : ''}
        </span>
        <span className="v" data-testid="play-value">
          {p.cancelled ? t('table.play.cancelled') : est.value !== null ? est.value : fmtValue(t, est.fixed, est.dice)}
        </span>
      </div>
      <div className="as-play-cards">
        {p.normals.map((id) => (
          <span key={id} style={{ display: 'inline-flex', flexDirection: 'column' }}>
            <ForceCardView id={id} zones={zones} compact note={p.doubled.includes(id) ? t('table.play.doubled') : undefined} />
            {p.dice[id] && (
              <span className="as-dice" data-testid="dice" data-dice={p.dice[id].join(' ')}>
                {p.dice[id].map((d, i) => (
                  <Die key={i} value={d} size={18} />
                ))}
              </span>
            )}
          </span>
        ))}
        {p.bonuses.map((b) => (
          <ForceCardView
            key={b.id}
            id={b.id}
            zones={zones}
            compact
            note={b.parent ? t('table.play.on', { card: CARD[b.parent]?.name ?? b.parent }) : t('table.play.byItself')}
          />
        ))}
        {p.specials.map((id) => (
          <ForceCardView
            key={id}
            id={id}
            compact
            note={CARD[id]?.special === 'admiral' ? t(p.admiral === 'combine' ? 'table.play.admiralCombine' : 'table.play.admiralTwo') : undefined}
          />
        ))}
        {p.supplies.map((id) => (
          <ForceCardView key={id} id={id} compact />
        ))}
        {(p.killers ?? []).map((id) => (
          <span key={id} className="as-chip" title={t('table.play.killerTitle')}>
            {t('table.play.sank', { card: CARD[id]?.name ?? id, victim: CARD[CARD[id]?.fateVictim ?? '']?.name ?? t('table.play.itsVictim') })}
          </span>
        ))}
      </div>
    </div>
  );
}
