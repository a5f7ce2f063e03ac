import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { MyMatch } from '../sdk';
import { useIdentity } from '../app/identity';
import { useGames, usePoll } from '../app/games';
import { Link } from '../app/router';
import { Alert } from '../components/Alert';
import { seatLabel, seatName } from '../components/Seats';
import { ErrorText } from '../i18n/errors';
import { useFormat } from '../i18n/format';
import { campaignName, gameT, gameTitle, useGameWords } from '../i18n/games';
import { lobbyHints } from '../games/lobby';

/** Every match and campaign of this guest identity, with whose turn it is; one click resumes. */
export function MyGames({ onNameWanted }: { onNameWanted?: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { identity, rest } = useIdentity();
  const data = usePoll(() => (identity ? rest.myGames() : Promise.resolve(null)), 8000, [rest, identity?.token]);
  const { byslug } = useGames();
  useEffect(() => {
    document.title = t('site.pageTitle', { page: t('site.myGames') });
  }, [t]);
  const mine = data.data;
  useGameWords(mine ? [...mine.matches.map((m) => m.match.game), ...mine.campaigns.map((c) => c.game)] : []);

  if (!identity) {
    return (
      <div className="panel">
        <h1>{t('site.myGames')}</h1>
        <p>{t('myGames.nameFirst')}</p>
        {onNameWanted && (
          <button type="button" className="btn" onClick={onNameWanted} data-testid="choose-name">
            {t('myGames.chooseName')}
          </button>
        )}
      </div>
    );
  }
  const matches = mine?.matches ?? [];
  const order = (m: MyMatch) => (m.match.status === 'finished' ? 2 : m.yourTurn ? 0 : 1);
  const sorted = [...matches].sort((a, b) => order(a) - order(b) || b.match.updatedAt.localeCompare(a.match.updatedAt));
  const yourTurn = matches.filter((m) => m.yourTurn).length;

  return (
    <>
      <div className="hero">
        <div>
          <h1>{t('site.myGames')}</h1>
          <p>
            <Trans i18nKey="myGames.playingAs" values={{ name: identity.name }} components={{ strong: <strong /> }} />{' '}
            {mine ? (yourTurn ? t('myGames.yourMoveIn', { count: yourTurn }) : t('myGames.nothingWaiting')) : ''}
          </p>
        </div>
      </div>
      {data.error != null && (
        <Alert kind="warn">
          {t('myGames.loadFailed')} <ErrorText error={data.error} context="load" />
        </Alert>
      )}
      <div className="lobby-grid">
        <section className="panel" aria-labelledby="mm-h">
          <div className="panel-head">
            <h2 id="mm-h">{t('myGames.matches')}</h2>
          </div>
          {!mine && data.error == null && <p className="skeleton">{t('myGames.loading')}</p>}
          {mine && matches.length === 0 && (
            <p className="empty">
              {t('myGames.noMatches')} <Link to="/">{t('myGames.openRoom')}</Link>
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
            <h2 id="mc-h">{t('myGames.campaigns')}</h2>
          </div>
          {mine && mine.campaigns.length === 0 && <p className="empty">{t('myGames.noCampaigns')}</p>}
          <ul className="match-rows" data-testid="my-campaigns">
            {mine?.campaigns.map((c) => (
              <li key={c.campaignId} className="match-row">
                <div>
                  <div>
                    <strong>{campaignName(c.game, c.name, byslug(c.game)?.title)}</strong>{' '}
                    <span className={`badge ${c.status === 'finished' ? 'finished' : 'active'}`}>
                      {c.status === 'finished' ? t('status.finished') : t('status.active')}
                    </span>
                  </div>
                  <div className="sub">
                    {t('myGames.campaignGames', { count: c.matches.length })} ·{' '}
                    {t('myGames.standings', {
                      list: f.list(c.roster.map((r, i) => t('campaign.points', { name: r.name ?? seatLabel(i, t), points: c.totals[i] ?? 0 }))),
                    })}
                  </div>
                </div>
                <div className="btn-row">
                  {c.currentMatchId && (
                    <Link to={`/m/${c.currentMatchId}`} className="btn small">
                      {t('lobby.resume')}
                    </Link>
                  )}
                  <Link to={`/c/${c.campaignId}`} className="btn small secondary">
                    {t('campaign.standings')}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

function MatchRow({ m }: { m: MyMatch }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { match } = m;
  const others = match.seats.filter((s) => s.seat !== m.seat);
  // What a seat plays (a game's roles, e.g. Gathering Storm's powers), to say who must act.
  const roles = (s: number) => (lobbyHints[match.game]?.seatRoles?.(match.numPlayers, s) ?? []).map((k) => gameT(match.game)(k));
  const withRoles = (name: string, s: number) => (roles(s).length ? t('myGames.seatAs', { name, roles: f.list(roles(s)) }) : name);
  const waitingFor = match.activeSeats
    .filter((s) => s !== m.seat)
    .map((s) => {
      const info = match.seats.find((x) => x.seat === s);
      return withRoles(info ? seatName(info, t) : seatLabel(s, t), s);
    });
  let state: string;
  if (match.status === 'finished') {
    const winners = match.result?.winners ?? [];
    const won = winners.includes(String(m.seat));
    // The winners by the names their seats show (never "Player 2").
    const names = winners.map((w) => {
      const info = match.seats.find((x) => x.seat === Number(w));
      return info ? seatName(info, t) : seatLabel(Number(w), t);
    });
    state = match.result
      ? won
        ? t('myGames.youWon')
        : names.length
          ? t('myGames.wonBy', { names: f.list(names), count: names.length })
          : t('myGames.draw')
      : t('myGames.finished');
  } else if (match.status === 'open') state = t('myGames.waitingMore', { count: match.freeSeats.length });
  else if (m.yourTurn) state = withRoles(t('status.yourMoveTitle'), m.seat);
  else state = waitingFor.length ? t('myGames.waitingFor', { names: f.list(waitingFor) }) : t('myGames.inPlay');
  // Solitaire has nobody else at the table: no "with" at all.
  const withWhom = others.length ? f.list(others.map((s) => (s.taken ? seatName(s, t) : t('myGames.aFreeSeat')))) : null;
  return (
    <li className={`match-row${m.yourTurn ? ' your-turn' : ''}`} data-match={match.matchId}>
      <div>
        <div>
          <strong>{gameTitle(match.game, match.title)}</strong>{' '}
          {m.yourTurn ? (
            <span className="badge turn">{t('status.yourMove')}</span>
          ) : (
            <span className={`badge ${match.status}`}>
              {match.status === 'active' ? t('status.inPlay') : match.status === 'open' ? t('status.open') : t('status.finished')}
            </span>
          )}
        </div>
        <div className="sub">
          {state} · {t('lobby.yourSeat', { n: m.seat + 1 })} · {withWhom !== null && <>{t('myGames.with', { names: withWhom })} · </>}
          {f.timeAgo(match.updatedAt)}
        </div>
      </div>
      <Link to={`/m/${match.matchId}`} className={`btn small${m.yourTurn ? ' brass' : ''}`}>
        {match.status === 'finished' ? t('campaign.view') : t('lobby.resume')}
      </Link>
    </li>
  );
}
