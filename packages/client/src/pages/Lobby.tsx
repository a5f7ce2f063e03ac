import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { GameInfo, MatchInfo } from '../sdk';
import { errorMessage, useIdentity } from '../app/identity';
import { emblem, matchUrl, useGames, usePoll } from '../app/games';
import { Link, navigate } from '../app/router';
import { saveSeat } from '../app/storage';
import { Alert } from '../components/Alert';
import { Compass } from '../components/Compass';
import { CopyLink } from '../components/CopyLink';
import { defaultsOf, hasFields, OptionsForm } from '../components/OptionsForm';
import { lobbyHints } from '../games/lobby';
import { timeAgo } from '../components/time';

const POLL_MS = 4000;

export function Lobby() {
  const { games, error: gamesError } = useGames();
  const { rest, identity } = useIdentity();
  const [selected, setSelected] = useState<string | null>(null);
  const [created, setCreated] = useState<{ match: MatchInfo; campaignId?: string } | null>(null);
  const rooms = usePoll(() => rest.listMatches(), POLL_MS, [rest]);
  const live = usePoll(() => rest.listMatches(undefined, 'live'), POLL_MS * 2, [rest]);

  useEffect(() => {
    if (!selected && games && games.length) setSelected(games[0].slug);
  }, [games, selected]);
  const game = games?.find((g) => g.slug === selected) ?? null;

  return (
    <>
      <section className="hero">
        <Compass size={72} ink="#15354a" accent="#a7803c" />
        <div>
          <h1>The chart table is laid</h1>
          <p>Historical naval wargames for friends: open a room, send the link, play at your own pace. Spectators welcome.</p>
        </div>
      </section>

      {gamesError && <Alert>Could not reach the server: {gamesError}</Alert>}

      {created && <CreatedPanel created={created} onClose={() => setCreated(null)} />}

      <div className="lobby-grid">
        <div>
          <section className="panel" aria-labelledby="games-h">
            <div className="panel-head">
              <h2 id="games-h">Games</h2>
            </div>
            {games === null && !gamesError && <p className="skeleton">Loading the games…</p>}
            {games && games.length === 0 && <p className="empty">No games are installed on this server yet.</p>}
            <div className="game-list">
              {games?.map((g) => (
                <article key={g.slug} className={`game-card${g.slug === selected ? ' selected' : ''}`} data-game={g.slug}>
                  <div className="game-emblem" aria-hidden>
                    {emblem(g.title)}
                  </div>
                  <div>
                    <h3>{g.title}</h3>
                    <div className="meta">
                      <span className="badge">{g.minPlayers === g.maxPlayers ? g.minPlayers : `${g.minPlayers}–${g.maxPlayers}`} players</span>
                      {g.hasCampaign && <span className="badge">campaign</span>}
                    </div>
                    <p>{g.summary}</p>
                    <button
                      type="button"
                      className={`btn small${g.slug === selected ? ' brass' : ' secondary'}`}
                      onClick={() => {
                        setSelected(g.slug);
                        document.getElementById('create-room')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                      }}
                    >
                      New room
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
            <h2 id="rooms-h">Open rooms</h2>
            <span className="muted small">updated live</span>
          </div>
          {rooms.error && <Alert kind="warn">Room list not updated: {rooms.error}</Alert>}
          {rooms.data === null && !rooms.error && <p className="skeleton">Scanning the horizon…</p>}
          {rooms.data && rooms.data.length === 0 && <p className="empty">No open rooms right now. Start one and invite your friends.</p>}
          <ul className="room-list" data-testid="open-rooms">
            {rooms.data?.map((m) => (
              <RoomRow key={m.matchId} m={m} mine={!!identity && m.seats.some((s) => s.playerId === identity.playerId)} />
            ))}
          </ul>
        </section>
        {live.data && live.data.length > 0 && (
          <section className="panel" aria-labelledby="live-h">
            <div className="panel-head">
              <h2 id="live-h">Games in play</h2>
              <span className="muted small">watch as a spectator</span>
            </div>
            <ul className="room-list" data-testid="live-matches">
              {live.data.slice(0, 8).map((m) => (
                <RoomRow key={m.matchId} m={m} mine={!!identity && m.seats.some((s) => s.playerId === identity.playerId)} />
              ))}
            </ul>
          </section>
        )}
        {identity ? <YourGames /> : null}
        <section className="panel" aria-labelledby="how-h">
          <h2 id="how-h">How it works</h2>
          <ol className="small" style={{ margin: 0, paddingLeft: '1.2rem' }}>
            <li>Open a room: choose the game, its rules, bots for empty seats, public or unlisted.</li>
            <li>Send the invite link. Friends take a seat; anyone else may watch if you allow it.</li>
            <li>Play at your own pace: close the tab and come back days later from <em>My games</em>.</li>
          </ol>
        </section>
        </div>
      </div>
    </>
  );
}

function YourGames() {
  const { rest, identity } = useIdentity();
  const mine = usePoll(() => rest.myGames(), 15_000, [rest, identity?.token]);
  const live = (mine.data?.matches ?? []).filter((m) => m.match.status !== 'finished');
  if (!live.length) return null;
  const sorted = [...live].sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.match.updatedAt.localeCompare(a.match.updatedAt)).slice(0, 5);
  return (
    <section className="panel" aria-labelledby="yours-h">
      <div className="panel-head">
        <h2 id="yours-h">Your tables</h2>
        <Link to="/me" className="small">
          All my games
        </Link>
      </div>
      <ul className="room-list">
        {sorted.map((m) => (
          <li key={m.match.matchId} className="room">
            <div>
              <div className="title">
                {m.match.title} {m.yourTurn && <span className="badge turn">your move</span>}
              </div>
              <div className="facts">
                seat {m.seat + 1} · {m.match.status === 'open' ? 'waiting for players' : 'in play'} · {timeAgo(m.match.updatedAt)}
              </div>
            </div>
            <Link to={`/m/${m.match.matchId}`} className={`btn small${m.yourTurn ? ' brass' : ' secondary'}`}>
              Resume
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RoomRow({ m, mine }: { m: MatchInfo; mine: boolean }) {
  const taken = m.seats.filter((s) => s.taken);
  return (
    <li className="room" data-match={m.matchId}>
      <div>
        <div className="title">
          {m.title} <span className="muted small">· {m.numPlayers} players</span>
        </div>
        <div className="seats">
          {taken.length ? taken.map((s) => s.name ?? `Seat ${s.seat + 1}`).join(', ') : 'Nobody seated yet'}
          {' · '}
          <strong>{m.freeSeats.length ? `${m.freeSeats.length} free seat${m.freeSeats.length === 1 ? '' : 's'}` : 'table full'}</strong>
        </div>
        <div className="facts">
          {m.allowSpectators ? `${m.spectators} watching` : 'no spectators'} · {m.status === 'open' ? 'waiting for players' : 'in play'} · {timeAgo(m.updatedAt)}
        </div>
      </div>
      <div className="btn-row">
        {(mine || m.freeSeats.length > 0) && (
          <Link to={`/m/${m.matchId}`} className="btn small">
            {mine ? 'Resume' : 'Join'}
          </Link>
        )}
        {m.allowSpectators && !mine && (
          <Link to={`/m/${m.matchId}?watch`} className="btn small secondary">
            Watch
          </Link>
        )}
      </div>
    </li>
  );
}

function CreatedPanel({ created, onClose }: { created: { match: MatchInfo; campaignId?: string }; onClose: () => void }) {
  const m = created.match;
  return (
    <section className="panel created" aria-labelledby="created-h" data-testid="room-created">
      <div className="panel-head">
        <h2 id="created-h">Room ready: {m.title}</h2>
        <button type="button" className="btn link small" onClick={onClose}>
          Close
        </button>
      </div>
      <p>
        Send this link to the other players{m.allowSpectators ? ' and to anyone who wants to watch' : ''}.{' '}
        {m.freeSeats.length ? `${m.freeSeats.length} seat${m.freeSeats.length === 1 ? ' is' : 's are'} still free.` : 'Every seat is taken.'}
      </p>
      <CopyLink url={matchUrl(m.matchId)} />
      <div className="btn-row" style={{ marginTop: '0.75rem' }}>
        <Link to={`/m/${m.matchId}`} className="btn brass">
          Go to the table
        </Link>
        {created.campaignId && (
          <Link to={`/c/${created.campaignId}`} className="btn secondary">
            Campaign page
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
  const [error, setError] = useState<string | null>(null);

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
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" id="create-room" aria-labelledby="create-h">
      <form onSubmit={(e) => void submit(e)} data-testid="create-room">
        <div className="panel-head">
          <h2 id="create-h">New room</h2>
        </div>
        <div className="form-grid">
          <div className="field">
            <label htmlFor="cr-game">Game</label>
            <select id="cr-game" value={game.slug} onChange={(e) => onGame(e.target.value)}>
              {games.map((g) => (
                <option key={g.slug} value={g.slug}>
                  {g.title}
                </option>
              ))}
            </select>
          </div>
          {counts.length > 1 && (
            <div className="field" role="group" aria-labelledby="cr-n">
              <span className="label" id="cr-n">
                Players
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
            <legend>{game.title} options</legend>
            <OptionsForm schema={game.optionsSchema} value={options} onChange={setOptions} hints={hints} />
          </fieldset>
        )}

        <fieldset>
          <legend>Seats</legend>
          <div className="field">
            <label htmlFor="cr-seat">Your seat</label>
            <select id="cr-seat" value={mySeat} onChange={(e) => setMySeat(Number(e.target.value))}>
              {Array.from({ length: numPlayers }, (_, s) => (
                <option key={s} value={s}>
                  Seat {s + 1}
                </option>
              ))}
              <option value={-1}>None: I will only watch</option>
            </select>
          </div>
          <div className="field">
            <span className="label">Bots in seats</span>
            <div className="btn-row">
              {Array.from({ length: numPlayers }, (_, s) => (
                <label key={s} className="check">
                  <input type="checkbox" disabled={s === mySeat} checked={bots.includes(s) && s !== mySeat} onChange={() => toggleBot(s)} data-bot-seat={s} />
                  <span>Seat {s + 1}</span>
                </label>
              ))}
            </div>
          </div>
        </fieldset>

        <div className="form-grid">
          <div className="field" role="group" aria-labelledby="cr-vis">
            <span className="label" id="cr-vis">
              Room
            </span>
            <div className="segmented">
              <label>
                <input type="radio" name="cr-vis" checked={visibility === 'public'} onChange={() => setVisibility('public')} />
                <span>Public</span>
              </label>
              <label>
                <input type="radio" name="cr-vis" checked={visibility === 'unlisted'} onChange={() => setVisibility('unlisted')} />
                <span>Unlisted</span>
              </label>
            </div>
            <span className="hint">{visibility === 'public' ? 'Listed in the lobby.' : 'Only people with the link can find it.'}</span>
          </div>
          <div className="field">
            <span className="label">Spectators</span>
            <label className="check">
              <input type="checkbox" checked={allowSpectators} onChange={(e) => setAllowSpectators(e.target.checked)} />
              <span>Allow spectators</span>
            </label>
          </div>
          {game.hasCampaign && (
            <div className="field">
              <span className="label">Campaign</span>
              <label className="check">
                <input type="checkbox" checked={campaign} onChange={(e) => setCampaign(e.target.checked)} />
                <span>Play as a campaign</span>
              </label>
              {game.campaignSummary && <span className="hint">{game.campaignSummary}</span>}
            </div>
          )}
        </div>

        {error && <Alert onClose={() => setError(null)}>{error}</Alert>}
        <div className="btn-row">
          <button type="submit" className="btn brass" disabled={busy || disabled}>
            {busy ? 'Creating…' : campaign ? 'Start the campaign' : 'Create the room'}
          </button>
          {disabled && <span className="muted small">Choose a display name first.</span>}
        </div>
      </form>
    </section>
  );
}
