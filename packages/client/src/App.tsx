import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IdentityProvider, useIdentity } from './app/identity';
import { MAX_NAME_LENGTH } from './sdk';
import { Link, matchPath, useLocation } from './app/router';
import { TURNS_CHANGED, usePoll } from './app/games';
import { Compass } from './components/Compass';
import { LanguageSelect } from './components/LanguageSelect';
import { WelcomeDialog } from './components/WelcomeDialog';
import { ErrorText } from './i18n/errors';
import { Lobby } from './pages/Lobby';

// The lobby is the front door and ships in the main bundle; the rest loads when first visited.
const MatchPage = lazy(() => import('./pages/MatchPage').then((m) => ({ default: m.MatchPage })));
const MyGames = lazy(() => import('./pages/MyGames').then((m) => ({ default: m.MyGames })));
const CampaignPage = lazy(() => import('./pages/CampaignPage').then((m) => ({ default: m.CampaignPage })));

export function App() {
  return (
    <IdentityProvider>
      <Shell />
    </IdentityProvider>
  );
}

function Shell() {
  const { t } = useTranslation();
  const { path, query } = useLocation();
  const { identity, checked, rest } = useIdentity();
  // "My games" shows how many games wait for your move.
  const mine = usePoll(() => (identity ? rest.myGames() : Promise.resolve(null)), 20_000, [rest, identity?.token, path]);
  const waiting = mine.data?.matches.filter((m) => m.yourTurn).length ?? 0;
  // A table tells when the viewer's turn came or went, or its game ended: the count follows at once, not at the next poll.
  const refreshMine = mine.refresh;
  useEffect(() => {
    window.addEventListener(TURNS_CHANGED, refreshMine);
    return () => window.removeEventListener(TURNS_CHANGED, refreshMine);
  }, [refreshMine]);
  const [skipped, setSkipped] = useState(false);
  const [wanted, setWanted] = useState(false);

  let page: ReactNode;
  let m: Record<string, string> | null;
  const lobby = path === '/' || path === '';
  if (lobby) page = <Lobby />;
  else if (path === '/me') page = <MyGames onNameWanted={() => (setSkipped(false), setWanted(true))} />;
  else if ((m = matchPath('/m/:matchId', path))) page = <MatchPage key={m.matchId} matchId={m.matchId} query={query} />;
  else if ((m = matchPath('/c/:campaignId', path))) page = <CampaignPage key={m.campaignId} campaignId={m.campaignId} />;
  else page = <NotFound />;

  useEffect(() => {
    if (path === '/') document.title = t('site.homeTitle');
  }, [path, t]);

  // The name is asked on the lobby (first visit) and on My games when asked for; never over a match (the room
  // asks when a seat is taken), a campaign or an unknown address, and never again once dismissed.
  const askName = checked && !identity && !skipped && (lobby || (path === '/me' && wanted));
  return (
    <div className="shell">
      <header className="masthead">
        <div className="masthead-inner">
          <Link to="/" className="brand" aria-label={t('site.brandLabel')}>
            <Compass size={30} ink="#15354a" />
            <span className="word">Quarterdeck</span>
          </Link>
          <nav className="nav" aria-label={t('site.mainNav')}>
            <Link to="/" aria-current={path === '/' ? 'page' : undefined}>
              {t('site.lobby')}
            </Link>
            <Link to="/me" aria-current={path === '/me' ? 'page' : undefined}>
              {t('site.myGames')}
              {waiting > 0 && (
                <span className="nav-count" title={t('site.yourMoveIn', { count: waiting })} data-testid="your-move-count">
                  {waiting}
                </span>
              )}
            </Link>
            {identity && <WhoAmI />}
            <LanguageSelect />
          </nav>
        </div>
      </header>
      <main className="page">
        <Suspense fallback={<p className="skeleton">{t('site.loadingPage')}</p>}>{page}</Suspense>
      </main>
      <footer className="footer">{t('site.footer')}</footer>
      {askName && (
        <WelcomeDialog
          onSkip={() => {
            setSkipped(true);
            setWanted(false);
          }}
        />
      )}
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('site.pageTitle', { page: t('notFound.title') });
  }, [t]);
  return (
    <div className="panel" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="btn">
        {t('site.backToLobby')}
      </Link>
    </div>
  );
}

/** The guest's name in the header; click to rename. */
function WhoAmI() {
  const { t } = useTranslation();
  const { identity, rename } = useIdentity();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (!identity) return null;
  if (!editing)
    return (
      <button
        type="button"
        className="who"
        title={t('who.title', { name: identity.name })}
        data-testid="whoami"
        onClick={() => {
          setDraft(identity.name);
          setError(null);
          setEditing(true);
        }}
      >
        {identity.name}
      </button>
    );
  return (
    <form
      className="who-edit"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          await rename(draft);
          setEditing(false);
        } catch (err) {
          setError(err);
        } finally {
          setBusy(false);
        }
      }}
    >
      <input
        aria-label={t('who.label')}
        value={draft}
        maxLength={MAX_NAME_LENGTH}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
      />
      <button type="submit" className="btn small" disabled={busy || !draft.trim()}>
        {t('who.save')}
      </button>
      {error !== null && (
        <span className="who-error" role="alert">
          <ErrorText error={error} context="rename" />
        </span>
      )}
    </form>
  );
}
