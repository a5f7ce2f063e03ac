/** Solitaire (§15): you against the automaton. Both sides' cards are on the table. */
import type { BoardProps } from '../types';
import { useGameT } from '../../i18n/games';
import { CARD, CONVOY, legalActions, SOLO_ZONE_OPTIONS, type AsState, type LastRound, type Side, type SoloPlaceSpec, type Zone } from './engine';
import { ConvoyView, Die, ForceCardView, ZoneIcon } from './Card';
import { SIDES, vpOf } from './model';

export function SoloBoard({ G, seat, myTurn, busy, act }: BoardProps<AsState>) {
  const t = useGameT('atlantic-storm');
  const S = G.solo;
  const me = seat === null ? null : String(seat);
  const prompt = G.prompt;
  const mine = myTurn && prompt && me !== null && prompt.seat === me ? prompt : null;
  if (!S) return <div className="seaboard as-board" data-testid="board" data-board="atlantic-storm" />;
  const zones = S.zones as Zone[];
  // A spectator watches the solitaire player, not himself.
  const sideLabel = (s: Side) => t(s !== S.human ? `solo.side.${s}Automaton` : me === null ? `solo.side.${s}Player` : `solo.side.${s}You`);
  const over = !!G.result;
  // What the table is waiting for, in players' words (never the sequence's internal step names).
  const phase = over ? t('solo.phase.over') : mine ? t(`solo.phase.${mine.kind}`) : t('solo.phase.automaton');
  return (
    <div className="seaboard as-board" data-testid="board" data-board="atlantic-storm" data-over={over ? 'yes' : undefined}>
      {over && G.result?.solo && <SoloGameOver G={G} sideLabel={sideLabel} />}
      <div className="as-top">
        <div>
          <h3 className="as-section-title" data-testid="solo-heading">
            {t('solo.battle', { n: S.battles })} <span className="muted">{phase}</span>
          </h3>
          {S.convoy ? <ConvoyView id={S.convoy} big /> : <p className="muted small">{t('solo.noConvoy')}</p>}
          <div style={{ marginTop: '0.5rem', display: 'flex', gap: '0.4rem', flexWrap: 'wrap' }}>
            {zones.length ? (
              zones.map((z) => (
                <span key={z} className="as-zone">
                  <ZoneIcon zone={z} size={14} /> {t(`solo.zone.${z}`)}
                </span>
              ))
            ) : (
              <span className="as-zone none">{t('solo.zoneNotChosen')}</span>
            )}
            {S.initiative && <span className="as-pill">{t(`solo.initiative.${S.initiative}`)}</span>}
          </div>
          <div className="as-facts" style={{ marginTop: '0.5rem' }}>
            <span>{t('solo.convoysLeft', { count: G.counts.convoys })}</span>
            <span>{t('solo.deck.allied', { count: G.counts.soloDeck.allied })}</span>
            <span>{t('solo.deck.german', { count: G.counts.soloDeck.german })}</span>
          </div>
        </div>
        <div>
          <h3 className="as-section-title">{t('solo.loot')}</h3>
          <div className="as-players">
            {SIDES.map((side) => (
              <div key={side} className={`as-player${side === S.human ? ' me' : ''}`} data-testid={`solo-loot-${side}`}>
                <div className="as-player-name">{sideLabel(side)}</div>
                <div className="as-player-stats">
                  <span>{t('solo.convoys', { count: G.soloPub?.convoys[side].length ?? 0 })}</span>
                  <span>{t('solo.convoyVP', { count: vpOf(G.soloPub?.convoys[side] ?? []) })}</span>
                  <span>{t('solo.cards', { count: G.soloPub?.cards[side] ?? 0 })}</span>
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>

      {!over && (
        <div className="as-battle" data-testid="battle">
          {SIDES.map((side) => (
            <div key={side} className={`as-side ${side}`} data-side={side}>
              <div className="as-side-head">
                <h3>{sideLabel(side)}</h3>
                {S.totals && (
                  <span className="as-total" data-testid={`solo-total-${side}`}>
                    {S.totals[side]}
                  </span>
                )}
              </div>
              <div className="as-play-cards">
                {S.placed[side].length === 0 && S.specials[side].length === 0 && <span className="muted small">{t('solo.nothingPlaced')}</span>}
                {S.placed[side].map((p) => (
                  <span key={p.id} style={{ display: 'inline-flex', flexDirection: 'column' }}>
                    <ForceCardView
                      id={p.id}
                      zones={zones}
                      compact
                      note={p.parent ? t('solo.on', { card: CARD[p.parent]?.name }) : S.doubled.includes(p.id) ? t('solo.doubled') : undefined}
                    />
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
                  <ForceCardView
                    key={s.id}
                    id={s.id}
                    compact
                    note={s.mode ? t(`solo.mode.${s.mode}`) : s.protect ? t('solo.protects', { card: CARD[s.protect]?.name }) : undefined}
                  />
                ))}
              </div>
              {S.drawn[side].length > 0 && (
                <>
                  <p className="small muted" style={{ margin: '0.4rem 0 0.2rem' }}>
                    {t('solo.drawn')}
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
      )}

      {G.lastRound?.solo && <LastBattle last={G.lastRound} sideLabel={sideLabel} />}

      {mine && mine.kind === 'soloZone' && (
        <div className="as-prompt" data-testid="solo-zone">
          <h3>{t('solo.prompt.soloZone')}</h3>
          <div className="as-choices">
            {SOLO_ZONE_OPTIONS.map((z) => (
              <button key={z.join('+')} type="button" className="as-zone-btn" disabled={busy} onClick={() => void act('soloZone', [...z])}>
                <span>{zoneWords(t, z)}</span>
              </button>
            ))}
          </div>
        </div>
      )}
      {mine && me !== null && mine.kind !== 'soloZone' && <SoloChoices G={G} me={me} busy={busy} act={act} />}
    </div>
  );
}

type T = ReturnType<typeof useGameT>;

function zoneWords(t: T, zones: readonly string[]): string {
  return zones.map((z) => t(`solo.zone.${z}`)).join(' + ');
}

/** A decision of the solitaire sequence: its legal answers as buttons, the automaton's suggestion marked. */
function SoloChoices({ G, me, busy, act }: { G: AsState; me: string; busy: boolean; act: BoardProps<AsState>['act'] }) {
  const t = useGameT('atlantic-storm');
  const pr = G.prompt;
  if (!pr || pr.seat !== me) return null;
  const actions = legalActions(G, me);
  const name = (id: string) => CARD[id]?.name ?? id;
  // legalActions lists the automaton's own answer first for every solitaire decision (rules/legal-actions.ts).
  const label = (move: string, arg: unknown): string => {
    if (move === 'soloPlace') {
      const spec = arg as SoloPlaceSpec;
      if (!spec.cards.length) return t('solo.choice.placeNothing');
      const parts = spec.cards.map((id) => {
        if (spec.attach?.[id]) return t('solo.onCard', { card: name(id), parent: name(spec.attach[id]) });
        if (spec.admiral?.[id]) return `${name(id)} (${t(`solo.mode.${spec.admiral[id]}`)})`;
        if (spec.protect?.[id]) return `${name(id)} (${t('solo.protects', { card: name(spec.protect[id]) })})`;
        return name(id);
      });
      return t('solo.choice.place', { cards: parts.join(', ') });
    }
    if (move === 'soloResolve') {
      const c = arg as { zones?: string[]; cancel?: string[] };
      if (c.zones) return t('solo.choice.zone', { zones: zoneWords(t, c.zones) });
      return c.cancel?.length ? t('solo.choice.cancel', { cards: c.cancel.map(name).join(', ') }) : t('solo.choice.cancelNothing');
    }
    if (move === 'soloWithdraw') {
      const ids = arg as string[];
      return ids.length ? t('solo.choice.withdraw', { cards: ids.map(name).join(', ') }) : t('solo.choice.withdrawNothing');
    }
    return t('solo.choice.other');
  };
  const title = pr.kind === 'soloResolve' ? t('solo.prompt.soloResolve', { card: name(pr.card) }) : t(`solo.prompt.${pr.kind}`);
  const seen = new Set<string>();
  const rows = actions
    .map((a, i) => ({ a, text: label(a.move, a.args[0]), suggested: i === 0 }))
    .filter((r) => (seen.has(r.text) ? false : (seen.add(r.text), true)));
  return (
    <div className="as-prompt" data-testid="action-list">
      <h3>{title}</h3>
      <div className="as-choices" style={{ flexDirection: 'column', alignItems: 'stretch' }}>
        {rows.map(({ a, text, suggested }, i) => (
          <button
            key={i}
            type="button"
            className={`btn ${suggested ? 'brass' : 'secondary'}`}
            data-testid="solo-choice"
            data-suggested={suggested ? 'yes' : undefined}
            disabled={busy}
            onClick={() => void act(a.move, ...a.args)}
          >
            {text}
            {suggested && (
              <span className="as-pill" style={{ marginLeft: '0.5rem' }}>
                {t('solo.suggested')}
              </span>
            )}
          </button>
        ))}
        {rows.length === 0 && <p className="muted small">{t('solo.choice.none')}</p>}
      </div>
    </div>
  );
}

/** Game over: both sides' loot VP (the automaton's too) and who won (§4 tie-breaks, A-37). */
function SoloGameOver({ G, sideLabel }: { G: AsState; sideLabel: (s: Side) => string }) {
  const t = useGameT('atlantic-storm');
  const res = G.result!;
  const solo = res.solo!;
  const human = G.solo!.human;
  const won = res.winners.length > 0;
  return (
    <section className="as-last" data-testid="solo-over" aria-label={t('solo.over.title')}>
      <h3 className="as-section-title">{t('solo.over.title')}</h3>
      <p data-testid="solo-over-result">
        <strong>{won ? t('solo.over.won') : t('solo.over.lost')}</strong>
      </p>
      <div className="as-players">
        {SIDES.map((side) => (
          <div key={side} className={`as-player${side === human ? ' me' : ''}`} data-testid={`solo-score-${side}`} data-vp={solo[side].vp}>
            <div className="as-player-name">{sideLabel(side)}</div>
            <div className="as-player-stats">
              <span>{t('solo.over.vp', { count: solo[side].vp })}</span>
              <span>{t('solo.convoyVP', { count: solo[side].convoyVP })}</span>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/** The last battle fought (G.lastRound): both sides' cards with their dice, the totals, the winner and the loot. */
function LastBattle({ last, sideLabel }: { last: LastRound; sideLabel: (s: Side) => string }) {
  const t = useGameT('atlantic-storm');
  const solo = last.solo!;
  const zones = last.zones as Zone[];
  const captured = last.captured ?? [];
  const fate = solo.fate ?? [];
  const convoyName = CONVOY[last.convoy]?.name ?? last.convoy;
  return (
    <section className="as-last" aria-label={t('solo.last.title')} data-testid="last-round" data-battle={last.battleNo} data-outcome={last.outcome}>
      <h3 className="as-section-title">
        {t('solo.last.heading', { n: last.battleNo, convoy: convoyName })} <span className="muted">{zoneWords(t, zones)}</span>
      </h3>
      <p style={{ margin: '0 0 0.4rem' }} data-testid="last-round-result">
        {last.side ? (
          <strong data-testid="last-round-winner" data-side={last.side}>
            {t(captured.length ? 'solo.last.winsWith' : 'solo.last.wins', {
              side: sideLabel(last.side),
              won: last.totals[last.side],
              lost: last.totals[last.side === 'allied' ? 'german' : 'allied'],
              convoy: convoyName,
              count: captured.length,
            })}
          </strong>
        ) : (
          t('solo.last.tied', { allied: last.totals.allied, german: last.totals.german, convoy: convoyName })
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
              {solo.placed[side].length === 0 && <span className="muted small">{t('solo.last.noCard')}</span>}
              {solo.placed[side].map((p) => (
                <span key={p.id} style={{ display: 'inline-flex', flexDirection: 'column' }}>
                  <ForceCardView id={p.id} zones={zones} compact note={p.parent ? t('solo.on', { card: CARD[p.parent]?.name }) : undefined} />
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
                  <span key={id} className="as-chip" title={t('solo.last.fateTitle')}>
                    {t('solo.last.sank', { card: CARD[id]?.name ?? id, victim: CARD[CARD[id]?.fateVictim ?? '']?.name ?? '' })}
                  </span>
                ))}
            </div>
          </div>
        ))}
      </div>
      {captured.length > 0 && (
        <div data-testid="last-captured">
          <p className="small" style={{ margin: '0 0 0.2rem' }}>
            {t('solo.last.loot')}
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
