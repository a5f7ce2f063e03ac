import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MatchInfo, PresenceInfo, SeatInfo } from '../sdk';
import { i18n } from '../i18n';

/** "Seat 3" (seats are numbered from 1 for people). */
export function seatLabel(seat: number, t?: TFunction): string {
  return (t ?? i18n.getFixedT(null, 'common'))('seats.seat', { n: seat + 1 });
}

/**
 * The name shown for a seat: the player's name, or for a bot the reader's word for it. The server
 * names a bot seat "Bot" or "<name> (bot)", in English; those are worded here.
 */
export function seatName(s: Pick<SeatInfo, 'seat' | 'name' | 'bot'>, t0?: TFunction): string {
  const t = t0 ?? i18n.getFixedT(null, 'common');
  if (s.bot) {
    if (!s.name || s.name === 'Bot') return t('seats.bot');
    const m = / \(bot\)$/.exec(s.name);
    return m ? t('seats.botNamed', { name: s.name.slice(0, m.index) }) : s.name;
  }
  return s.name ?? seatLabel(s.seat, t);
}

/** Who sits where: names, bots, free seats, who is connected and whose move it is. */
export function SeatList({
  match,
  presence,
  mySeat,
  onTake,
  busy,
  seatNames,
}: {
  match: MatchInfo;
  presence?: PresenceInfo | null;
  mySeat: number | null;
  onTake?: (seat: number) => void;
  busy?: boolean;
  /** Game-specific seat labels (e.g. sides). */
  seatNames?: (seat: number) => string | undefined;
}) {
  const { t } = useTranslation();
  const active = new Set(match.status === 'active' ? match.activeSeats : []);
  return (
    <ul className="seat-list" data-testid="seats">
      {match.seats.map((s) => {
        const online = s.bot || !!presence?.connectedSeats.includes(s.seat);
        const free = !s.taken;
        const extra = seatNames?.(s.seat);
        return (
          <li key={s.seat} className={`seat${active.has(s.seat) ? ' active' : ''}${free ? ' free' : ''}`} data-seat={s.seat}>
            <span className={`flag seat-colors-${s.seat % 6}`} aria-hidden>
              {s.seat + 1}
              {!free && presence && <span className={`dot${online ? ' on' : ''}`} />}
            </span>
            <span className="name">
              {free ? t('seats.free') : seatName(s, t)}
              {extra && <span className="extra">{extra}</span>}
            </span>
            {s.bot && <span className="badge bot">{t('seats.botBadge')}</span>}
            {mySeat === s.seat && <span className="badge open">{t('seats.you')}</span>}
            {active.has(s.seat) && <span className="badge turn">{t('seats.toMove')}</span>}
            {free && onTake && match.status !== 'finished' && (
              <button type="button" className="btn small" disabled={busy} onClick={() => onTake(s.seat)}>
                {t('seats.take', { n: s.seat + 1 })}
              </button>
            )}
            {!free && presence && !s.bot && <span className="visually-hidden">{online ? t('seats.connected') : t('seats.away')}</span>}
          </li>
        );
      })}
    </ul>
  );
}
