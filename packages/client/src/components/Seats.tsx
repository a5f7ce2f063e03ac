import type { MatchInfo, PresenceInfo } from '../sdk';

export function seatLabel(seat: number): string {
  return `Seat ${seat + 1}`;
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
              {free ? 'Free seat' : s.name ?? seatLabel(s.seat)}
              {extra && <span className="extra">{extra}</span>}
            </span>
            {s.bot && <span className="badge bot">bot</span>}
            {mySeat === s.seat && <span className="badge open">you</span>}
            {active.has(s.seat) && <span className="badge turn">to move</span>}
            {free && onTake && match.status !== 'finished' && (
              <button type="button" className="btn small" disabled={busy} onClick={() => onTake(s.seat)}>
                Take seat {s.seat + 1}
              </button>
            )}
            {!free && presence && !s.bot && <span className="visually-hidden">{online ? 'connected' : 'away'}</span>}
          </li>
        );
      })}
    </ul>
  );
}
