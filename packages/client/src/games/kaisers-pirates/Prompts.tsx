/**
 * The decisions in front of you, each offering exactly the legal answers (from the game's own enumerate /
 * planReveal): revealing committed cards [3.2.8], the next target of a multiple intercept [3.3.12, 3.3.32],
 * reactions [3.2.2], questions (choose), Intelligence's reorder [3.3.14] and ship retention [2.4, 6.7].
 */
import { useEffect, useState } from 'react';
import { ActionCardView, CardBack } from './Card';
import { ACTION_TYPE, enumerate, typeOf, type Pending, type PublicState } from './engine';
import { name, optionLabel, questionHelp, questionText, revealChoices, revealLabel, windowText, type SeatName } from './model';

type Act = (name: string, ...args: unknown[]) => Promise<boolean>;
interface P {
  G: PublicState;
  me: string;
  busy: boolean;
  act: Act;
  seatName: SeatName;
}

function SlotReveal({ G, me, busy, act, seatName, n }: P & { n: number }) {
  const [all, setAll] = useState(false);
  const slot = G.turn!.slots.find((s) => s.n === n)!;
  const card = G.players[me]?.committed[n];
  const { options, reason } = revealChoices(G, me, n);
  const shown = all ? options : options.slice(0, 8);
  return (
    <div className="kp-slot-reveal" data-slot={n}>
      <div className="kp-slot-card">
        {card ? <ActionCardView id={card} note={slot.half === 'intercept' ? (slot.on ? `Intercept! on ${name(slot.on)}` : 'Intercept! · British Forces') : slot.on ? `on ${name(slot.on)}` : 'action half'} /> : <CardBack half={slot.half} />}
      </div>
      <div className="kp-slot-options">
        {options.length === 0 && (
          <p className="small kp-why" data-testid="no-reveal">
            Cannot be revealed now: {reason}
          </p>
        )}
        {shown.map((o, i) => (
          <button key={i} type="button" className="btn small" disabled={busy} data-testid="reveal-option" onClick={() => void act('reveal', n, o)}>
            {revealLabel(G, me, n, o, seatName)}
          </button>
        ))}
        {options.length > shown.length && (
          <button type="button" className="btn link small" onClick={() => setAll(true)}>
            {options.length - shown.length} more…
          </button>
        )}
      </div>
    </div>
  );
}

export function ActPrompt(props: P) {
  const { G, me, busy, act } = props;
  const t = G.turn!;
  const unrevealed = t.slots.filter((s) => !s.revealed);
  const extra = enumerate(G, me).filter((a) => a.move === 'leaveRefuge' || a.move === 'prizeResupply');
  return (
    <section className="kp-prompt" data-testid="act" aria-label="Your turn: reveal cards">
      <h3 className="kp-title">Reveal your cards <span className="muted">one at a time, in any order [3.2.8]</span></h3>
      {t.mode === 'deception' && t.deceptionCard && <p className="small">Deception: only {name(t.deceptionCard)} may be played, action half [3.3.8].</p>}
      {unrevealed.length === 0 && <p className="small muted">Every committed card is revealed.</p>}
      {unrevealed.map((s) => (
        <SlotReveal key={s.n} {...props} n={s.n} />
      ))}
      {extra.length > 0 && (
        <div className="btn-row">
          {extra.map((a, i) => (
            <button key={i} type="button" className="btn small secondary" disabled={busy} onClick={() => void act(a.move, ...a.args)}>
              {a.move === 'leaveRefuge'
                ? `${name(String(a.args[0]))} leaves its Island Refuge${a.args[1] ? ' (to your teammate)' : ''} [3.3.17]`
                : `Prize ${name(String(a.args[0]))} resupplies ${name(String(a.args[1]))} [6.12]`}
            </button>
          ))}
        </div>
      )}
      <div className="btn-row">
        <button type="button" className="btn brass" disabled={busy} data-testid="finish-turn" onClick={() => void act('finishTurn')} title={unrevealed.length ? 'Unrevealed cards are discarded with your turn [3.1.5]' : undefined}>
          Finish turn{unrevealed.length ? ` (discard ${unrevealed.length} unrevealed)` : ''}
        </button>
      </div>
    </section>
  );
}

export function TargetPrompt(props: P & { p: Extract<Pending, { kind: 'target' }> }) {
  const { G, me, busy, act, p } = props;
  const options = enumerate(G, me).filter((a) => a.move === 'nextTarget');
  return (
    <section className="kp-prompt" data-testid="target" aria-label="Next target">
      <h3 className="kp-title">{name(p.ship)}: the next merchant</h3>
      <div className="btn-row">
        {options.map((a, i) => {
          const extra = a.args[1] as { surprise?: number; boarding?: number };
          return (
            <button key={i} type="button" className="btn small" disabled={busy} data-testid="target-option" onClick={() => void act('nextTarget', ...a.args)}>
              {name(String(a.args[0]))}
              {extra.surprise !== undefined ? ' · with Surprise Attack' : ''}
              {extra.boarding !== undefined ? ' · with Boarding Party' : ''}
            </button>
          );
        })}
      </div>
    </section>
  );
}

export function ReactPrompt(props: P & { p: Extract<Pending, { kind: 'react' }> }) {
  const { G, me, busy, act, seatName, p } = props;
  const hand = G.players[me]?.hand ?? [];
  const usable = hand.filter((c) => p.window.allowed.includes(typeOf(c)));
  return (
    <section className="kp-prompt react" data-testid="react" aria-label="Reaction">
      <h3 className="kp-title">Reaction window</h3>
      <p className="small" style={{ margin: '0 0 0.4rem' }} data-testid="window">
        {windowText(G, p.window, seatName)}
      </p>
      <p className="small muted" style={{ margin: '0 0 0.4rem' }}>
        May be played here: {p.window.allowed.map((t) => ACTION_TYPE[t].name).join(', ') || 'nothing'}.
      </p>
      <div className="btn-row">
        {usable.map((c) => (
          <button key={c} type="button" className="btn brass small" disabled={busy} data-testid="react-card" data-card={c} onClick={() => void act('react', c)}>
            Play {ACTION_TYPE[typeOf(c)].name}
          </button>
        ))}
        <button type="button" className="btn secondary small" disabled={busy} data-testid="decline" onClick={() => void act('decline')}>
          {usable.length ? 'Decline' : 'No reaction'}
        </button>
      </div>
    </section>
  );
}

export function ChoosePrompt(props: P & { p: Extract<Pending, { kind: 'choose' }> }) {
  const { G, busy, act, seatName, p } = props;
  const help = questionHelp(G, p); // the trade-off, e.g. a prize's Safe Conduct [3.2.6]
  return (
    <section className="kp-prompt" data-testid="choose" data-question={p.question} aria-label="Decision">
      <h3 className="kp-title">{questionText(p)}</h3>
      {help && (
        <p className="small" style={{ margin: '0 0 0.4rem' }} data-testid="choose-help">
          {help}
        </p>
      )}
      <div className="btn-row">
        {p.options.map((o) => (
          <button key={o} type="button" className="btn small" disabled={busy} data-testid="choose-option" data-option={o} onClick={() => void act('choose', o)}>
            {optionLabel(G, p, o, seatName)}
          </button>
        ))}
      </div>
    </section>
  );
}

export function IntelPrompt(props: P) {
  const { G, me, busy, act } = props;
  const cards = G.players[me]?.intelDeck ?? [];
  const [order, setOrder] = useState<string[]>(cards);
  useEffect(() => setOrder(cards), [cards.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const move = (i: number, d: number) =>
    setOrder((o) => {
      const n = o.slice();
      const j = i + d;
      if (j < 0 || j >= n.length) return o;
      [n[i], n[j]] = [n[j], n[i]];
      return n;
    });
  return (
    <section className="kp-prompt" data-testid="intel" aria-label="Intelligence">
      <h3 className="kp-title">Intelligence: the top of the action deck <span className="muted">next draw first [3.3.14]</span></h3>
      <ol className="kp-intel">
        {order.map((c, i) => (
          <li key={c}>
            <ActionCardView id={c} />
            <span className="btn-row">
              <button type="button" className="btn small secondary" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Move ${name(c)} up`}>
                ↑
              </button>
              <button type="button" className="btn small secondary" disabled={i === order.length - 1} onClick={() => move(i, 1)} aria-label={`Move ${name(c)} down`}>
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn brass" disabled={busy} onClick={() => void act('intelOrder', order)}>
        Put them back in this order
      </button>
    </section>
  );
}

export function RetainPrompt(props: P & { p: Extract<Pending, { kind: 'retain' }> }) {
  const { G, me, busy, act, p } = props;
  const mate = G.teams?.find((t) => t.includes(me))?.find((s) => s !== me) ?? null;
  const claimed = new Set(mate ? p.kept[mate] ?? [] : []);
  const pool = [...(p.pool[me] ?? []), ...(mate ? p.pool[mate] ?? [] : [])].filter((id) => !claimed.has(id));
  // Solitaire: the live player decides which ships of both sides stay [5.1.4], at most p.max of each.
  const theirs = G.ghost !== null && G.ghost !== me ? p.pool[G.ghost] ?? [] : [];
  const [keep, setKeep] = useState<string[]>([]);
  const toggle = (id: string) =>
    setKeep((k) => {
      if (k.includes(id)) return k.filter((x) => x !== id);
      const side = theirs.includes(id) ? theirs : pool;
      return k.filter((x) => side.includes(x)).length < p.max ? [...k, id] : k;
    });
  return (
    <section className="kp-prompt" data-testid="retain" aria-label="Retention">
      <h3 className="kp-title">Keep surviving ships for the next round <span className="muted">at most {p.max} [2.4{p.max > 1 ? ', 6.7' : ''}]</span></h3>
      <div className="btn-row">
        {pool.map((id) => (
          <label key={id} className="check">
            <input type="checkbox" checked={keep.includes(id)} onChange={() => toggle(id)} data-testid="keep-ship" /> {name(id)}
          </label>
        ))}
      </div>
      {theirs.length > 0 && (
        <>
          <p className="small muted">The Ghost's ships: you decide for both sides [5.1.4]</p>
          <div className="btn-row">
            {theirs.map((id) => (
              <label key={id} className="check">
                <input type="checkbox" checked={keep.includes(id)} onChange={() => toggle(id)} data-testid="keep-ghost-ship" /> {name(id)}
              </label>
            ))}
          </div>
        </>
      )}
      <button type="button" className="btn brass" disabled={busy} data-testid="keep" onClick={() => void act('keepShips', keep)}>
        {keep.length ? `Keep ${keep.map(name).join(', ')}` : 'Keep none'}
      </button>
    </section>
  );
}
