/**
 * The Kaiser's Pirates table: every Force (warships, raiders and prizes nearest, merchants beyond, the
 * Victory Award pile) [2.2, 3.2.5], the turn's face-down committed cards on their ships or in front of the
 * Force [3.2.1], the decks and the top of the discard pile [3.1.7], the dice of the latest rolls, round
 * scores [2.3], your hand and the decision in front of you. Spectators get the same table without a hand.
 */
import './kp.css';
import type { BoardProps } from '../types';
import { i18n } from '../../i18n';
import { useGameT, type GameT } from '../../i18n/games';
import { ActionCardView, CardBack, KDie, RollView, ShipCard } from './Card';
import { decideWinner, rollsOf, type PublicState, type Side, type Slot } from './engine';
import { Hand } from './Hand';
import { eventText, rollLabels, warResult } from './log-text';
import { logWords, loggedEvents, name, sideLabel, slotNote, vaOf, vaSourceText, virtualVaName, type LoggedEvent, type SeatName } from './model';
import { ActPrompt, ChoosePrompt, IntelPrompt, ReactPrompt, RetainPrompt, TargetPrompt } from './Prompts';

export function KaisersPiratesBoard({ G, match, seat, myTurn, busy, act, seatName, log: entries }: BoardProps<PublicState>) {
  const t = useGameT(match.game);
  const me = seat === null ? null : String(seat);
  const p = G.pending;
  const mine = myTurn && me !== null && p ? (p.kind === 'retain' ? p.seats.includes(me) : p.seat === me) : false;
  const order = me !== null && G.sides.includes(me) ? [...G.sides.filter((s) => s !== me), me] : G.sides;
  const log = loggedEvents(G, entries);

  return (
    <div
      className="seaboard kp-board"
      data-testid="board"
      data-board="kaisers-pirates"
      data-round={G.round}
      data-turn={G.turn?.no ?? 0}
      data-pending={p?.kind ?? 'none'}
      data-over={G.result ? 'yes' : undefined}
    >
      {G.result && (
        <section className="kp-result" data-testid="result" aria-label={t('board.result')}>
          <h3 className="kp-title">{t('board.resultTitle')}</h3>
          <p>{resultSentence(G, seatName, t)}</p>
        </section>
      )}

      <header className="kp-top" data-testid="status">
        <div className="kp-round">
          <span className="kp-round-no">{t('board.round', { n: G.round })}</span>
          <span className="muted small">{t('board.ofRounds', { n: G.roundsToPlay })}</span>
        </div>
        <div className="kp-turn" data-testid="whose-turn">
          {G.turn ? (
            <>
              {t('board.turn', { n: G.turn.no })} <b>{sideLabel(G, G.turn.seat, seatName, t)}</b>
              {G.turn.extra && <span className="tag">{t('board.secondChance')}</span>}
              {G.turn.mode !== 'normal' && <span className="tag warn">{G.turn.mode === 'fog' ? t('board.fogBank') : t('board.deception')}</span>}
              {G.turn.attackTarget !== null && (
                <span className="muted small"> · {t('board.attacking', { side: sideLabel(G, G.turn.attackTarget, seatName, t) })}</span>
              )}
            </>
          ) : (
            t('board.betweenTurns')
          )}
        </div>
        <Decks G={G} t={t} />
      </header>

      <div className="kp-sea">
        {order.map((side) => (
          <ForceView key={side} G={G} side={side} me={me} seatName={seatName} t={t} />
        ))}
      </div>

      <DiceTray G={G} log={log} seatName={seatName} t={t} />

      {mine && me !== null && p && (
        <div className="kp-decision">
          {p.kind === 'act' && <ActPrompt G={G} me={me} busy={busy} act={act} seatName={seatName} />}
          {p.kind === 'target' && <TargetPrompt G={G} me={me} busy={busy} act={act} seatName={seatName} p={p} />}
          {p.kind === 'react' && <ReactPrompt G={G} me={me} busy={busy} act={act} seatName={seatName} p={p} />}
          {p.kind === 'choose' && <ChoosePrompt G={G} me={me} busy={busy} act={act} seatName={seatName} p={p} />}
          {p.kind === 'intel' && <IntelPrompt G={G} me={me} busy={busy} act={act} seatName={seatName} />}
          {p.kind === 'retain' && <RetainPrompt G={G} me={me} busy={busy} act={act} seatName={seatName} p={p} />}
        </div>
      )}

      {me !== null && G.players[me] && <Hand G={G} me={me} myTurn={myTurn} busy={busy} act={act} />}
      {me !== null && G.players[me]?.intelHand && (
        <section className="kp-intel-look" aria-label={t('prompts.intel.aria')}>
          <h3 className="kp-title">
            {t('board.intelHand', { side: sideLabel(G, G.players[me]!.intelHand!.side, seatName, t) })}{' '}
            <span className="muted">{t('board.intelHandNote')}</span>
          </h3>
          <div className="kp-hand">
            {G.players[me]!.intelHand!.cards.map((c) => (
              <ActionCardView key={c} id={c} />
            ))}
          </div>
        </section>
      )}

      <Scores G={G} seatName={seatName} t={t} />
    </div>
  );
}

function Decks({ G, t }: { G: PublicState; t: GameT }) {
  const d = G.decks;
  return (
    <div className="kp-decks" data-testid="decks">
      <span title={t('board.decks.warshipsHint')}>{t('board.decks.warships', { n: d.warshipCount })}</span>
      <span title={t('board.decks.merchantsHint')}>{t('board.decks.merchants', { n: d.merchantCount })}</span>
      <span title={t('board.decks.actionsHint')}>{t('board.decks.actions', { n: d.actionCount })}</span>
      <span title={t('board.decks.discardsHint')}>
        {t('board.decks.discards', { n: d.discardCount })}
        {d.discardTop.length > 0 && <span className="muted"> · {t('board.decks.top', { cards: d.discardTop.map(name).join(', ') })}</span>}
      </span>
      {G.ghost !== null && <span title={t('board.decks.solitaireHint')}>{t('board.decks.solitaire', { n: d.solitaireCount })}</span>}
    </div>
  );
}

/** Who won and what decided it [2.5]: the most Round Points, else the total VA, else a shared victory. */
function resultSentence(G: PublicState, seatName: SeatName, t: GameT): string {
  const d = decideWinner(G) ?? { winners: G.result?.winners ?? [], by: 'rp' as const };
  const s = warResult(d.winners, d.by, logWords(G, seatName, t, language()));
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

/** The reader's language, for lists in words ("A, B y C"). */
function language(): string {
  return i18n.resolvedLanguage ?? i18n.language;
}

function SlotView({ slot, t }: { slot: Slot; t: GameT }) {
  if (slot.revealed && slot.card) return <ActionCardView id={slot.card} note={slotNote(slot, t)} />;
  return <CardBack half={slot.half} small />;
}

function ForceView({ G, side, me, seatName, t: tr }: { G: PublicState; side: Side; me: string | null; seatName: SeatName; t: GameT }) {
  const f = G.forces[side];
  const t = G.turn;
  const active = t?.seat === side;
  const slots = active ? t!.slots : [];
  const front = slots.filter((s) => s.on === null);
  const team = G.teams?.findIndex((x) => x.includes(side));
  const waiting = G.pending && (G.pending.kind === 'retain' ? G.pending.seats.includes(side) : G.pending.seat === side);
  return (
    <section
      className={`kp-force${active ? ' active' : ''}${me === side ? ' me' : ''}`}
      data-side={side}
      data-testid="force"
      aria-label={tr('board.force.aria', { side: sideLabel(G, side, seatName, tr) })}
    >
      <div className="kp-force-head">
        <h3>
          {sideLabel(G, side, seatName, tr)}
          {me === side && <span className="tag">{tr('board.force.you')}</span>}
          {team !== undefined && team >= 0 && <span className="tag">{tr('board.force.team', { team: team === 0 ? 'A' : 'B' })}</span>}
          {active && <span className="tag turn">{tr('board.force.turn')}</span>}
          {waiting && <span className="tag act">{tr('board.force.toAct')}</span>}
        </h3>
        <span className="kp-force-stats">
          <span data-testid="hand-count">{tr('board.force.inHand', { count: f.handCount })}</span>
          <span data-testid="va">{tr('board.va', { n: vaOf(f.va) })}</span>
          <span>{tr('board.rp', { n: G.totals.rp[side] ?? 0 })}</span>
        </span>
      </div>
      {f.pending && (
        <p className="kp-pending small">
          {tr(f.pending.kind === 'fog' ? 'board.force.fogWaiting' : 'board.force.deceptionWaiting', { side: sideLabel(G, f.pending.by, seatName, tr) })}
        </p>
      )}
      <div className="kp-row ships" aria-label={tr('board.force.shipsAria')}>
        {f.ships.length === 0 && <span className="muted small">{tr('board.force.noShips')}</span>}
        {f.ships.map((s) => (
          <ShipCard key={s.id} ship={s} highlight={t?.intercepted.includes(s.id)}>
            {slots
              .filter((x) => x.on === s.id)
              .map((x) => (
                <div key={x.n} className="kp-on-ship">
                  <SlotView slot={x} t={tr} />
                </div>
              ))}
          </ShipCard>
        ))}
      </div>
      {front.length > 0 && (
        <div className="kp-front" data-testid="committed" aria-label={tr('board.force.committedAria')}>
          <span className="muted small">{tr('board.force.inFront')}</span>
          {front.map((x) => (
            <SlotView key={x.n} slot={x} t={tr} />
          ))}
        </div>
      )}
      <div className="kp-row merchants" aria-label={tr('board.force.merchantsAria')}>
        {f.merchants.length === 0 && <span className="muted small">{tr('board.force.noMerchants')}</span>}
        {f.merchants.map((s) => (
          <ShipCard key={s.id} ship={s} highlight={t?.intercepted.includes(s.id)} />
        ))}
      </div>
      {f.va.length > 0 && (
        <div className="kp-va-pile" aria-label={tr('board.force.vaAria')}>
          {f.va.map((e, i) => (
            <span key={i} className={`kp-chip${e.capped ? ' capped' : ''}`} title={vaSourceText(e, tr)}>
              {e.deck === 'virtual' ? virtualVaName(e.id, tr) : name(e.id)} <b>{e.va * e.mult}</b>
            </span>
          ))}
        </div>
      )}
    </section>
  );
}

/** A phone-sized screen when the table was drawn (kp.css's narrow layout): secondary panels start closed there. */
const narrow = typeof window !== 'undefined' && window.matchMedia('(max-width: 520px)').matches;

/** The dice of the latest rolls: this turn's, else the last turn's with any (from the log events) [3.2.7]. */
function DiceTray({ G, log, seatName, t }: { G: PublicState; log: LoggedEvent[]; seatName: SeatName; t: GameT }) {
  const n = logWords(G, seatName, t, language());
  // Split the events into turns at each turn's start; keep the latest turn that rolled dice.
  let turn: number | null = null;
  let current: LoggedEvent[] = [];
  let shown: { turn: number | null; events: LoggedEvent[] } | null = null;
  for (const x of log) {
    if (x.event.kind === 'turnStart') {
      turn = x.event.turn;
      current = [];
    }
    if (rollsOf(x.event).length) {
      current.push(x);
      shown = { turn, events: current };
    }
  }
  if (!shown) return null;
  const recent = shown.events.slice(-4);
  return (
    <section className="kp-dice-tray" data-testid="dice" aria-label={t('board.diceTitle')}>
      <h3 className="kp-title">
        {t('board.diceTitle')} {shown.turn !== null && <span className="muted">{t('board.diceTurn', { n: shown.turn })}</span>}
      </h3>
      <details className="kp-dice-legend small" data-testid="dice-legend" open={!narrow}>
        <summary>{t('board.diceLegend')}</summary>
        <p className="kp-dice-legend-row">
          {([4, 6, 8, 10] as const).map((d) => (
            <span key={d}>
              <KDie sides={d} size={20} /> {t(`die.d${d}`)}
            </span>
          ))}
          <span>{t('board.diceKept')}</span>
        </p>
      </details>
      {recent.map(({ key, event }) => {
        const labels = rollLabels(event, n);
        return (
          <div key={key} className="kp-dice-line">
            <p className="small">{eventText(event, n)}</p>
            <div className="kp-rolls">
              {rollsOf(event).map((r, j) => (
                <RollView key={j} r={r} label={labels[j] ?? ''} />
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}

/** The round-by-round scores [2.3]: a disclosure, open on wide screens and closed on a phone. */
function Scores({ G, seatName, t }: { G: PublicState; seatName: SeatName; t: GameT }) {
  return (
    <details className="kp-scores" data-testid="scores" open={!narrow}>
      <summary>
        <h3 className="kp-title">
          {t('board.scores.title')} <span className="muted">{t('board.scores.note')}</span>
        </h3>
      </summary>
      <div className="kp-table-wrap">
        <table className="kp-table">
          <thead>
            <tr>
              <th>{t('board.scores.round')}</th>
              {G.sides.map((s) => (
                <th key={s} className="num">
                  {sideLabel(G, s, seatName, t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {G.history.map((h) => (
              <tr key={h.round}>
                <td>{h.round}</td>
                {G.sides.map((s) => (
                  <td key={s} className="num">
                    {t('board.va', { n: h.va[s] ?? 0 })} · <b>{t('board.rp', { n: h.rp[s] ?? 0 })}</b>
                  </td>
                ))}
              </tr>
            ))}
            {!G.result && (
              <tr className="now">
                <td>{t('board.scores.now', { n: G.round })}</td>
                {G.sides.map((s) => (
                  <td key={s} className="num">
                    {t('board.va', { n: vaOf(G.forces[s].va) })}
                  </td>
                ))}
              </tr>
            )}
            <tr className="total">
              <td>{t('board.scores.total')}</td>
              {G.sides.map((s) => (
                <td key={s} className="num" data-testid={`rp-${s}`}>
                  {t('board.rp', { n: G.totals.rp[s] ?? 0 })}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </details>
  );
}
