/**
 * The last resolved round, from the state the rules keep for it (G.lastRound): every play with its dice and
 * value, both sides' totals, the outcome and the winner, the supply cards used, and the cards captured with
 * the convoy. It stays the same after a reload and at the end of the game, until the next round is resolved.
 */
import { CARD, CONVOY, zoneName, type LastRound as LastRoundState, type Side, type Zone, type ZoneDecl } from './engine';
import { ForceCardView } from './Card';
import { SIDES } from './model';
import { PlayView } from './Plays';

const SIDE_NAME: Record<Side, string> = { allied: 'Allied', german: 'German' };

export function LastRound({ last, over, seatName }: { last: LastRoundState; over: boolean; seatName: (s: number | string) => string }) {
  const zones = last.zones as Zone[];
  const zone: ZoneDecl | null = zones.length === 3 ? 'combined' : (zones[0] ?? null);
  const shown = last.plays.filter((p) => p.side);
  const refuels = last.refuels ?? [];
  const captured = last.captured ?? [];
  return (
    <section className="as-last" aria-label="Last round" data-testid="last-round" data-battle={last.battleNo} data-outcome={last.outcome}>
      <h3 className="as-section-title">
        {over ? 'The last round of the game' : 'Last round'} · battle {last.battleNo} · {CONVOY[last.convoy]?.name ?? last.convoy}
        {zone && <span className="muted">{zoneName(zone)}</span>}
      </h3>
      <p style={{ margin: '0 0 0.4rem' }} data-testid="last-round-result">
        <Outcome last={last} seatName={seatName} />
      </p>
      <div className="as-battle" style={{ marginBottom: '0.4rem' }}>
        {SIDES.map((side) => (
          <div key={side} className={`as-side ${side}${last.side === side ? ' won' : ''}`} style={{ minHeight: 0 }} data-side={side}>
            <div className="as-side-head">
              <h3>{SIDE_NAME[side]}</h3>
              <span className="as-total" data-testid={`last-total-${side}`}>
                {last.totals[side]}
              </span>
            </div>
            {!shown.some((p) => p.side === side) && (
              <p className="muted small" style={{ margin: 0 }}>
                No {SIDE_NAME[side]} play.
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
              {seatName(r.seat)} refuelled <b>{cardLabel(r.card)}</b> with {cardLabel(r.supply)}, back to the hand
            </span>
          ))}
          .
        </p>
      )}
      {captured.length > 0 && (
        <div data-testid="last-captured">
          <p className="small" style={{ margin: '0 0 0.2rem' }}>
            Sunk and taken with the convoy (face down from now on):
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
  const { allied, german } = last.totals;
  if (last.outcome === 'noCombat') return <>No combat: {CONVOY[last.convoy]?.name} is discarded and nobody wins it.</>;
  if (last.outcome === 'tie')
    return (
      <>
        Tied {allied}:{german}: the cards go under {CONVOY[last.convoy]?.name} and another round is fought.
      </>
    );
  const side = last.side as Side;
  const won = last.totals[side];
  const lost = last.totals[side === 'allied' ? 'german' : 'allied'];
  const takers = last.takers ?? [];
  const captured = last.captured ?? [];
  return (
    <>
      <strong data-testid="last-round-winner" data-side={side} data-seat={last.trickWinner ?? undefined}>
        {SIDE_NAME[side]} victory {won}:{lost}
        {last.trickWinner !== null && <>: {seatName(last.trickWinner)} wins the trick</>}
      </strong>
      {takers.length > 0 ? (
        <>
          {' '}
          —{' '}
          {takers.map((t, i) => (
            <span key={t.seat}>
              {i > 0 ? '; ' : ''}
              {seatName(t.seat)} {t.convoy ? `takes ${CONVOY[last.convoy]?.name}` : 'receives'}
              {t.cards ? `${t.convoy ? ' with' : ''} ${t.cards} sunk card${t.cards === 1 ? '' : 's'}` : t.convoy ? '' : ' nothing'}
            </span>
          ))}
          .
        </>
      ) : captured.length > 0 ? (
        <> and divides the spoils.</>
      ) : (
        <>.</>
      )}
    </>
  );
}

function cardLabel(id: string): string {
  return CARD[id]?.name ?? CONVOY[id]?.name ?? id;
}
