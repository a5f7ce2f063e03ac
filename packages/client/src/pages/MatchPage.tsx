/**
 * /m/:matchId: the room (who sits where, take a seat or watch) and, once seated or watching, the
 * table itself. Seat credentials come from localStorage, or are renewed when this device lacks one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, type Handshake, type MatchInfo } from '../sdk';
import { useIdentity } from '../app/identity';
import { matchUrl, useGames } from '../app/games';
import { Link, navigate } from '../app/router';
import { loadSeat, saveSeat } from '../app/storage';
import { Alert } from '../components/Alert';
import { CopyLink } from '../components/CopyLink';
import { SeatList } from '../components/Seats';
import { WelcomeDialog } from '../components/WelcomeDialog';
import { loadGameStrings } from '../i18n';
import { ErrorText, type ErrorContext } from '../i18n/errors';
import { useFormat } from '../i18n/format';
import { optionCatalogueKeys } from '../components/schema';
import { gameTitle, listedOptions, optionName, optionValue, useGameWords } from '../i18n/games';
import { Table } from '../table/Table';

export function MatchPage({ matchId, query }: { matchId: string; query: URLSearchParams }) {
  const { t } = useTranslation();
  const { identity, rest, checked } = useIdentity();
  const [info, setInfo] = useState<MatchInfo | null>(null);
  const [loadError, setLoadError] = useState<{ status: number; error: unknown } | null>(null);
  const [auth, setAuth] = useState<Handshake | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ error: unknown; context: ErrorContext; seat?: number } | null>(null);
  const [needName, setNeedName] = useState<number | null>(null);
  const renewed = useRef(false);
  const watch = query.has('watch');
  const invitedSeat = query.has('seat') ? Number(query.get('seat')) - 1 : null;

  const refresh = useCallback(async () => {
    try {
      const m = await rest.match(matchId);
      // The game's words (title, options) before the room is shown.
      await loadGameStrings([m.game]);
      setInfo(m);
      setLoadError(null);
      return m;
    } catch (e) {
      setLoadError({ status: e instanceof ApiError ? e.status : 0, error: e });
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
          setError({ error: e, context: 'openSeat' });
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
      // Seats are numbered from 1 for people, as on the button that was pressed.
      setError({ error: e, context: 'claimSeat', seat: seat + 1 });
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
      <div className="panel" data-testid="match-error">
        <h1>{loadError.status === 404 ? t('room.noSuchMatch') : t('room.cannotOpen')}</h1>
        <Alert kind={loadError.status === 404 ? 'warn' : 'error'}>
          {loadError.status === 404 ? t('room.noSuchMatchText') : <ErrorText error={loadError.error} context="load" />}
        </Alert>
        <Link to="/" className="btn">
          {t('site.backToLobby')}
        </Link>
      </div>
    );
  }
  if (!info) return <p className="skeleton">{t('room.loading')}</p>;

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
      {needName !== null && !identity && <WelcomeDialog onSkip={() => setNeedName(null)} skip={info.allowSpectators ? 'justWatch' : 'notNow'} />}
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
  error: { error: unknown; context: ErrorContext; seat?: number } | null;
  onDismiss: () => void;
  invitedSeat: number | null;
  onTake: (seat: number) => void;
  watchRequested: boolean;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  useGameWords([info.game]);
  const title = gameTitle(info.game, info.title);
  const { byslug } = useGames();
  const fallbacks = optionCatalogueKeys(byslug(info.game)?.optionsSchema);
  useEffect(() => {
    document.title = t('site.pageTitle', { page: t('room.pageTitle', { game: title }) });
  }, [t, title]);
  const full = info.freeSeats.length === 0;
  const finished = info.status === 'finished';
  const options = listedOptions(info.game, byslug(info.game)?.optionsSchema, info.options ?? {});
  const invited = invitedSeat !== null && info.freeSeats.includes(invitedSeat) ? invitedSeat : null;
  return (
    <div className="lobby-grid" data-testid="room">
      <section className="panel" aria-labelledby="room-h">
        <div className="panel-head">
          <h1 id="room-h" style={{ margin: 0 }}>
            {title}
          </h1>
          <span className={`badge ${info.status}`}>
            {info.status === 'open' ? t('status.waitingForPlayers') : info.status === 'active' ? t('status.inPlay') : t('status.finished')}
          </span>
        </div>
        {error && (
          <Alert onClose={onDismiss}>
            <ErrorText error={error.error} context={error.context} params={error.seat !== undefined ? { n: error.seat } : undefined} />
          </Alert>
        )}
        {finished && (
          <Alert kind="info">
            <strong>{t('room.over')}</strong> {info.allowSpectators ? t('room.overLook') : ''}
          </Alert>
        )}
        {!finished && full && (
          <Alert kind="warn">
            <strong>{t('room.full')}</strong> {t('room.fullText')} {info.allowSpectators ? t('room.fullWatch') : t('room.noSpectators')}
          </Alert>
        )}
        {watchRequested && !info.allowSpectators && <Alert kind="warn">{t('room.noSpectators')}</Alert>}
        {!finished && !full && (
          <p>
            {t('room.freeSeats', { count: info.freeSeats.length })} {info.allowSpectators ? t('room.takeOrWatch') : t('room.take')}
          </p>
        )}
        {invited !== null && !finished && (
          <div className="btn-row" style={{ marginBottom: '0.75rem' }}>
            <button type="button" className="btn brass" disabled={busy} onClick={() => onTake(invited)}>
              {t('room.takeYourSeat', { n: invited + 1 })}
            </button>
          </div>
        )}
        <SeatList match={info} mySeat={null} onTake={finished ? undefined : onTake} busy={busy} />
        <div className="btn-row" style={{ marginTop: '1rem' }}>
          {info.allowSpectators && (
            <Link to={`/m/${info.matchId}?watch`} className={`btn ${full || finished ? 'brass' : 'secondary'}`} data-testid="watch">
              {finished ? t('room.seeFinal') : t('room.watch')}
            </Link>
          )}
          <Link to="/" className="btn secondary">
            {t('site.backToLobby')}
          </Link>
        </div>
        {!signedIn && !finished && !full && (
          <p className="muted small" style={{ marginTop: '0.75rem' }}>
            {t('room.nameLater')}
          </p>
        )}
      </section>
      <section className="panel" aria-labelledby="about-h">
        <h2 id="about-h">{t('room.about')}</h2>
        <dl className="kv">
          <dt>{t('room.players')}</dt>
          <dd>{f.number(info.numPlayers)}</dd>
          <dt>{t('room.room')}</dt>
          <dd>{info.visibility === 'public' ? t('room.public') : t('room.unlisted')}</dd>
          <dt>{t('room.spectators')}</dt>
          <dd>{info.allowSpectators ? t('room.spectatorsAllowed', { count: info.spectators }) : t('room.spectatorsNotAllowed')}</dd>
          {options.map(([k, v]) => (
            <div key={k} style={{ display: 'contents' }}>
              <dt>{optionName(info.game, [k], fallbacks)}</dt>
              <dd>{optionValue(info.game, [k], v, fallbacks)}</dd>
            </div>
          ))}
          <dt>{t('room.opened')}</dt>
          <dd>{f.timeAgo(info.createdAt)}</dd>
        </dl>
        {info.campaignId && (
          <p style={{ marginTop: '0.75rem' }}>
            <Trans i18nKey="room.partOfCampaign" components={{ link: <Link to={`/c/${info.campaignId}`} /> }} />
          </p>
        )}
        <h3 style={{ marginTop: '1rem' }}>{t('invite.label')}</h3>
        <CopyLink url={matchUrl(info.matchId)} />
      </section>
    </div>
  );
}
