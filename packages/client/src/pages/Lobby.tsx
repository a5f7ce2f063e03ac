import { Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { GameInfo, MatchInfo } from '../sdk';
import { useIdentity } from '../app/identity';
import { emblem, matchUrl, useGames, usePoll } from '../app/games';
import { Link, navigate } from '../app/router';
import { saveSeat } from '../app/storage';
import { Alert } from '../components/Alert';
import { Compass } from '../components/Compass';
import { CopyLink } from '../components/CopyLink';
import { defaultsOf, hasFields, OptionsForm } from '../components/OptionsForm';
import { seatName } from '../components/Seats';
import { lobbyHints } from '../games/lobby';
import { ErrorText } from '../i18n/errors';
import { useFormat } from '../i18n/format';
import { campaignSummary, gameSummary, gameTitle, gameOptionWords, useGameWords } from '../i18n/games';

const POLL_MS = 4000;

export function Lobby() {
  const { t } = useTranslation();
  const { games, error: gamesError } = useGames();
  const { rest, identity } = useIdentity();
  // `/?game=<slug>` (a table's "New game") opens with that game chosen.
  const [selected, setSelected] = useState<string | null>(() => new URLSearchParams(window.location.search).get('game'));
  const [created, setCreated] = useState<{ match: MatchInfo; campaignId?: string } | null>(null);
  const rooms = usePoll(() => rest.listMatches(), POLL_MS, [rest]);
  const live = usePoll(() => rest.listMatches(undefined, 'live'), POLL_MS * 2, [rest]);
  useGameWords(games?.map((g) => g.slug) ?? []);

  useEffect(() => {
    if (games && games.length && !games.some((g) => g.slug === selected)) setSelected(games[0].slug);
  }, [games, selected]);
  const game = games?.find((g) => g.slug === selected) ?? null;

  return (
    <>
      <section className="hero">
        <Compass size={72} ink="#15354a" accent="#a7803c" />
        <div>
          <h1>{t('lobby.heroTitle')}</h1>
          <p>{t('lobby.heroText')}</p>
        </div>
      </section>

      {gamesError != null && (
        <Alert>
          {t('lobby.serverUnreachable')} <ErrorText error={gamesError} context="load" />
        </Alert>
      )}

      {created && <CreatedPanel created={created} onClose={() => setCreated(null)} />}

      <div className="lobby-grid">
        <div>
          <section className="panel" aria-labelledby="games-h">
            <div className="panel-head">
              <h2 id="games-h">{t('lobby.games')}</h2>
            </div>
            {games === null && gamesError == null && <p className="skeleton">{t('lobby.loadingGames')}</p>}
            {games && games.length === 0 && <p className="empty">{t('lobby.noGames')}</p>}
            <div className="game-list">
              {games?.map((g) => (
                <article key={g.slug} className={`game-card${g.slug === selected ? ' selected' : ''}`} data-game={g.slug}>
                  <div className="game-emblem" aria-hidden>
                    {emblem(g.title)}
                  </div>
                  <div>
                    <h3>{gameTitle(g.slug, g.title)}</h3>
                    <div className="meta">
                      <span className="badge">
                        {g.minPlayers === g.maxPlayers
                          ? t('lobby.players', { count: g.minPlayers })
                          : t('lobby.playersRange', { min: g.minPlayers, max: g.maxPlayers })}
                      </span>
                      {g.hasCampaign && <span className="badge">{t('lobby.campaignBadge')}</span>}
                    </div>
                    <p>{gameSummary(g.slug, g.summary)}</p>
                    <button
                      type="button"
                      className={`btn small${g.slug === selected ? ' brass' : ' secondary'}`}
                      onClick={() => {
                        setSelected(g.slug);
                        document.getElementById('create-room')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                      }}
                    >
                      {t('lobby.newRoom')}
                    </button>
                  </div>
                </article>
              ))}
            </div>
          </section>

          {game && (
            <CreateRoom
              key={game.slug}
              game={game}
              games={games ?? []}
              onGame={setSelected}
              disabled={!identity}
              onCreated={(c) => {
                setCreated(c);
                rooms.refresh();
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
        </div>

        <div className="rooms-first">
          <section className="panel" aria-labelledby="rooms-h">
            <div className="panel-head">
              <h2 id="rooms-h">{t('lobby.openRooms')}</h2>
              <span className="muted small">{t('lobby.updatedLive')}</span>
            </div>
            {rooms.error != null && (
              <Alert kind="warn">
                {t('lobby.roomsNotUpdated')} <ErrorText error={rooms.error} context="load" />
              </Alert>
            )}
            {rooms.data === null && rooms.error == null && <p className="skeleton">{t('lobby.loadingRooms')}</p>}
            {rooms.data && rooms.data.length === 0 && <p className="empty">{t('lobby.noRooms')}</p>}
            <ul className="room-list" data-testid="open-rooms">
              {rooms.data?.map((m) => (
                <RoomRow key={m.matchId} m={m} mine={!!identity && m.seats.some((s) => s.playerId === identity.playerId)} />
              ))}
            </ul>
          </section>
          {live.data && live.data.length > 0 && (
            <section className="panel" aria-labelledby="live-h">
              <div className="panel-head">
                <h2 id="live-h">{t('lobby.liveGames')}</h2>
                <span className="muted small">{t('lobby.watchAsSpectator')}</span>
              </div>
              <ul className="room-list" data-testid="live-matches">
                {live.data.slice(0, 8).map((m) => (
                  <RoomRow key={m.matchId} m={m} mine={!!identity && m.seats.some((s) => s.playerId === identity.playerId)} />
                ))}
              </ul>
            </section>
          )}
          {/* Its games' words may still be loading: only this panel waits for them, not the form beside it. */}
          <Suspense fallback={null}>{identity ? <YourGames /> : null}</Suspense>
          <section className="panel" aria-labelledby="how-h">
            <h2 id="how-h">{t('lobby.howTitle')}</h2>
            <ol className="small" style={{ margin: 0, paddingLeft: '1.2rem' }}>
              <li>{t('lobby.how1')}</li>
              <li>{t('lobby.how2')}</li>
              <li>
                <Trans i18nKey="lobby.how3" components={{ em: <em /> }} />
              </li>
            </ol>
          </section>
        </div>
      </div>
    </>
  );
}

function YourGames() {
  const { t } = useTranslation();
  const f = useFormat();
  const { rest, identity } = useIdentity();
  const mine = usePoll(() => rest.myGames(), 15_000, [rest, identity?.token]);
  const live = (mine.data?.matches ?? []).filter((m) => m.match.status !== 'finished');
  useGameWords(live.map((m) => m.match.game));
  if (!live.length) return null;
  const sorted = [...live].sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.match.updatedAt.localeCompare(a.match.updatedAt)).slice(0, 5);
  return (
    <section className="panel" aria-labelledby="yours-h">
      <div className="panel-head">
        <h2 id="yours-h">{t('lobby.yourTables')}</h2>
        <Link to="/me" className="small">
          {t('lobby.allMyGames')}
        </Link>
      </div>
      <ul className="room-list">
        {sorted.map((m) => (
          <li key={m.match.matchId} className="room">
            <div>
              <div className="title">
                {gameTitle(m.match.game, m.match.title)} {m.yourTurn && <span className="badge turn">{t('status.yourMove')}</span>}
              </div>
              <div className="facts">
                {t('lobby.yourSeat', { n: m.seat + 1 })} · {m.match.status === 'open' ? t('status.waitingForPlayers') : t('status.inPlay')} ·{' '}
                {f.timeAgo(m.match.updatedAt)}
              </div>
            </div>
            <Link to={`/m/${m.match.matchId}`} className={`btn small${m.yourTurn ? ' brass' : ' secondary'}`}>
              {t('lobby.resume')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RoomRow({ m, mine }: { m: MatchInfo; mine: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const taken = m.seats.filter((s) => s.taken);
  return (
    <li className="room" data-match={m.matchId}>
      <div>
        <div className="title">
          {gameTitle(m.game, m.title)} <span className="muted small">· {t('lobby.players', { count: m.numPlayers })}</span>
        </div>
        <div className="seats">
          {taken.length ? f.list(taken.map((s) => seatName(s, t))) : t('lobby.nobodySeated')}
          {' · '}
          <strong>{m.freeSeats.length ? t('lobby.freeSeats', { count: m.freeSeats.length }) : t('lobby.tableFull')}</strong>
        </div>
        <div className="facts">
          {m.allowSpectators ? t('status.watching', { count: m.spectators }) : t('status.noSpectators')} ·{' '}
          {m.status === 'open' ? t('status.waitingForPlayers') : t('status.inPlay')} · {f.timeAgo(m.updatedAt)}
        </div>
      </div>
      <div className="btn-row">
        {(mine || m.freeSeats.length > 0) && (
          <Link to={`/m/${m.matchId}`} className="btn small">
            {mine ? t('lobby.resume') : t('lobby.join')}
          </Link>
        )}
        {m.allowSpectators && !mine && (
          <Link to={`/m/${m.matchId}?watch`} className="btn small secondary">
            {t('lobby.watch')}
          </Link>
        )}
      </div>
    </li>
  );
}

function CreatedPanel({ created, onClose }: { created: { match: MatchInfo; campaignId?: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const m = created.match;
  return (
    <section className="panel created" aria-labelledby="created-h" data-testid="room-created">
      <div className="panel-head">
        <h2 id="created-h">{t('created.title', { game: gameTitle(m.game, m.title) })}</h2>
        <button type="button" className="btn link small" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
      <p>
        {m.allowSpectators ? t('created.sendLinkWatch') : t('created.sendLink')}{' '}
        {m.freeSeats.length ? t('created.freeSeats', { count: m.freeSeats.length }) : t('created.allTaken')}
      </p>
      <CopyLink url={matchUrl(m.matchId)} />
      <div className="btn-row" style={{ marginTop: '0.75rem' }}>
        <Link to={`/m/${m.matchId}`} className="btn brass">
          {t('created.goToTable')}
        </Link>
        {created.campaignId && (
          <Link to={`/c/${created.campaignId}`} className="btn secondary">
            {t('created.campaignPage')}
          </Link>
        )}
      </div>
    </section>
  );
}

function CreateRoom({
  game,
  games,
  onGame,
  onCreated,
  disabled,
}: {
  game: GameInfo;
  games: GameInfo[];
  onGame: (slug: string) => void;
  onCreated: (c: { match: MatchInfo; campaignId?: string }) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { rest } = useIdentity();
  const hints = lobbyHints[game.slug];
  const [setup, setSetup] = useState(() => {
    const n = Math.min(game.maxPlayers, Math.max(game.minPlayers, hints?.defaultPlayers ?? game.minPlayers));
    const o = defaultsOf(game.optionsSchema);
    return hints?.reconcile ? hints.reconcile(o, n, 'players') : { options: o, numPlayers: n };
  });
  const { numPlayers, options } = setup;
  const setOptions = (o: Record<string, unknown>) => setSetup((s) => (hints?.reconcile ? hints.reconcile(o, s.numPlayers, 'options') : { ...s, options: o }));
  const [mySeat, setMySeat] = useState(0);
  const [bots, setBots] = useState<number[]>([]);
  const [visibility, setVisibility] = useState<'public' | 'unlisted'>('public');
  const [allowSpectators, setAllowSpectators] = useState(true);
  const [campaign, setCampaign] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const words = gameOptionWords(game.slug);

  const counts = useMemo(() => Array.from({ length: game.maxPlayers - game.minPlayers + 1 }, (_, i) => game.minPlayers + i), [game]);

  const setCount = (n: number) => setSetup((s) => (hints?.reconcile ? hints.reconcile(s.options, n, 'players') : { ...s, numPlayers: n }));
  useEffect(() => {
    setBots((b) => b.filter((s) => s < numPlayers));
    if (mySeat >= numPlayers) setMySeat(0);
  }, [numPlayers, mySeat]);
  const toggleBot = (seat: number) => setBots((b) => (b.includes(seat) ? b.filter((x) => x !== seat) : [...b, seat].sort((x, y) => x - y)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const body = {
      game: game.slug,
      numPlayers,
      options,
      visibility,
      allowSpectators,
      bots: bots.filter((b) => b !== mySeat),
      ...(mySeat >= 0 ? { claimSeat: mySeat } : {}),
    };
    try {
      if (campaign) {
        // No name: the server's default is worded in each reader's language (campaignName).
        const r = await rest.createCampaign(body);
        if (r.grant) saveSeat(r.match.matchId, { seat: r.grant.seat, credential: r.grant.credential });
        onCreated({ match: r.match, campaignId: r.campaign.campaignId });
      } else {
        const r = await rest.createMatch(body);
        if (r.grant) saveSeat(r.match.matchId, { seat: r.grant.seat, credential: r.grant.credential });
        // Nobody else needs to sit down: go straight to the table.
        if (r.match.freeSeats.length === 0 && r.grant) navigate(`/m/${r.match.matchId}`);
        else onCreated({ match: r.match });
      }
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" id="create-room" aria-labelledby="create-h">
      <form onSubmit={(e) => void submit(e)} data-testid="create-room">
        <div className="panel-head">
          <h2 id="create-h">{t('lobby.newRoom')}</h2>
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="cr-game">{t('create.game')}</label>
            <select id="cr-game" value={game.slug} onChange={(e) => onGame(e.target.value)}>
              {games.map((g) => (
                <option key={g.slug} value={g.slug}>
                  {gameTitle(g.slug, g.title)}
                </option>
              ))}
            </select>
          </div>
          {counts.length > 1 && (
            <div className="field" role="group" aria-labelledby="cr-n">
              <span className="label" id="cr-n">
                {t('create.players')}
              </span>
              <div className="segmented" data-testid="player-count">
                {counts.map((n) => (
                  <label key={n}>
                    <input type="radio" name="cr-players" checked={numPlayers === n} onChange={() => setCount(n)} />
                    <span>{n}</span>
                  </label>
                ))}
              </div>
            </div>
          )}
        </div>

        {hasFields(game.optionsSchema) && (
          <fieldset>
            <legend>{t('create.options', { game: gameTitle(game.slug, game.title) })}</legend>
            <OptionsForm schema={game.optionsSchema} value={options} onChange={setOptions} hints={hints} words={words} />
          </fieldset>
        )}

        <fieldset>
          <legend>{t('create.seats')}</legend>
          <div className="field">
            <label htmlFor="cr-seat">{t('create.yourSeat')}</label>
            <select id="cr-seat" value={mySeat} onChange={(e) => setMySeat(Number(e.target.value))}>
              {Array.from({ length: numPlayers }, (_, s) => (
                <option key={s} value={s}>
                  {t('seats.seat', { n: s + 1 })}
                </option>
              ))}
              <option value={-1}>{t('create.onlyWatch')}</option>
            </select>
          </div>
          <div className="field">
            <span className="label">{t('create.bots')}</span>
            <div className="btn-row">
              {Array.from({ length: numPlayers }, (_, s) => (
                <label key={s} className="check">
                  <input type="checkbox" disabled={s === mySeat} checked={bots.includes(s) && s !== mySeat} onChange={() => toggleBot(s)} data-bot-seat={s} />
                  <span>{t('seats.seat', { n: s + 1 })}</span>
                </label>
              ))}
            </div>
          </div>
        </fieldset>

        <div className="form-grid">
          <div className="field" role="group" aria-labelledby="cr-vis">
            <span className="label" id="cr-vis">
              {t('create.room')}
            </span>
            <div className="segmented">
              <label>
                <input type="radio" name="cr-vis" checked={visibility === 'public'} onChange={() => setVisibility('public')} />
                <span>{t('create.public')}</span>
              </label>
              <label>
                <input type="radio" name="cr-vis" checked={visibility === 'unlisted'} onChange={() => setVisibility('unlisted')} />
                <span>{t('create.unlisted')}</span>
              </label>
            </div>
            <span className="hint">{visibility === 'public' ? t('create.publicHint') : t('create.unlistedHint')}</span>
          </div>
          <div className="field">
            <span className="label">{t('create.spectators')}</span>
            <label className="check">
              <input type="checkbox" checked={allowSpectators} onChange={(e) => setAllowSpectators(e.target.checked)} />
              <span>{t('create.allowSpectators')}</span>
            </label>
          </div>
          {game.hasCampaign && (
            <div className="field">
              <span className="label">{t('create.campaign')}</span>
              <label className="check">
                <input type="checkbox" checked={campaign} onChange={(e) => setCampaign(e.target.checked)} />
                <span>{t('create.playCampaign')}</span>
              </label>
              {game.campaignSummary && <span className="hint">{campaignSummary(game.slug, game.campaignSummary)}</span>}
            </div>
          )}
        </div>

        {error != null && (
          <Alert onClose={() => setError(null)}>
            <ErrorText error={error} context="createRoom" game={game.slug} />
          </Alert>
        )}
        <div className="btn-row">
          <button type="submit" className="btn brass" disabled={busy || disabled}>
            {busy ? t('create.creating') : campaign ? t('create.startCampaign') : t('create.createRoom')}
          </button>
          {disabled && <span className="muted small">{t('create.nameFirst')}</span>}
        </div>
      </form>
    </section>
  );
}
