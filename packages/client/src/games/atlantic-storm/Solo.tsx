/** Solitaire (§15): you against the automaton. Both sides' cards are on the table. */
import type { BoardProps } from '../types';
import { CARD, CONVOY, SOLO_ZONE_OPTIONS, zoneName, type AsState, type LastRound, type Side, type Zone } from './engine';
import { ConvoyView, Die, ForceCardView, ZoneIcon } from './Card';
import { ActionList } from './Prompts';
import { SIDES, vpOf } from './model';

export function SoloBoard({ G, seat, myTurn, busy, act }: BoardProps<AsState>) {
  const S = G.solo;
  const me = seat === null ? null : String(seat);
  const prompt = G.prompt;
  const mine = myTurn && prompt && me !== null && prompt.seat === me ? prompt : null;
  if (!S) return <div className="seaboard as-board" data-testid="board" data-board="atlantic-storm" />;
  const zones = S.zones as Zone[];
  const sideLabel = (s: Side) => (s === 'allied' ? 'Allied' : 'German') + (s === S.human ? ' (you)' : ' (automaton)');
  return (
    <div className="seaboard as-board" data-testid="board" data-board="atlantic-storm">
      <div className="as-top">
        <div>
          <h3 className="as-section-title">
            Battle {S.battles} <span className="muted">solitaire · step {S.step}</span>
          </h3>
          {S.convoy ? <ConvoyView id={S.convoy} big /> : <p className="muted small">No convoy on the table.</p>}
          <div style={{ marginTop: '0.5rem', display: 'flex', gap: '0.4rem', flexWrap: 'wrap' }}>
            {zones.length ? (
              zones.map((z) => (
                <span key={z} className="as-zone">
                  <ZoneIcon zone={z} size={14} /> {z}
                </span>
              ))
            ) : (
              <span className="as-zone none">zone not chosen</span>
            )}
            {S.initiative && <span className="as-pill">initiative: {S.initiative === 'allied' ? 'Allied' : 'German'}</span>}
          </div>
          <div className="as-facts" style={{ marginTop: '0.5rem' }}>
            <span>convoys left {G.counts.convoys}</span>
            <span>Allied deck {G.counts.soloDeck.allied}</span>
            <span>German deck {G.counts.soloDeck.german}</span>
          </div>
        </div>
        <div>
          <h3 className="as-section-title">Loot</h3>
          <div className="as-players">
            {SIDES.map((side) => (
              <div key={side} className={`as-player${side === S.human ? ' me' : ''}`}>
                <div className="as-player-name">{sideLabel(side)}</div>
                <div className="as-player-stats">
                  <span>{G.soloPub?.convoys[side].length ?? 0} convoys</span>
                  <span>{vpOf(G.soloPub?.convoys[side] ?? [])} convoy VP</span>
                  <span>{G.soloPub?.cards[side] ?? 0} cards</span>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>

      <div className="as-battle" data-testid="battle">
        {SIDES.map((side) => (
          <div key={side} className={`as-side ${side}`}>
            <div className="as-side-head">
              <h3>{sideLabel(side)}</h3>
              {S.totals && <span className="as-total">{S.totals[side]}</span>}
            </div>
            <div className="as-play-cards">
              {S.placed[side].map((p) => (
                <span key={p.id} style={{ display: 'inline-flex', flexDirection: 'column' }}>
                  <ForceCardView id={p.id} zones={zones} compact note={p.parent ? `on ${CARD[p.parent]?.name}` : S.doubled.includes(p.id) ? 'doubled' : undefined} />
                  {S.dice[p.id] && (
                    <span className="as-dice">
                      {S.dice[p.id].map((d, i) => (
                        <Die key={i} value={d} size={16} />
                      ))}
                    </span>
                  )}
                </span>
              ))}
              {S.specials[side].map((s) => (
                <ForceCardView key={s.id} id={s.id} compact note={s.mode ?? (s.protect ? `protects ${CARD[s.protect]?.name}` : undefined)} />
              ))}
            </div>
            {S.drawn[side].length > 0 && (
              <>
                <p className="small muted" style={{ margin: '0.4rem 0 0.2rem' }}>
                  Drawn, not placed
                </p>
                <div className="as-play-cards">
                  {S.drawn[side].map((id) => (
                    <ForceCardView key={id} id={id} zones={zones} compact />
                  ))}
                </div>
              </>
            )}
          </div>
        ))}
      </div>

      {G.lastRound?.solo && <LastBattle last={G.lastRound} sideLabel={sideLabel} />}

      {mine && mine.kind === 'soloZone' && (
        <div className="as-prompt">
          <h3>Choose the zone(s) of this battle</h3>
          <div className="as-choices">
            {SOLO_ZONE_OPTIONS.map((z) => (
              <button key={z.join('+')} type="button" className="as-zone-btn" disabled={busy} onClick={() => void act('soloZone', [...z])}>
                <span>{z.join(' + ')}</span>
              </button>
            ))}
          </div>
        </div>
      )}
      {mine && me !== null && mine.kind !== 'soloZone' && (
        <ActionList
          G={G}
          me={me}
          busy={busy}
          act={act}
          title={
            mine.kind === 'soloPlace'
              ? 'Place your cards (the first choice is the automaton’s suggestion)'
              : mine.kind === 'soloResolve'
                ? `Resolve ${CARD[mine.card]?.name ?? mine.card}`
                : mine.kind === 'soloWithdraw'
                  ? 'Withdraw cards worth 0?'
                  : 'Your decision'
          }
        />
      )}
    </div>
  );
}

/** The last battle fought (G.lastRound): both sides' cards with their dice, the totals, the winner and the loot. */
function LastBattle({ last, sideLabel }: { last: LastRound; sideLabel: (s: Side) => string }) {
  const solo = last.solo!;
  const zones = last.zones as Zone[];
  const captured = last.captured ?? [];
  const fate = solo.fate ?? [];
  return (
    <section className="as-last" aria-label="Last battle" data-testid="last-round" data-battle={last.battleNo} data-outcome={last.outcome}>
      <h3 className="as-section-title">
        Last battle · battle {last.battleNo} · {CONVOY[last.convoy]?.name ?? last.convoy}
        <span className="muted">{zoneName(zones)}</span>
      </h3>
      <p style={{ margin: '0 0 0.4rem' }} data-testid="last-round-result">
        {last.side ? (
          <strong data-testid="last-round-winner" data-side={last.side}>
            {sideLabel(last.side)} wins {last.totals[last.side]}:{last.totals[last.side === 'allied' ? 'german' : 'allied']} and takes {CONVOY[last.convoy]?.name}
            {captured.length ? ` with ${captured.length} enemy card${captured.length === 1 ? '' : 's'}` : ''}
          </strong>
        ) : (
          <>
            Still tied {last.totals.allied}:{last.totals.german}: {CONVOY[last.convoy]?.name} is discarded.
          </>
        )}
      </p>
      <div className="as-battle" style={{ marginBottom: '0.4rem' }}>
        {SIDES.map((side) => (
          <div key={side} className={`as-side ${side}${last.side === side ? ' won' : ''}`} style={{ minHeight: 0 }} data-side={side}>
            <div className="as-side-head">
              <h3>{sideLabel(side)}</h3>
              <span className="as-total" data-testid={`last-total-${side}`}>
                {last.totals[side]}
              </span>
            </div>
            <div className="as-play-cards">
              {solo.placed[side].length === 0 && <span className="muted small">No card in the fight.</span>}
              {solo.placed[side].map((p) => (
                <span key={p.id} style={{ display: 'inline-flex', flexDirection: 'column' }}>
                  <ForceCardView id={p.id} zones={zones} compact note={p.parent ? `on ${CARD[p.parent]?.name}` : undefined} />
                  {solo.dice[p.id] && (
                    <span className="as-dice" data-testid="dice" data-dice={solo.dice[p.id].join(' ')}>
                      {solo.dice[p.id].map((d, i) => (
                        <Die key={i} value={d} size={16} />
                      ))}
                    </span>
                  )}
                </span>
              ))}
              {fate
                .filter((id) => CARD[id]?.side === side)
                .map((id) => (
                  <span key={id} className="as-chip" title="this fate card destroyed its victim (§15 step 11)">
                    {CARD[id]?.name ?? id} sank {CARD[CARD[id]?.fateVictim ?? '']?.name ?? 'its victim'}
                  </span>
                ))}
            </div>
          </div>
        ))}
      </div>
      {captured.length > 0 && (
        <div data-testid="last-captured">
          <p className="small" style={{ margin: '0 0 0.2rem' }}>
            Taken as loot:
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
