/**
 * The Atlantic Storm table (multiplayer and two-player): the convoy and its zone, the battle area per
 * side with totals and dice, the turn order, every player's public holdings, your hand and the
 * decision in front of you. Spectators get the same table without any hand.
 */
import type { BoardProps } from '../types';
import { CARD, CONVOY, effectiveZone, effectiveZones, livePlays, restrictions, zoneName, type AsState, type Zone } from './engine';
import { ConvoyView, ForceCardView, ZoneIcon } from './Card';
import { Hand } from './Hand';
import { LastRound } from './LastRound';
import { SIDES, sideTotals, vpOf } from './model';
import { PlayView } from './Plays';
import { ActionList, ConvoyChoice, SpoilsPrompt, StormTarget, SupplyPrompt, ZonePicker } from './Prompts';
import { SoloBoard } from './Solo';

export function AtlanticStormBoard(props: BoardProps<AsState>) {
  if (props.G.mode === 'solitaire') return <SoloBoard {...props} />;
  return <MultiBoard {...props} />;
}

function MultiBoard({ G, seat, myTurn, busy, act, seatName }: BoardProps<AsState>) {
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
            {battle ? `Battle ${G.battleNo}` : G.result ? 'The convoys are in' : 'Between battles'}
            {battle && <span className="muted">round {battle.rounds}</span>}
          </h3>
          {battle ? (
            <ConvoyView id={battle.convoy} big />
          ) : (
            <p className="muted small">{G.result ? 'No convoy left to fight for.' : 'The next convoy is being turned up.'}</p>
          )}
          {round && (
            <div style={{ marginTop: '0.5rem', display: 'flex', gap: '0.4rem', alignItems: 'center', flexWrap: 'wrap' }} data-testid="zone">
              {round.declared ? (
                <span className="as-zone">
                  <ZoneIcon zone={effectiveZone(round) as Zone | 'combined'} size={14} /> {zoneName(effectiveZone(round))}
                </span>
              ) : (
                <span className="as-zone none">zone not declared yet</span>
              )}
              <span className="muted small">leader {seatName(round.leader)}</span>
            </div>
          )}
          <div className="as-facts" style={{ marginTop: '0.5rem' }} data-testid="counts">
            <span>draw pile {G.counts.deck}</span>
            <span>discards {G.counts.discard}</span>
            <span>convoys left {G.counts.convoys}</span>
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
        <ActionList G={G} me={me} busy={busy} act={act} title="Your decision" />
      )}

      {me !== null && G.players[me] && <Hand G={G} me={me} myTurn={myTurn} busy={busy} act={act} />}
      {me !== null && G.players[me] && <MyHoldings G={G} me={me} />}
    </div>
  );
}

function Players({ G, me, seatName }: { G: AsState; me: string | null; seatName: (s: number | string) => string }) {
  const round = G.battle?.round;
  return (
    <div>
      <h3 className="as-section-title">Captains</h3>
      <div className="as-players" data-testid="players">
        {G.seats.map((s) => {
          const pub = G.pub[s];
          const convoyVp = pub.tricks.reduce((n, t) => n + (CONVOY[t.convoy]?.vp ?? 0), 0);
          const destroyed = pub.tricks.reduce((n, t) => n + t.count, 0);
          return (
            <div key={s} className={`as-player${G.prompt?.seat === s ? ' active' : ''}${me === s ? ' me' : ''}`} data-seat={s}>
              <div className="as-player-name">
                <span>{seatName(s)}</span>
                {round?.leader === s && <span className="tag">leader</span>}
                {G.prompt?.seat === s && <span className="tag">to act</span>}
              </div>
              <div className="as-player-stats">
                <span data-testid="hand-size">
                  hand {pub.hand}/{pub.limit}
                </span>
                <span>{convoyVp} convoy VP</span>
                {destroyed > 0 && <span>{destroyed} sunk</span>}
                {pub.victims > 0 && <span>{pub.victims} fate</span>}
                {pub.spoils > 0 && <span>{pub.spoils} spoils</span>}
              </div>
              {pub.tricks.length > 0 && (
                <div className="as-chips">
                  {pub.tricks.map((t, i) => (
                    <span key={i} className="as-chip" title={`${CONVOY[t.convoy]?.name}: ${t.count} destroyed card(s) under it`}>
                      {CONVOY[t.convoy]?.name ?? t.convoy} <b>{CONVOY[t.convoy]?.vp}</b>
                      {t.count ? ` +${t.count}` : ''}
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
  return (
    <section aria-label="Battle area" data-testid="battle">
      <div className="as-status" style={{ marginBottom: '0.5rem' }} data-testid="turn-order">
        {round.slots.map((s, i) => (
          <span key={i} className={`as-pill ${s.status === 'done' ? 'done' : s.status === 'skipped' ? 'skipped' : i === round.cursor && G.prompt?.kind === 'turn' ? 'now' : ''}`}>
            {s.status === 'done' ? '✓ ' : ''}
            {seatName(s.seat)}
            {s.delayed ? ' (delayed)' : ''}
            {s.sub === 2 ? ' · 2nd' : ''}
          </span>
        ))}
        {round.storm && (
          <span className="as-pill storm">
            {CARD[round.storm.card]?.name}: {seatName(round.storm.holder)} {round.storm.pending ? 'rolls at the end of the turn' : 'holds it'}
          </span>
        )}
        {round.intel
          .filter((i) => i.status === 'waiting')
          .map((i) => (
            <span key={i.card} className="as-pill">
              {CARD[i.card]?.name}: {seatName(i.seat)} plays last
            </span>
          ))}
        {rest.noGerman && <span className="as-pill warn">no German cards this round</span>}
        {rest.noAllied && <span className="as-pill warn">no Allied cards this round</span>}
        {rest.noAlliedAir && <span className="as-pill warn">no Allied aircraft this round</span>}
      </div>
      <div className="as-battle">
        {SIDES.map((side) => {
          const t = res ? { fixed: res.totals[side], dice: 0 } : totals[side];
          const sidePlays = plays.filter((p) => p.side === side);
          return (
            <div key={side} className={`as-side ${side}${res?.side === side ? ' won' : ''}`} data-side={side}>
              <div className="as-side-head">
                <h3>{side === 'allied' ? 'Allied' : 'German'}</h3>
                <span className="as-total" data-testid={`total-${side}`}>
                  {t.fixed}
                  {t.dice > 0 && <small>+ {t.dice} dice</small>}
                </span>
              </div>
              {sidePlays.length === 0 && <p className="muted small" style={{ margin: 0 }}>No {side === 'allied' ? 'Allied' : 'German'} play yet.</p>}
              {sidePlays.map((p) => (
                <PlayView key={p.no} p={p} zones={zones} seatName={seatName} />
              ))}
            </div>
          );
        })}
      </div>
      {round.storm && (
        <div className="as-play-cards" style={{ marginTop: '0.4rem' }}>
          <ForceCardView id={round.storm.card} compact note={`${seatName(round.storm.holder)} ${round.storm.pending ? 'rolls for it' : 'holds it'}`} />
        </div>
      )}
      {battle.under.length > 0 && (
        <div style={{ marginTop: '0.5rem' }}>
          <h3 className="as-section-title">
            Under the convoy <span className="muted">from tied rounds (§11)</span>
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
          <strong>{res.side === 'allied' ? 'Allied' : 'German'} victory</strong> {res.totals[res.side]}:{res.totals[res.side === 'allied' ? 'german' : 'allied']} —{' '}
          {seatName(res.trickWinner)} wins the trick.
        </p>
      )}
    </section>
  );
}

function MyHoldings({ G, me }: { G: AsState; me: string }) {
  const p = G.players[me];
  if (!p.tricks.length && !p.victims.length && !p.spoils.length) return null;
  const vp = p.tricks.reduce((n, t) => n + vpOf([t.convoy]) + vpOf(t.cards), 0) + vpOf(p.victims) + vpOf(p.spoils);
  return (
    <section aria-label="Your convoys and captures" data-testid="my-holdings">
      <h3 className="as-section-title">
        Your convoys and captures <span className="muted">{vp} VP so far</span>
      </h3>
      <div className="as-play-cards">
        {p.tricks.map((t, i) => (
          <span key={i} style={{ display: 'inline-flex', gap: '0.3rem', flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <ConvoyView id={t.convoy} />
            {t.cards.map((id) => (
              <ForceCardView key={id} id={id} compact note="sunk" />
            ))}
          </span>
        ))}
        {p.victims.map((id) => (
          <ForceCardView key={id} id={id} compact note="fate victim" />
        ))}
        {p.spoils.map((id) => (
          <ForceCardView key={id} id={id} compact note="spoils" />
        ))}
      </div>
    </section>
  );
}

function FinalStandings({ G, seatName }: { G: AsState; seatName: (s: number | string) => string }) {
  const r = G.result!;
  const order = [...r.standings].sort((a, b) => b.vp - a.vp);
  return (
    <section aria-label="Final standings" data-testid="final-standings">
      <h3 className="as-section-title">Final standings</h3>
      <table className="as-standings">
        <thead>
          <tr>
            <th>Captain</th>
            <th className="num">VP</th>
            <th className="num">Convoy VP</th>
            <th className="num">Convoys</th>
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
