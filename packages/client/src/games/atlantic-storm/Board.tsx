/**
 * The Atlantic Storm table (multiplayer and two-player): the convoy and its zone, the battle area per
 * side with totals and dice, the turn order, every player's public holdings, your hand and the
 * decision in front of you. Spectators get the same table without any hand.
 */
import type { BoardProps } from '../types';
import { CARD, CONVOY, effectiveZone, effectiveZones, livePlays, restrictions, type AsState, type Zone } from './engine';
import { ConvoyView, ForceCardView, ZoneIcon } from './Card';
import { Hand } from './Hand';
import { LastRound } from './LastRound';
import { SIDES, sideLabel, sideTotals, vpOf, zoneLabel } from './model';
import { useGameT } from '../../i18n/games';
import { PlayView } from './Plays';
import { ActionList, ConvoyChoice, SpoilsPrompt, StormTarget, SupplyPrompt, ZonePicker } from './Prompts';
import { SoloBoard } from './Solo';

export function AtlanticStormBoard(props: BoardProps<AsState>) {
  if (props.G.mode === 'solitaire') return <SoloBoard {...props} />;
  return <MultiBoard {...props} />;
}

function MultiBoard({ G, seat, myTurn, busy, act, seatName }: BoardProps<AsState>) {
  const t = useGameT('atlantic-storm');
  const me = seat === null ? null : String(seat);
  const battle = G.battle;
  const round = battle?.round;
  const zones: Zone[] = round && round.declared ? effectiveZones(round) : [];
  const prompt = G.prompt;
  const mine = myTurn && prompt && me !== null && prompt.seat === me ? prompt : null;

  return (
    <div className="seaboard as-board" data-testid="board" data-board="atlantic-storm" data-battle={G.battleNo} data-over={G.result ? 'yes' : undefined}>
      {G.result && <FinalStandings G={G} seatName={seatName} />}

      <div className="as-top">
        <div>
          <h3 className="as-section-title">
            {battle ? t('table.board.battle', { n: G.battleNo }) : G.result ? t('table.board.convoysIn') : t('table.board.between')}
            {battle && <span className="muted">{t('table.board.round', { n: battle.rounds })}</span>}
          </h3>
          {battle ? (
            <ConvoyView id={battle.convoy} big />
          ) : (
            <p className="muted small">{G.result ? t('table.board.noConvoyLeft') : t('table.board.nextConvoy')}</p>
          )}
          {round && (
            <div style={{ marginTop: '0.5rem', display: 'flex', gap: '0.4rem', alignItems: 'center', flexWrap: 'wrap' }} data-testid="zone">
              {round.declared ? (
                <span className="as-zone">
                  <ZoneIcon zone={effectiveZone(round) as Zone | 'combined'} size={14} /> {zoneLabel(t, effectiveZone(round))}
                </span>
              ) : (
                <span className="as-zone none">{t('table.board.zoneNotDeclared')}</span>
              )}
              <span className="muted small">{t('table.board.leader', { seat: seatName(round.leader) })}</span>
            </div>
          )}
          <div className="as-facts" style={{ marginTop: '0.5rem' }} data-testid="counts">
            <span>{t('table.board.drawPile', { count: G.counts.deck })}</span>
            <span>{t('table.board.discards', { count: G.counts.discard })}</span>
            <span>{t('table.board.convoysLeft', { count: G.counts.convoys })}</span>
          </div>
        </div>
        <Players G={G} me={me} seatName={seatName} />
      </div>

      {battle && round && <BattleArea G={G} zones={zones} seatName={seatName} />}

      {G.lastRound && G.lastRound.plays && <LastRound last={G.lastRound} over={!!G.result} seatName={seatName} />}

      {mine && me !== null && mine.kind === 'zone' && <ZonePicker G={G} me={me} busy={busy} act={act} />}
      {mine && me !== null && mine.kind === 'chooseConvoy' && <ConvoyChoice G={G} me={me} busy={busy} act={act} />}
      {mine && mine.kind === 'stormTarget' && <StormTarget G={G} busy={busy} act={act} seatName={seatName} />}
      {mine && mine.kind === 'supply' && <SupplyPrompt G={G} card={mine.card} busy={busy} act={act} />}
      {mine && me !== null && mine.kind === 'spoils' && <SpoilsPrompt G={G} me={me} busy={busy} act={act} seatName={seatName} />}
      {mine && me !== null && !['zone', 'chooseConvoy', 'stormTarget', 'supply', 'spoils', 'turn'].includes(mine.kind) && (
        <ActionList G={G} me={me} busy={busy} act={act} title={t('table.board.yourDecision')} />
      )}

      {me !== null && G.players[me] && <Hand G={G} me={me} myTurn={myTurn} busy={busy} act={act} />}
      {me !== null && G.players[me] && <MyHoldings G={G} me={me} />}
    </div>
  );
}

function Players({ G, me, seatName }: { G: AsState; me: string | null; seatName: (s: number | string) => string }) {
  const t = useGameT('atlantic-storm');
  const round = G.battle?.round;
  return (
    <div>
      <h3 className="as-section-title">{t('table.board.captains')}</h3>
      <div className="as-players" data-testid="players">
        {G.seats.map((s) => {
          const pub = G.pub[s];
          const convoyVp = pub.tricks.reduce((n, tr) => n + (CONVOY[tr.convoy]?.vp ?? 0), 0);
          const destroyed = pub.tricks.reduce((n, tr) => n + tr.count, 0);
          return (
            <div key={s} className={`as-player${G.prompt?.seat === s ? ' active' : ''}${me === s ? ' me' : ''}`} data-seat={s}>
              <div className="as-player-name">
                <span>{seatName(s)}</span>
                {round?.leader === s && <span className="tag">{t('table.board.leaderTag')}</span>}
                {G.prompt?.seat === s && <span className="tag">{t('table.board.toAct')}</span>}
              </div>
              <div className="as-player-stats">
                <span data-testid="hand-size">{t('table.board.hand', { n: pub.hand, limit: pub.limit })}</span>
                <span>{t('table.board.convoyVP', { count: convoyVp })}</span>
                {destroyed > 0 && <span>{t('table.board.sunk', { count: destroyed })}</span>}
                {pub.victims > 0 && <span>{t('table.board.fate', { count: pub.victims })}</span>}
                {pub.spoils > 0 && <span>{t('table.board.spoils', { count: pub.spoils })}</span>}
              </div>
              {pub.tricks.length > 0 && (
                <div className="as-chips">
                  {pub.tricks.map((tr, i) => (
                    <span key={i} className="as-chip" title={t('table.board.trickTitle', { convoy: CONVOY[tr.convoy]?.name ?? tr.convoy, count: tr.count })}>
                      {CONVOY[tr.convoy]?.name ?? tr.convoy} <b>{CONVOY[tr.convoy]?.vp}</b>
                      {tr.count ? ` +${tr.count}` : ''}
                    </span>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function BattleArea({ G, zones, seatName }: { G: AsState; zones: Zone[]; seatName: (s: number | string) => string }) {
  const battle = G.battle!;
  const round = battle.round;
  const plays = round.plays;
  const totals = sideTotals(livePlays(round), zones);
  const res = battle.resolution;
  const rest = restrictions(round);
  const t = useGameT('atlantic-storm');
  return (
    <section aria-label={t('table.board.battleArea')} data-testid="battle">
      <div className="as-status" style={{ marginBottom: '0.5rem' }} data-testid="turn-order">
        {round.slots.map((s, i) => (
          <span
            key={i}
            className={`as-pill ${s.status === 'done' ? 'done' : s.status === 'skipped' ? 'skipped' : i === round.cursor && G.prompt?.kind === 'turn' ? 'now' : ''}`}
          >
            {s.status === 'done' ? '✓ ' : ''}
            {seatName(s.seat)}
            {s.delayed ? t('table.board.delayed') : ''}
            {s.sub === 2 ? t('table.board.second') : ''}
          </span>
        ))}
        {round.storm && (
          <span className="as-pill storm">
            {t(round.storm.pending ? 'table.board.stormRolls' : 'table.board.stormHolds', {
              card: CARD[round.storm.card]?.name ?? round.storm.card,
              seat: seatName(round.storm.holder),
            })}
          </span>
        )}
        {round.intel
          .filter((i) => i.status === 'waiting')
          .map((i) => (
            <span key={i.card} className="as-pill">
              {t('table.board.intelLast', { card: CARD[i.card]?.name ?? i.card, seat: seatName(i.seat) })}
            </span>
          ))}
        {rest.noGerman && <span className="as-pill warn">{t('table.board.noGerman')}</span>}
        {rest.noAllied && <span className="as-pill warn">{t('table.board.noAllied')}</span>}
        {rest.noAlliedAir && <span className="as-pill warn">{t('table.board.noAlliedAir')}</span>}
      </div>
      <div className="as-battle">
        {SIDES.map((side) => {
          const tot = res ? { fixed: res.totals[side], dice: 0 } : totals[side];
          const sidePlays = plays.filter((p) => p.side === side);
          return (
            <div key={side} className={`as-side ${side}${res?.side === side ? ' won' : ''}`} data-side={side}>
              <div className="as-side-head">
                <h3>{sideLabel(t, side)}</h3>
                <span className="as-total" data-testid={`total-${side}`}>
                  {tot.fixed}
                  {tot.dice > 0 && <small>{t('table.board.dice', { count: tot.dice })}</small>}
                </span>
              </div>
              {sidePlays.length === 0 && (
                <p className="muted small" style={{ margin: 0 }}>
                  {t('table.board.noPlayYet', { side: sideLabel(t, side) })}
                </p>
              )}
              {sidePlays.map((p) => (
                <PlayView key={p.no} p={p} zones={zones} seatName={seatName} />
              ))}
            </div>
          );
        })}
      </div>
      {round.storm && (
        <div className="as-play-cards" style={{ marginTop: '0.4rem' }}>
          <ForceCardView
            id={round.storm.card}
            compact
            note={t(round.storm.pending ? 'table.board.stormNoteRolls' : 'table.board.stormNoteHolds', { seat: seatName(round.storm.holder) })}
          />
        </div>
      )}
      {battle.under.length > 0 && (
        <div style={{ marginTop: '0.5rem' }}>
          <h3 className="as-section-title">
            {t('table.board.under')} <span className="muted">{t('table.board.underFrom')}</span>
          </h3>
          <div className="as-play-cards">
            {battle.under.map((u) => (
              <ForceCardView key={u.id} id={u.id} compact note={seatName(u.seat)} />
            ))}
          </div>
        </div>
      )}
      {res && (
        <p className="small" style={{ margin: '0.5rem 0 0' }} data-testid="resolution">
          <strong>{t('table.board.victory', { side: sideLabel(t, res.side) })}</strong> {res.totals[res.side]}:
          {res.totals[res.side === 'allied' ? 'german' : 'allied']} — {t('table.board.winsTrick', { seat: seatName(res.trickWinner) })}
        </p>
      )}
    </section>
  );
}

function MyHoldings({ G, me }: { G: AsState; me: string }) {
  const t = useGameT('atlantic-storm');
  const p = G.players[me];
  if (!p.tricks.length && !p.victims.length && !p.spoils.length) return null;
  const vp = p.tricks.reduce((n, tr) => n + vpOf([tr.convoy]) + vpOf(tr.cards), 0) + vpOf(p.victims) + vpOf(p.spoils);
  return (
    <section aria-label={t('table.board.holdings')} data-testid="my-holdings">
      <h3 className="as-section-title">
        {t('table.board.holdings')} <span className="muted">{t('table.board.vpSoFar', { count: vp })}</span>
      </h3>
      <div className="as-play-cards">
        {p.tricks.map((tr, i) => (
          <span key={i} style={{ display: 'inline-flex', gap: '0.3rem', flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <ConvoyView id={tr.convoy} />
            {tr.cards.map((id) => (
              <ForceCardView key={id} id={id} compact note={t('table.board.noteSunk')} />
            ))}
          </span>
        ))}
        {p.victims.map((id) => (
          <ForceCardView key={id} id={id} compact note={t('table.board.noteFate')} />
        ))}
        {p.spoils.map((id) => (
          <ForceCardView key={id} id={id} compact note={t('table.board.noteSpoils')} />
        ))}
      </div>
    </section>
  );
}

function FinalStandings({ G, seatName }: { G: AsState; seatName: (s: number | string) => string }) {
  const t = useGameT('atlantic-storm');
  const r = G.result!;
  const order = [...r.standings].sort((a, b) => b.vp - a.vp);
  return (
    <section aria-label={t('table.board.standings')} data-testid="final-standings">
      <h3 className="as-section-title">{t('table.board.standings')}</h3>
      <table className="as-standings">
        <thead>
          <tr>
            <th>{t('table.board.captain')}</th>
            <th className="num">{t('table.board.vp')}</th>
            <th className="num">{t('table.board.convoyVPHead')}</th>
            <th className="num">{t('table.board.convoysHead')}</th>
          </tr>
        </thead>
        <tbody>
          {order.map((s) => (
            <tr key={s.seat} className={r.winners.includes(s.seat) ? 'win' : ''}>
              <td>
                {seatName(s.seat)} {r.winners.includes(s.seat) ? '★' : ''}
              </td>
              <td className="num">{s.vp}</td>
              <td className="num">{s.convoyVP}</td>
              <td className="num">{s.tricks.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
