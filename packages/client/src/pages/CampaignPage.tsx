import { useEffect } from 'react';
import { useIdentity } from '../app/identity';
import { usePoll } from '../app/games';
import { Link } from '../app/router';
import { Alert } from '../components/Alert';
import { CampaignStandings } from '../table/Table';
import { formatOption } from './MatchPage';
import { humanize } from '../components/OptionsForm';

/** /c/:id: a campaign's standings and its matches. */
export function CampaignPage({ campaignId }: { campaignId: string }) {
  const { rest } = useIdentity();
  const { data: c, error } = usePoll(() => rest.campaign(campaignId), 6000, [rest, campaignId]);
  useEffect(() => {
    if (c) document.title = `${c.name} — Quarterdeck`;
  }, [c]);
  if (error && !c) return <Alert kind="warn">{error.includes('No such') ? 'There is no campaign at this address.' : error}</Alert>;
  if (!c) return <p className="skeleton">Reading the campaign log…</p>;
  const label = (i: number) => c.roster[i]?.name ?? `Seat ${i + 1}`;
  return (
    <>
      <div className="hero">
        <div>
          <h1>{c.name}</h1>
          <p>
            {c.summary} · <span className={`badge ${c.status === 'finished' ? 'finished' : 'active'}`}>{c.status === 'finished' ? 'finished' : 'in progress'}</span>
          </p>
        </div>
      </div>
      {c.status === 'finished' && c.winners.length > 0 && (
        <Alert kind="ok">
          <strong>Campaign won by {c.winners.map(label).join(' and ')}.</strong>
        </Alert>
      )}
      <div className="lobby-grid">
        <section className="panel" aria-labelledby="st-h">
          <h2 id="st-h">Standings</h2>
          <CampaignStandings c={c} />
          {c.currentMatchId && (
            <div className="btn-row" style={{ marginTop: '0.8rem' }}>
              <Link to={`/m/${c.currentMatchId}`} className="btn brass">
                Go to the current game
              </Link>
            </div>
          )}
          {Object.keys(c.options).length > 0 && (
            <dl className="kv" style={{ marginTop: '1rem' }}>
              {Object.entries(c.options).map(([k, v]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt>{humanize(k)}</dt>
                  <dd>{formatOption(v)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section className="panel" aria-labelledby="cm-h">
          <h2 id="cm-h">Games</h2>
          <ul className="match-rows" data-testid="campaign-matches">
            {c.matches.map((m) => (
              <li key={m.matchId} className="match-row">
                <div>
                  <strong>Game {m.ordinal + 1}</strong> <span className={`badge ${m.status}`}>{m.status === 'active' ? 'in play' : m.status}</span>
                  {m.result && (
                    <div className="sub">
                      {Object.entries(m.result.points)
                        .map(([s, p]) => `${label(Number(s))} ${p}`)
                        .join(' · ')}
                      {m.result.winners.length ? ` — won by ${m.result.winners.map((w) => label(Number(w))).join(', ')}` : ''}
                    </div>
                  )}
                </div>
                <Link to={`/m/${m.matchId}`} className="btn small secondary">
                  {m.status === 'finished' ? 'View' : 'Open'}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
