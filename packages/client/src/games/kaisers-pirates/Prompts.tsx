/**
 * The decisions in front of you, each offering exactly the legal answers (from the game's own enumerate /
 * planReveal): revealing committed cards [3.2.8], the next target of a multiple intercept [3.3.12, 3.3.32],
 * reactions [3.2.2], questions (choose), Intelligence's reorder [3.3.14] and ship retention [2.4, 6.7].
 */
import { useEffect, useState } from 'react';
import { useGameT } from '../../i18n/games';
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
  const t = useGameT('kaisers-pirates');
  const [all, setAll] = useState(false);
  const slot = G.turn!.slots.find((s) => s.n === n)!;
  const card = G.players[me]?.committed[n];
  const { options, reason } = revealChoices(G, me, n, t);
  const shown = all ? options : options.slice(0, 8);
  return (
    <div className="kp-slot-reveal" data-slot={n}>
      <div className="kp-slot-card">
        {card ? (
          <ActionCardView
            id={card}
            note={
              slot.half === 'intercept'
                ? slot.on
                  ? t('prompts.slot.interceptOn', { ship: name(slot.on) })
                  : t('prompts.slot.interceptBritish')
                : slot.on
                  ? t('prompts.slot.on', { ship: name(slot.on) })
                  : t('prompts.slot.actionHalf')
            }
          />
        ) : (
          <CardBack half={slot.half} />
        )}
      </div>
      <div className="kp-slot-options">
        {options.length === 0 && (
          <p className="small kp-why" data-testid="no-reveal">
            {t('prompts.cannotReveal', { reason })}
          </p>
        )}
        {shown.map((o, i) => (
          <button key={i} type="button" className="btn small" disabled={busy} data-testid="reveal-option" onClick={() => void act('reveal', n, o)}>
            {revealLabel(G, me, n, o, seatName, t)}
          </button>
        ))}
        {options.length > shown.length && (
          <button type="button" className="btn link small" onClick={() => setAll(true)}>
            {t('prompts.more', { count: options.length - shown.length })}
          </button>
        )}
      </div>
    </div>
  );
}

export function ActPrompt(props: P) {
  const { G, me, busy, act } = props;
  const tr = useGameT('kaisers-pirates');
  const t = G.turn!;
  const unrevealed = t.slots.filter((s) => !s.revealed);
  const extra = enumerate(G, me).filter((a) => a.move === 'leaveRefuge' || a.move === 'prizeResupply');
  return (
    <section className="kp-prompt" data-testid="act" aria-label={tr('prompts.act.aria')}>
      <h3 className="kp-title">
        {tr('prompts.act.title')} <span className="muted">{tr('prompts.act.titleNote')}</span>
      </h3>
      {t.mode === 'deception' && t.deceptionCard && <p className="small">{tr('prompts.act.deception', { card: name(t.deceptionCard) })}</p>}
      {unrevealed.length === 0 && <p className="small muted">{tr('prompts.act.allRevealed')}</p>}
      {unrevealed.map((s) => (
        <SlotReveal key={s.n} {...props} n={s.n} />
      ))}
      {extra.length > 0 && (
        <div className="btn-row">
          {extra.map((a, i) => (
            <button key={i} type="button" className="btn small secondary" disabled={busy} onClick={() => void act(a.move, ...a.args)}>
              {a.move === 'leaveRefuge'
                ? tr(a.args[1] ? 'prompts.act.leaveRefugeMate' : 'prompts.act.leaveRefuge', { ship: name(String(a.args[0])) })
                : tr('prompts.act.prizeResupply', { prize: name(String(a.args[0])), ship: name(String(a.args[1])) })}
            </button>
          ))}
        </div>
      )}
      <div className="btn-row">
        <button
          type="button"
          className="btn brass"
          disabled={busy}
          data-testid="finish-turn"
          onClick={() => void act('finishTurn')}
          title={unrevealed.length ? tr('prompts.act.finishHint') : undefined}
        >
          {unrevealed.length ? tr('prompts.act.finishDiscard', { count: unrevealed.length }) : tr('prompts.act.finish')}
        </button>
      </div>
    </section>
  );
}

export function TargetPrompt(props: P & { p: Extract<Pending, { kind: 'target' }> }) {
  const { G, me, busy, act, p } = props;
  const t = useGameT('kaisers-pirates');
  const options = enumerate(G, me).filter((a) => a.move === 'nextTarget');
  return (
    <section className="kp-prompt" data-testid="target" aria-label={t('prompts.target.aria')}>
      <h3 className="kp-title">{t('prompts.target.title', { ship: name(p.ship) })}</h3>
      <div className="btn-row">
        {options.map((a, i) => {
          const extra = a.args[1] as { surprise?: number; boarding?: number };
          return (
            <button key={i} type="button" className="btn small" disabled={busy} data-testid="target-option" onClick={() => void act('nextTarget', ...a.args)}>
              {name(String(a.args[0]))}
              {extra.surprise !== undefined ? t('prompts.target.withSurprise') : ''}
              {extra.boarding !== undefined ? t('prompts.target.withBoarding') : ''}
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
  const t = useGameT('kaisers-pirates');
  const usable = hand.filter((c) => p.window.allowed.includes(typeOf(c)));
  return (
    <section className="kp-prompt react" data-testid="react" aria-label={t('prompts.react.aria')}>
      <h3 className="kp-title">{t('prompts.react.title')}</h3>
      <p className="small" style={{ margin: '0 0 0.4rem' }} data-testid="window">
        {windowText(G, p.window, seatName, t)}
      </p>
      <p className="small muted" style={{ margin: '0 0 0.4rem' }}>
        {t('prompts.react.allowed', { cards: p.window.allowed.map((c) => ACTION_TYPE[c].name).join(', ') || t('prompts.react.nothing') })}
      </p>
      <div className="btn-row">
        {usable.map((c) => (
          <button key={c} type="button" className="btn brass small" disabled={busy} data-testid="react-card" data-card={c} onClick={() => void act('react', c)}>
            {t('prompts.react.play', { card: ACTION_TYPE[typeOf(c)].name })}
          </button>
        ))}
        <button type="button" className="btn secondary small" disabled={busy} data-testid="decline" onClick={() => void act('decline')}>
          {usable.length ? t('prompts.react.decline') : t('prompts.react.none')}
        </button>
      </div>
    </section>
  );
}

export function ChoosePrompt(props: P & { p: Extract<Pending, { kind: 'choose' }> }) {
  const { G, busy, act, seatName, p } = props;
  const t = useGameT('kaisers-pirates');
  const help = questionHelp(G, p, t); // the trade-off, e.g. a prize's Safe Conduct [3.2.6]
  return (
    <section className="kp-prompt" data-testid="choose" data-question={p.question} aria-label={t('prompts.choose.aria')}>
      <h3 className="kp-title">{questionText(p, t)}</h3>
      {help && (
        <p className="small" style={{ margin: '0 0 0.4rem' }} data-testid="choose-help">
          {help}
        </p>
      )}
      <div className="btn-row">
        {p.options.map((o) => (
          <button key={o} type="button" className="btn small" disabled={busy} data-testid="choose-option" data-option={o} onClick={() => void act('choose', o)}>
            {optionLabel(G, p, o, seatName, t)}
          </button>
        ))}
      </div>
    </section>
  );
}

export function IntelPrompt(props: P) {
  const { G, me, busy, act } = props;
  const t = useGameT('kaisers-pirates');
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
    <section className="kp-prompt" data-testid="intel" aria-label={t('prompts.intel.aria')}>
      <h3 className="kp-title">
        {t('prompts.intel.title')} <span className="muted">{t('prompts.intel.titleNote')}</span>
      </h3>
      <ol className="kp-intel">
        {order.map((c, i) => (
          <li key={c}>
            <ActionCardView id={c} />
            <span className="btn-row">
              <button
                type="button"
                className="btn small secondary"
                disabled={i === 0}
                onClick={() => move(i, -1)}
                aria-label={t('prompts.intel.up', { card: name(c) })}
              >
                ↑
              </button>
              <button
                type="button"
                className="btn small secondary"
                disabled={i === order.length - 1}
                onClick={() => move(i, 1)}
                aria-label={t('prompts.intel.down', { card: name(c) })}
              >
                ↓
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="btn brass" disabled={busy} onClick={() => void act('intelOrder', order)}>
        {t('prompts.intel.done')}
      </button>
    </section>
  );
}

export function RetainPrompt(props: P & { p: Extract<Pending, { kind: 'retain' }> }) {
  const { G, me, busy, act, p } = props;
  const t = useGameT('kaisers-pirates');
  const mate = G.teams?.find((tm) => tm.includes(me))?.find((s) => s !== me) ?? null;
  const claimed = new Set(mate ? (p.kept[mate] ?? []) : []);
  const pool = [...(p.pool[me] ?? []), ...(mate ? (p.pool[mate] ?? []) : [])].filter((id) => !claimed.has(id));
  // Solitaire: the live player decides which ships of both sides stay [5.1.4], at most p.max of each.
  const theirs = G.ghost !== null && G.ghost !== me ? (p.pool[G.ghost] ?? []) : [];
  const [keep, setKeep] = useState<string[]>([]);
  const toggle = (id: string) =>
    setKeep((k) => {
      if (k.includes(id)) return k.filter((x) => x !== id);
      const side = theirs.includes(id) ? theirs : pool;
      return k.filter((x) => side.includes(x)).length < p.max ? [...k, id] : k;
    });
  return (
    <section className="kp-prompt" data-testid="retain" aria-label={t('prompts.retain.aria')}>
      <h3 className="kp-title">
        {t('prompts.retain.title')} <span className="muted">{t(p.max > 1 ? 'prompts.retain.atMostOptional' : 'prompts.retain.atMost', { count: p.max })}</span>
      </h3>
      <div className="btn-row">
        {pool.map((id) => (
          <label key={id} className="check">
            <input type="checkbox" checked={keep.includes(id)} onChange={() => toggle(id)} data-testid="keep-ship" /> {name(id)}
          </label>
        ))}
      </div>
      {theirs.length > 0 && (
        <>
          <p className="small muted">{t('prompts.retain.ghost')}</p>
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
        {keep.length ? t('prompts.retain.keep', { ships: keep.map(name).join(', ') }) : t('prompts.retain.keepNone')}
      </button>
    </section>
  );
}
