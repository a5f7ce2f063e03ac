/**
 * /m/:matchId: the room (who sits where, take a seat or watch) and, once seated or watching, the
 * table itself. Seat credentials come from localStorage, or are renewed when this device lacks one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type Handshake, type MatchInfo } from '../sdk';
import { errorMessage, useIdentity } from '../app/identity';
import { matchUrl } from '../app/games';
import { Link, navigate } from '../app/router';
import { loadSeat, saveSeat } from '../app/storage';
import { Alert } from '../components/Alert';
import { CopyLink } from '../components/CopyLink';
import { SeatList } from '../components/Seats';
import { humanize } from '../components/OptionsForm';
import { timeAgo } from '../components/time';
import { WelcomeDialog } from '../components/WelcomeDialog';
import { Table } from '../table/Table';

export function MatchPage({ matchId, query }: { matchId: string; query: URLSearchParams }) {
  const { identity, rest, checked } = useIdentity();
  const [info, setInfo] = useState<MatchInfo | null>(null);
  const [loadError, setLoadError] = useState<{ status: number; message: string } | null>(null);
  const [auth, setAuth] = useState<Handshake | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needName, setNeedName] = useState<number | null>(null);
  const renewed = useRef(false);
  const watch = query.has('watch');
  const invitedSeat = query.has('seat') ? Number(query.get('seat')) - 1 : null;

  const refresh = useCallback(async () => {
    try {
      const m = await rest.match(matchId);
      setInfo(m);
      setLoadError(null);
      return m;
    } catch (e) {
      setLoadError({ status: e instanceof ApiError ? e.status : 0, message: errorMessage(e) });
      return null;
    }
  }, [rest, matchId]);

  // The room's seating, refreshed every few seconds until we are at the table (then the socket pushes it).
  useEffect(() => {
    if (auth) return;
    void refresh();
    const t = window.setInterval(() => document.visibilityState !== 'hidden' && void refresh(), 5000);
    return () => window.clearInterval(t);
  }, [auth, refresh]);

  const mySeat = identity && info ? (info.seats.find((s) => s.playerId === identity.playerId)?.seat ?? null) : null;

  // Seated: connect with this device's credential, or ask the server for a new one.
  const renewing = useRef(false);
  const connectSeat = useCallback(
    async (seat: number, forceRenew = false) => {
      let cred = forceRenew ? null : loadSeat(matchId);
      if (!cred || cred.seat !== seat) {
        // One renewal at a time: each one revokes the credential before it.
        if (renewing.current) return;
        renewing.current = true;
        try {
          const g = await rest.renewCredential(matchId, seat);
          cred = { seat: g.seat, credential: g.credential };
          saveSeat(matchId, cred);
        } catch (e) {
          setError(`Could not open your seat: ${errorMessage(e)}`);
          return;
        } finally {
          renewing.current = false;
        }
      }
      setAuth({ matchId, seat: cred.seat, credential: cred.credential });
    },
    [matchId, rest],
  );

  useEffect(() => {
    if (!checked || !info) return;
    if (mySeat !== null) {
      if (!auth || !('seat' in auth) || auth.seat !== mySeat) void connectSeat(mySeat);
    } else if (watch && info.allowSpectators) {
      if (!auth || 'seat' in auth) setAuth({ matchId, spectate: true });
    } else if (auth && !('seat' in auth)) setAuth(null);
  }, [checked, info, mySeat, watch, auth, connectSeat, matchId]);

  const takeSeat = async (seat: number) => {
    if (!identity) {
      setNeedName(seat);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const g = await rest.claimSeat(matchId, seat);
      saveSeat(matchId, { seat: g.seat, credential: g.credential });
      setAuth({ matchId, seat: g.seat, credential: g.credential });
      if (watch) navigate(`/m/${matchId}`, { replace: true });
      await refresh();
    } catch (e) {
      setError(errorMessage(e));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  // After the welcome dialog: take the seat the visitor asked for.
  useEffect(() => {
    if (identity && needName !== null) {
      const s = needName;
      setNeedName(null);
      void takeSeat(s);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [identity, needName]);

  const onAuthFailed = useCallback(
    (code: string) => {
      // A stale credential (renewed on another device, or a lost one): get a fresh one, once.
      if (code === 'UNAUTHORIZED' && mySeat !== null && !renewed.current) {
        renewed.current = true;
        void connectSeat(mySeat, true);
        return true;
      }
      return false;
    },
    [connectSeat, mySeat],
  );

  if (loadError && !info) {
    return (
      <div className="panel">
        <h1>{loadError.status === 404 ? 'No such match' : 'Cannot open this match'}</h1>
        <Alert kind={loadError.status === 404 ? 'warn' : 'error'}>
          {loadError.status === 404 ? 'There is no match at this address. The link may be mistyped, or the match was removed.' : loadError.message}
        </Alert>
        <Link to="/" className="btn">
          Back to the lobby
        </Link>
      </div>
    );
  }
  if (!info) return <p className="skeleton">Hailing the table…</p>;

  if (auth) {
    return (
      <Table
        key={'seat' in auth ? `seat-${auth.seat}-${auth.credential.slice(0, 6)}` : 'spectator'}
        auth={auth}
        initial={info}
        onAuthFailed={onAuthFailed}
        onReclaim={() => mySeat !== null && void connectSeat(mySeat, true)}
        onLeft={() => {
          saveSeat(matchId, null);
          setAuth(null);
          navigate(`/m/${matchId}`, { replace: true });
          void refresh();
        }}
        onWatchInstead={() => navigate(`/m/${matchId}?watch`)}
      />
    );
  }

  return (
    <>
      <RoomView
        info={info}
        busy={busy}
        error={error}
        onDismiss={() => setError(null)}
        invitedSeat={invitedSeat}
        onTake={(s) => void takeSeat(s)}
        watchRequested={watch}
        signedIn={!!identity}
      />
      {needName !== null && !identity && <WelcomeDialog />}
    </>
  );
}

function RoomView({
  info,
  busy,
  error,
  onDismiss,
  invitedSeat,
  onTake,
  watchRequested,
  signedIn,
}: {
  info: MatchInfo;
  busy: boolean;
  error: string | null;
  onDismiss: () => void;
  invitedSeat: number | null;
  onTake: (seat: number) => void;
  watchRequested: boolean;
  signedIn: boolean;
}) {
  useEffect(() => {
    document.title = `${info.title} room — Quarterdeck`;
  }, [info.title]);
  const full = info.freeSeats.length === 0;
  const finished = info.status === 'finished';
  const options = Object.entries(info.options ?? {});
  const invited = invitedSeat !== null && info.freeSeats.includes(invitedSeat) ? invitedSeat : null;
  return (
    <div className="lobby-grid" data-testid="room">
      <section className="panel" aria-labelledby="room-h">
        <div className="panel-head">
          <h1 id="room-h" style={{ margin: 0 }}>
            {info.title}
          </h1>
          <span className={`badge ${info.status}`}>{info.status === 'open' ? 'waiting for players' : info.status === 'active' ? 'in play' : 'finished'}</span>
        </div>
        {error && <Alert onClose={onDismiss}>{error}</Alert>}
        {finished && (
          <Alert kind="info">
            <strong>This match is over.</strong> {info.allowSpectators ? 'You can still look at the final table.' : ''}
          </Alert>
        )}
        {!finished && full && (
          <Alert kind="warn">
            <strong>This match is full:</strong> every seat is taken.{' '}
            {info.allowSpectators ? 'You can watch it as a spectator.' : 'This match does not allow spectators.'}
          </Alert>
        )}
        {watchRequested && !info.allowSpectators && <Alert kind="warn">This match does not allow spectators.</Alert>}
        {!finished && !full && (
          <p>
            {info.freeSeats.length === 1 ? 'One seat is free.' : `${info.freeSeats.length} seats are free.`} Take a seat to play
            {info.allowSpectators ? ', or watch the game as a spectator' : ''}.
          </p>
        )}
        {invited !== null && !finished && (
          <div className="btn-row" style={{ marginBottom: '0.75rem' }}>
            <button type="button" className="btn brass" disabled={busy} onClick={() => onTake(invited)}>
              Take your seat ({invited + 1})
            </button>
          </div>
        )}
        <SeatList match={info} mySeat={null} onTake={finished ? undefined : onTake} busy={busy} />
        <div className="btn-row" style={{ marginTop: '1rem' }}>
          {info.allowSpectators && (
            <Link to={`/m/${info.matchId}?watch`} className={`btn ${full || finished ? 'brass' : 'secondary'}`} data-testid="watch">
              {finished ? 'See the final table' : 'Watch as a spectator'}
            </Link>
          )}
          <Link to="/" className="btn secondary">
            Back to the lobby
          </Link>
        </div>
        {!signedIn && !finished && !full && <p className="muted small" style={{ marginTop: '0.75rem' }}>You will be asked for a display name when you take a seat.</p>}
      </section>
      <section className="panel" aria-labelledby="about-h">
        <h2 id="about-h">About this room</h2>
        <dl className="kv">
          <dt>Players</dt>
          <dd>{info.numPlayers}</dd>
          <dt>Room</dt>
          <dd>{info.visibility === 'public' ? 'Public (listed in the lobby)' : 'Unlisted (link only)'}</dd>
          <dt>Spectators</dt>
          <dd>{info.allowSpectators ? `allowed · ${info.spectators} watching` : 'not allowed'}</dd>
          {options.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{humanize(k)}</dt>
              <dd>{formatOption(v)}</dd>
            </div>
          ))}
          <dt>Opened</dt>
          <dd>{timeAgo(info.createdAt)}</dd>
        </dl>
        {info.campaignId && (
          <p style={{ marginTop: '0.75rem' }}>
            Part of a <Link to={`/c/${info.campaignId}`}>campaign</Link>.
          </p>
        )}
        <h3 style={{ marginTop: '1rem' }}>Invite link</h3>
        <CopyLink url={matchUrl(info.matchId)} />
      </section>
    </div>
  );
}

export function formatOption(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string') return humanize(v);
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.map(formatOption).join(', ');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${humanize(k)}: ${formatOption(x)}`)
      .join('; ');
  return String(v);
}
