/**
 * Private messages between powers (negotiation is part of the game): a line addressed to the seat playing one
 * power goes to that seat alone (the server's private chat, chat { text, to }), and the conversation with each
 * power shows only the lines between the two sides. Spectators never have chat; this panel is for seats only.
 */
import { useState } from 'react';
import { useChatSend } from '../../table/useChatSend';
import { MAX_CHAT_LENGTH, type ChatLine } from '../../sdk';
import type { GameT } from '../../i18n/games';
import { useFormat } from '../../i18n/format';
import { ErrorText } from '../../i18n/errors';
import { POWER_IDS, type Power } from './engine';
import { tone, type View } from './model';

export function Messages({
  G,
  t,
  seat,
  chat,
  say,
}: {
  G: View;
  t: GameT;
  seat: number;
  chat: ChatLine[];
  say: (text: string, to?: number) => Promise<unknown>;
}) {
  const f = useFormat();
  const others = POWER_IDS.filter((p) => G.seatOf[p] !== String(seat));
  const [to, setTo] = useState<Power | null>(others[0] ?? null);
  const { text, setText, error, sending, send } = useChatSend((line, to) => say(line, to ?? undefined));
  if (!others.length || !to) return null;
  const toSeat = Number(G.seatOf[to]);
  const powersOfSeat = (s: number) => POWER_IDS.filter((p) => G.seatOf[p] === String(s));
  const lines = chat.filter((c) => c.to !== null && ((c.seat === seat && c.to === toSeat) || (c.seat === toSeat && c.to === seat)));
  const unread = (p: Power) => chat.filter((c) => c.to === seat && c.seat === Number(G.seatOf[p])).length;
  return (
    <section className="gs-messages" data-testid="messages" aria-label={t('messages.title')}>
      <h3 className="gs-title">{t('messages.title')}</h3>
      <p className="small muted">{t('messages.help')}</p>
      <div className="gs-msg-to" role="tablist" aria-label={t('messages.to')}>
        {others.map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={p === to}
            className={`gs-msg-tab ${tone(p)}${p === to ? ' on' : ''}`}
            data-power={p}
            onClick={() => setTo(p)}
          >
            {t(`power.${p}`)}
            {unread(p) > 0 && <span className="badge">{unread(p)}</span>}
          </button>
        ))}
      </div>
      <ul className="gs-msg-lines" data-testid="message-lines">
        {lines.length === 0 && <li className="muted small">{t('messages.none', { power: t(`power.${to}`) })}</li>}
        {lines.map((c) => (
          <li key={c.id} className={c.seat === seat ? 'out' : 'in'}>
            <span className="who small">{c.seat === seat ? t('messages.you') : f.list(powersOfSeat(c.seat ?? -1).map((p) => t(`power.${p}`)))}</span>{' '}
            <time className="muted small" dateTime={c.at}>
              {f.clock(c.at)}
            </time>
            <div>{c.text}</div>
          </li>
        ))}
      </ul>
      {error != null && (
        <p className="alert error small">
          <ErrorText error={error} context="chat" />
        </p>
      )}
      <form className="gs-msg-form" onSubmit={(e) => void send(e, toSeat)}>
        <input
          type="text"
          data-testid="message-input"
          aria-label={t('messages.label', { power: t(`power.${to}`) })}
          placeholder={t('messages.placeholder', { power: t(`power.${to}`) })}
          maxLength={MAX_CHAT_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn small" disabled={sending || !text.trim()} data-testid="message-send">
          {t('messages.send')}
        </button>
      </form>
    </section>
  );
}
