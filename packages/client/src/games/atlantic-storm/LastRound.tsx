/**
 * The last resolved round, from the state the rules keep for it (G.lastRound): every play with its dice and
 * value, both sides' totals, the outcome and the winner, the supply cards used, and the cards captured with
 * the convoy. It stays the same after a reload and at the end of the game, until the next round is resolved.
 */
import { CARD, CONVOY, type LastRound as LastRoundState, type Side, type Zone, type ZoneDecl } from './engine';
import { ForceCardView } from './Card';
import { SIDES, sideLabel, zoneLabel } from './model';
import { useGameT } from '../../i18n/games';
import { PlayView } from './Plays';

export function LastRound({ last, over, seatName }: { last: LastRoundState; over: boolean; seatName: (s: number | string) => string }) {
  const t = useGameT('atlantic-storm');
  const zones = last.zones as Zone[];
  const zone: ZoneDecl | null = zones.length === 3 ? 'combined' : (zones[0] ?? null);
  const shown = last.plays.filter((p) => p.side);
  const refuels = last.refuels ?? [];
  const captured = last.captured ?? [];
  return (
    <section className="as-last" aria-label={t('table.last.aria')} data-testid="last-round" data-battle={last.battleNo} data-outcome={last.outcome}>
      <h3 className="as-section-title">
        {over ? t('table.last.gameTitle') : t('table.last.title')} · {t('table.last.battle', { n: last.battleNo })} · {CONVOY[last.convoy]?.name ?? last.convoy}
        {zone && <span className="muted">{zoneLabel(t, zone)}</span>}
      </h3>
      <p style={{ margin: '0 0 0.4rem' }} data-testid="last-round-result">
        <Outcome last={last} seatName={seatName} />
      </p>
      <div className="as-battle" style={{ marginBottom: '0.4rem' }}>
        {SIDES.map((side) => (
          <div key={side} className={`as-side ${side}${last.side === side ? ' won' : ''}`} style={{ minHeight: 0 }} data-side={side}>
            <div className="as-side-head">
              <h3>{sideLabel(t, side)}</h3>
              <span className="as-total" data-testid={`last-total-${side}`}>
                {last.totals[side]}
              </span>
            </div>
            {!shown.some((p) => p.side === side) && (
              <p className="muted small" style={{ margin: 0 }}>
                {t('table.last.noPlay', { side: sideLabel(t, side) })}
              </p>
            )}
            {shown
              .filter((p) => p.side === side)
              .map((p) => (
                <PlayView key={p.no} p={p} zones={zones} seatName={seatName} />
              ))}
          </div>
        ))}
      </div>
      {refuels.length > 0 && (
        <p className="small" style={{ margin: '0 0 0.3rem' }} data-testid="last-refuels">
          {refuels.map((r, i) => (
            <span key={i}>
              {i > 0 ? '; ' : ''}
              {t('table.last.refuelled', { seat: seatName(r.seat), card: cardLabel(r.card), supply: cardLabel(r.supply) })}
            </span>
          ))}
          .
        </p>
      )}
      {captured.length > 0 && (
        <div data-testid="last-captured">
          <p className="small" style={{ margin: '0 0 0.2rem' }}>
            {t('table.last.captured')}
          </p>
          <div className="as-play-cards">
            {captured.map((id) => (
              <ForceCardView key={id} id={id} compact />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function Outcome({ last, seatName }: { last: LastRoundState; seatName: (s: number | string) => string }) {
  const t = useGameT('atlantic-storm');
  const { allied, german } = last.totals;
  const convoy = CONVOY[last.convoy]?.name ?? last.convoy;
  if (last.outcome === 'noCombat') return <>{t('table.last.noCombat', { convoy })}</>;
  if (last.outcome === 'tie') return <>{t('table.last.tie', { allied, german, convoy })}</>;
  const side = last.side as Side;
  const won = last.totals[side];
  const lost = last.totals[side === 'allied' ? 'german' : 'allied'];
  const takers = last.takers ?? [];
  const captured = last.captured ?? [];
  return (
    <>
      <strong data-testid="last-round-winner" data-side={side} data-seat={last.trickWinner ?? undefined}>
        {t('table.last.victory', { side: sideLabel(t, side), won, lost })}
        {last.trickWinner !== null && t('table.last.winsTrick', { seat: seatName(last.trickWinner) })}
      </strong>
      {takers.length > 0 ? (
        <>
          {' '}
          —{' '}
          {takers.map((tk, i) => (
            <span key={tk.seat}>
              {i > 0 ? '; ' : ''}
              {tk.convoy
                ? tk.cards
                  ? t('table.last.takesWith', { seat: seatName(tk.seat), convoy, count: tk.cards })
                  : t('table.last.takes', { seat: seatName(tk.seat), convoy })
                : tk.cards
                  ? t('table.last.receives', { seat: seatName(tk.seat), count: tk.cards })
                  : t('table.last.receivesNothing', { seat: seatName(tk.seat) })}
            </span>
          ))}
          .
        </>
      ) : captured.length > 0 ? (
        <>{t('table.last.divides')}</>
      ) : (
        <>.</>
      )}
    </>
  );
}

function cardLabel(id: string): string {
  return CARD[id]?.name ?? CONVOY[id]?.name ?? id;
}
