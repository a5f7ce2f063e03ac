/**
 * The Kaiser's Pirates table: every Force (warships, raiders and prizes nearest, merchants beyond, the
 * Victory Award pile) [2.2, 3.2.5], the turn's face-down committed cards on their ships or in front of the
 * Force [3.2.1], the decks and the top of the discard pile [3.1.7], the dice of the latest rolls, round
 * scores [2.3], your hand and the decision in front of you. Spectators get the same table without a hand.
 */
import './kp.css';
import type { BoardProps } from '../types';
import { ActionCardView, CardBack, RollView, ShipCard } from './Card';
import { decideWinner, rollsOf, type PublicState, type Side, type Slot } from './engine';
import { Hand } from './Hand';
import { WORDS, eventText, rollLabels, warResult } from './log-text';
import { loggedEvents, name, namer, sideLabel, slotNote, vaOf, vaSourceText, virtualVaName, type LoggedEvent, type SeatName } from './model';
import { ActPrompt, ChoosePrompt, IntelPrompt, ReactPrompt, RetainPrompt, TargetPrompt } from './Prompts';

export function KaisersPiratesBoard({ G, seat, myTurn, busy, act, seatName, log: entries }: BoardProps<PublicState>) {
  const me = seat === null ? null : String(seat);
  const p = G.pending;
  const mine = myTurn && me !== null && p ? (p.kind === 'retain' ? p.seats.includes(me) : p.seat === me) : false;
  const order = me !== null && G.sides.includes(me) ? [...G.sides.filter((s) => s !== me), me] : G.sides;
  const log = loggedEvents(G, entries);

  return (
    <div className="seaboard kp-board" data-testid="board" data-board="kaisers-pirates" data-round={G.round} data-turn={G.turn?.no ?? 0} data-pending={p?.kind ?? 'none'} data-over={G.result ? 'yes' : undefined}>
      {G.result && (
        <section className="kp-result" data-testid="result" aria-label="Result">
          <h3 className="kp-title">{WORDS.resultTitle}</h3>
          <p>{resultSentence(G, seatName)}</p>
        </section>
      )}

      <header className="kp-top" data-testid="status">
        <div className="kp-round">
          <span className="kp-round-no">Round {G.round}</span>
          <span className="muted small">of {G.roundsToPlay}</span>
        </div>
        <div className="kp-turn" data-testid="whose-turn">
          {G.turn ? (
            <>
              Turn {G.turn.no}: <b>{sideLabel(G, G.turn.seat, seatName)}</b>
              {G.turn.extra && <span className="tag">Second Chance</span>}
              {G.turn.mode !== 'normal' && <span className="tag warn">{G.turn.mode === 'fog' ? 'Fog Bank' : 'Deception'}</span>}
              {G.turn.attackTarget !== null && <span className="muted small"> · attacking {sideLabel(G, G.turn.attackTarget, seatName)}</span>}
            </>
          ) : (
            'Between turns'
          )}
        </div>
        <Decks G={G} />
      </header>

      <div className="kp-sea">
        {order.map((side) => (
          <ForceView key={side} G={G} side={side} me={me} seatName={seatName} />
        ))}
      </div>

      <DiceTray G={G} log={log} seatName={seatName} />

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
        <section className="kp-intel-look" aria-label="Intelligence">
          <h3 className="kp-title">
            Intelligence: {sideLabel(G, G.players[me]!.intelHand!.side, seatName)}'s hand <span className="muted">as you saw it [3.3.14]</span>
          </h3>
          <div className="kp-hand">
            {G.players[me]!.intelHand!.cards.map((c) => (
              <ActionCardView key={c} id={c} />
            ))}
          </div>
        </section>
      )}

      <Scores G={G} seatName={seatName} />
    </div>
  );
}

function Decks({ G }: { G: PublicState }) {
  const d = G.decks;
  return (
    <div className="kp-decks" data-testid="decks">
      <span title="Warship & Raider deck [1.1]">warships {d.warshipCount}</span>
      <span title="Merchant deck [1.1]">merchants {d.merchantCount}</span>
      <span title="Action deck [1.1]">actions {d.actionCount}</span>
      <span title="Discard pile (only the top two are seen) [3.1.7]">
        discards {d.discardCount}
        {d.discardTop.length > 0 && <span className="muted"> · top {d.discardTop.map(name).join(', ')}</span>}
      </span>
      {G.ghost !== null && <span title="Solitaire deck [5.3.1]">solitaire {d.solitaireCount}</span>}
    </div>
  );
}

/** Who won and what decided it [2.5]: the most Round Points, else the total VA, else a shared victory. */
function resultSentence(G: PublicState, seatName: SeatName): string {
  const d = decideWinner(G) ?? { winners: G.result?.winners ?? [], by: 'rp' as const };
  const s = warResult(d.winners, d.by, namer(G, seatName));
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

function SlotView({ slot }: { slot: Slot }) {
  if (slot.revealed && slot.card) return <ActionCardView id={slot.card} note={slotNote(slot)} />;
  return <CardBack half={slot.half} small />;
}

function ForceView({ G, side, me, seatName }: { G: PublicState; side: Side; me: string | null; seatName: SeatName }) {
  const f = G.forces[side];
  const t = G.turn;
  const active = t?.seat === side;
  const slots = active ? t!.slots : [];
  const front = slots.filter((s) => s.on === null);
  const team = G.teams?.findIndex((x) => x.includes(side));
  const waiting = G.pending && (G.pending.kind === 'retain' ? G.pending.seats.includes(side) : G.pending.seat === side);
  return (
    <section className={`kp-force${active ? ' active' : ''}${me === side ? ' me' : ''}`} data-side={side} data-testid="force" aria-label={`Force of ${sideLabel(G, side, seatName)}`}>
      <div className="kp-force-head">
        <h3>
          {sideLabel(G, side, seatName)}
          {me === side && <span className="tag">you</span>}
          {team !== undefined && team >= 0 && <span className="tag">team {team === 0 ? 'A' : 'B'}</span>}
          {active && <span className="tag turn">turn</span>}
          {waiting && <span className="tag act">to act</span>}
        </h3>
        <span className="kp-force-stats">
          <span data-testid="hand-count">{f.handCount} in hand</span>
          <span data-testid="va">{vaOf(f.va)} VA</span>
          <span>{G.totals.rp[side] ?? 0} RP</span>
        </span>
      </div>
      {f.pending && (
        <p className="kp-pending small">
          {f.pending.kind === 'fog' ? 'Fog Bank' : 'Deception'} waiting for the next turn (by {sideLabel(G, f.pending.by, seatName)}) [3.3.{f.pending.kind === 'fog' ? '11' : '8'}]
        </p>
      )}
      <div className="kp-row ships" aria-label="Warships, raiders and prizes">
        {f.ships.length === 0 && <span className="muted small">no warships or raiders</span>}
        {f.ships.map((s) => (
          <ShipCard key={s.id} ship={s} highlight={t?.intercepted.includes(s.id)}>
            {slots
              .filter((x) => x.on === s.id)
              .map((x) => (
                <div key={x.n} className="kp-on-ship">
                  <SlotView slot={x} />
                </div>
              ))}
          </ShipCard>
        ))}
      </div>
      {front.length > 0 && (
        <div className="kp-front" data-testid="committed" aria-label="Committed in front of the Force">
          <span className="muted small">in front of the Force:</span>
          {front.map((x) => (
            <SlotView key={x.n} slot={x} />
          ))}
        </div>
      )}
      <div className="kp-row merchants" aria-label="Merchants">
        {f.merchants.length === 0 && <span className="muted small">no merchants</span>}
        {f.merchants.map((s) => (
          <ShipCard key={s.id} ship={s} highlight={t?.intercepted.includes(s.id)} />
        ))}
      </div>
      {f.va.length > 0 && (
        <div className="kp-va-pile" aria-label="Victory Award pile">
          {f.va.map((e, i) => (
            <span key={i} className={`kp-chip${e.capped ? ' capped' : ''}`} title={vaSourceText(e)}>
              {e.deck === 'virtual' ? virtualVaName(e.id) : name(e.id)} <b>{e.va * e.mult}</b>
            </span>
          ))}
        </div>
      )}
    </section>
  );
}

/** The dice of the latest rolls: this turn's, else the last turn's with any (from the log events) [3.2.7]. */
function DiceTray({ G, log, seatName }: { G: PublicState; log: LoggedEvent[]; seatName: SeatName }) {
  const n = namer(G, seatName);
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
    <section className="kp-dice-tray" data-testid="dice" aria-label="Latest dice">
      <h3 className="kp-title">
        {WORDS.diceTitle} {shown.turn !== null && <span className="muted">{WORDS.diceTurn(shown.turn)}</span>}
      </h3>
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

function Scores({ G, seatName }: { G: PublicState; seatName: SeatName }) {
  return (
    <section className="kp-scores" data-testid="scores" aria-label="Scores">
      <h3 className="kp-title">
        Scores <span className="muted">Victory Awards and Round Points [2.3]</span>
      </h3>
      <div className="kp-table-wrap">
        <table className="kp-table">
          <thead>
            <tr>
              <th>Round</th>
              {G.sides.map((s) => (
                <th key={s} className="num">
                  {sideLabel(G, s, seatName)}
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
                    {h.va[s] ?? 0} VA · <b>{h.rp[s] ?? 0} RP</b>
                  </td>
                ))}
              </tr>
            ))}
            {!G.result && (
              <tr className="now">
                <td>{G.round} (now)</td>
                {G.sides.map((s) => (
                  <td key={s} className="num">
                    {vaOf(G.forces[s].va)} VA
                  </td>
                ))}
              </tr>
            )}
            <tr className="total">
              <td>Total</td>
              {G.sides.map((s) => (
                <td key={s} className="num" data-testid={`rp-${s}`}>
                  {G.totals.rp[s] ?? 0} RP
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
