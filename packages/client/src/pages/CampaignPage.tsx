import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../sdk';
import { useIdentity } from '../app/identity';
import { useGames, usePoll } from '../app/games';
import { Link } from '../app/router';
import { Alert } from '../components/Alert';
import { optionCatalogueKeys } from '../components/schema';
import { seatLabel } from '../components/Seats';
import { ErrorText } from '../i18n/errors';
import { useFormat } from '../i18n/format';
import { campaignName, campaignSummary, listedOptions, optionName, optionValue, useGameWords } from '../i18n/games';
import { CampaignStandings } from '../table/Table';

/** /c/:id: a campaign's standings and its matches. */
export function CampaignPage({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { rest } = useIdentity();
  const { data: c, error } = usePoll(() => rest.campaign(campaignId), 6000, [rest, campaignId]);
  const { byslug } = useGames();
  useGameWords(c ? [c.game] : []);
  const game = c ? byslug(c.game) : undefined;
  const name = c ? campaignName(c.game, c.name, game?.title) : '';
  useEffect(() => {
    document.title = t('site.pageTitle', { page: name || t('campaign.title') });
  }, [name, t]);
  if (error != null && !c)
    return (
      <div className="panel" data-testid="campaign-error">
        <h1>{t('campaign.title')}</h1>
        <Alert kind="warn">{error instanceof ApiError && error.status === 404 ? t('campaign.notFound') : <ErrorText error={error} context="load" />}</Alert>
        <Link to="/" className="btn">
          {t('site.backToLobby')}
        </Link>
      </div>
    );
  if (!c) return <p className="skeleton">{t('campaign.loading')}</p>;
  const label = (i: number) => c.roster[i]?.name ?? seatLabel(i, t);
  const fallbacks = optionCatalogueKeys(game?.optionsSchema);
  return (
    <>
      <div className="hero">
        <div>
          <h1>{name}</h1>
          <p>
            {campaignSummary(c.game, c.summary)} ·{' '}
            <span className={`badge ${c.status === 'finished' ? 'finished' : 'active'}`}>
              {c.status === 'finished' ? t('status.finished') : t('campaign.inProgress')}
            </span>
          </p>
        </div>
      </div>
      {c.status === 'finished' && c.winners.length > 0 && (
        <Alert kind="ok">
          <strong>{t('campaign.wonBy', { names: f.list(c.winners.map(label)) })}</strong>
        </Alert>
      )}
      <div className="lobby-grid">
        <section className="panel" aria-labelledby="st-h">
          <h2 id="st-h">{t('campaign.standings')}</h2>
          <CampaignStandings c={c} />
          {c.currentMatchId && (
            <div className="btn-row" style={{ marginTop: '0.8rem' }}>
              <Link to={`/m/${c.currentMatchId}`} className="btn brass">
                {t('campaign.currentGame')}
              </Link>
            </div>
          )}
          {listedOptions(c.game, game?.optionsSchema, c.options).length > 0 && (
            <dl className="kv" style={{ marginTop: '1rem' }}>
              {listedOptions(c.game, game?.optionsSchema, c.options).map(([k, v]) => (
                <div key={k} style={{ display: 'contents' }}>
                  <dt>{optionName(c.game, [k], fallbacks)}</dt>
                  <dd>{optionValue(c.game, [k], v, fallbacks)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section className="panel" aria-labelledby="cm-h">
          <h2 id="cm-h">{t('campaign.games')}</h2>
          <ul className="match-rows" data-testid="campaign-matches">
            {c.matches.map((m) => (
              <li key={m.matchId} className="match-row">
                <div>
                  <strong>{t('campaign.gameN', { n: m.ordinal + 1 })}</strong>{' '}
                  <span className={`badge ${m.status}`}>
                    {m.status === 'active' ? t('status.inPlay') : m.status === 'open' ? t('status.waitingForPlayers') : t('status.finished')}
                  </span>
                  {m.result && (
                    <div className="sub">
                      {Object.entries(m.result.points)
                        .map(([s, p]) => t('campaign.points', { name: label(Number(s)), points: p }))
                        .join(' · ')}
                      {m.result.winners.length ? ` — ${t('campaign.gameWonBy', { names: f.list(m.result.winners.map((w) => label(Number(w)))) })}` : ''}
                    </div>
                  )}
                </div>
                <Link to={`/m/${m.matchId}`} className="btn small secondary">
                  {m.status === 'finished' ? t('campaign.view') : t('campaign.open')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
