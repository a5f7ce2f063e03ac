import { useEffect } from 'react';
import type { MyMatch } from '../sdk';
import { useIdentity } from '../app/identity';
import { usePoll } from '../app/games';
import { Link } from '../app/router';
import { Alert } from '../components/Alert';
import { timeAgo } from '../components/time';

/** Every match and campaign of this guest identity, with whose turn it is; one click resumes. */
export function MyGames() {
  const { identity, rest } = useIdentity();
  const data = usePoll(() => (identity ? rest.myGames() : Promise.resolve(null)), 8000, [rest, identity?.token]);
  useEffect(() => {
    document.title = 'My games — Quarterdeck';
  }, []);

  if (!identity) {
    return (
      <div className="panel">
        <h1>My games</h1>
        <p>Choose a display name first; your games will be listed here.</p>
      </div>
    );
  }
  const mine = data.data;
  const matches = mine?.matches ?? [];
  const order = (m: MyMatch) => (m.match.status === 'finished' ? 2 : m.yourTurn ? 0 : 1);
  const sorted = [...matches].sort((a, b) => order(a) - order(b) || b.match.updatedAt.localeCompare(a.match.updatedAt));
  const yourTurn = matches.filter((m) => m.yourTurn).length;

  return (
    <>
      <div className="hero">
        <div>
          <h1>My games</h1>
          <p>
            Playing as <strong>{identity.name}</strong>.{' '}
            {mine ? (yourTurn ? `It is your move in ${yourTurn} game${yourTurn === 1 ? '' : 's'}.` : 'Nothing is waiting for you.') : ''}
          </p>
        </div>
      </div>
      {data.error && <Alert kind="warn">Could not load your games: {data.error}</Alert>}
      <div className="lobby-grid">
        <section className="panel" aria-labelledby="mm-h">
          <div className="panel-head">
            <h2 id="mm-h">Matches</h2>
          </div>
          {!mine && !data.error && <p className="skeleton">Fetching the logbook…</p>}
          {mine && matches.length === 0 && (
            <p className="empty">
              No matches yet. <Link to="/">Open a room in the lobby.</Link>
            </p>
          )}
          <ul className="match-rows" data-testid="my-matches">
            {sorted.map((m) => (
              <MatchRow key={m.match.matchId} m={m} />
            ))}
          </ul>
        </section>
        <section className="panel" aria-labelledby="mc-h">
          <div className="panel-head">
            <h2 id="mc-h">Campaigns</h2>
          </div>
          {mine && mine.campaigns.length === 0 && <p className="empty">No campaigns yet.</p>}
          <ul className="match-rows" data-testid="my-campaigns">
            {mine?.campaigns.map((c) => {
              const me = c.roster.find((r) => r.playerId === identity.playerId);
              return (
                <li key={c.campaignId} className="match-row">
                  <div>
                    <div>
                      <strong>{c.name}</strong> <span className={`badge ${c.status === 'finished' ? 'finished' : 'active'}`}>{c.status}</span>
                    </div>
                    <div className="sub">
                      {c.matches.length} game{c.matches.length === 1 ? '' : 's'} · standings {c.roster.map((r, i) => `${r.name ?? `Seat ${i + 1}`} ${c.totals[i] ?? 0}`).join(', ')}
                      {me ? '' : ''}
                    </div>
                  </div>
                  <div className="btn-row">
                    {c.currentMatchId && (
                      <Link to={`/m/${c.currentMatchId}`} className="btn small">
                        Resume
                      </Link>
                    )}
                    <Link to={`/c/${c.campaignId}`} className="btn small secondary">
                      Standings
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
}

function MatchRow({ m }: { m: MyMatch }) {
  const { match } = m;
  const others = match.seats.filter((s) => s.seat !== m.seat);
  const waitingFor = match.activeSeats.filter((s) => s !== m.seat).map((s) => match.seats.find((x) => x.seat === s)?.name ?? `Seat ${s + 1}`);
  let state: string;
  if (match.status === 'finished') {
    const won = match.result?.winners.includes(String(m.seat));
    state = match.result ? (won ? 'You won' : match.result.winners.length ? 'Finished' : 'Draw') : 'Finished';
  } else if (match.status === 'open') state = `Waiting for ${match.freeSeats.length} more player${match.freeSeats.length === 1 ? '' : 's'}`;
  else if (m.yourTurn) state = 'Your move';
  else state = waitingFor.length ? `Waiting for ${waitingFor.join(', ')}` : 'In play';
  return (
    <li className={`match-row${m.yourTurn ? ' your-turn' : ''}`} data-match={match.matchId}>
      <div>
        <div>
          <strong>{match.title}</strong> {m.yourTurn ? <span className="badge turn">your move</span> : <span className={`badge ${match.status}`}>{match.status === 'active' ? 'in play' : match.status}</span>}
        </div>
        <div className="sub">
          {state} · seat {m.seat + 1} · with {others.map((s) => s.name ?? 'a free seat').join(', ') || 'nobody'} · {timeAgo(match.updatedAt)}
        </div>
      </div>
      <Link to={`/m/${match.matchId}`} className={`btn small${m.yourTurn ? ' brass' : ''}`}>
        {match.status === 'finished' ? 'View' : 'Resume'}
      </Link>
    </li>
  );
}
