import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { errorMessage, IdentityProvider, useIdentity } from './app/identity';
import { MAX_NAME_LENGTH } from './sdk';
import { Link, matchPath, navigate, useLocation } from './app/router';
import { usePoll } from './app/games';
import { Compass } from './components/Compass';
import { WelcomeDialog } from './components/WelcomeDialog';
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
  const { path, query } = useLocation();
  const { identity, checked, rest } = useIdentity();
  // "My games" shows how many games wait for your move.
  const mine = usePoll(() => (identity ? rest.myGames() : Promise.resolve(null)), 20_000, [rest, identity?.token, path]);
  const waiting = mine.data?.matches.filter((m) => m.yourTurn).length ?? 0;
  const [skipped, setSkipped] = useState(false);

  let page: ReactNode;
  let m: Record<string, string> | null;
  let watchable = false;
  if (path === '/' || path === '') page = <Lobby />;
  else if (path === '/me') page = <MyGames />;
  else if ((m = matchPath('/m/:matchId', path))) {
    watchable = true;
    page = <MatchPage key={m.matchId} matchId={m.matchId} query={query} />;
  } else if ((m = matchPath('/c/:campaignId', path))) page = <CampaignPage key={m.campaignId} campaignId={m.campaignId} />;
  else page = <NotFound />;

  useEffect(() => {
    if (path === '/') document.title = 'Quarterdeck — historical wargames online';
  }, [path]);

  const askName = checked && !identity && !skipped && !(watchable && query.has('watch'));
  return (
    <div className="shell">
      <header className="masthead">
        <div className="masthead-inner">
          <Link to="/" className="brand" aria-label="Quarterdeck lobby">
            <Compass size={30} ink="#15354a" />
            <span className="word">Quarterdeck</span>
          </Link>
          <nav className="nav" aria-label="Main">
            <Link to="/" aria-current={path === '/' ? 'page' : undefined}>
              Lobby
            </Link>
            <Link to="/me" aria-current={path === '/me' ? 'page' : undefined}>
              My games
              {waiting > 0 && (
                <span className="nav-count" title={`Your move in ${waiting} game${waiting === 1 ? '' : 's'}`} data-testid="your-move-count">
                  {waiting}
                </span>
              )}
            </Link>
            {identity && <WhoAmI />}
          </nav>
        </div>
      </header>
      <main className="page">
        <Suspense fallback={<p className="skeleton">Unrolling the charts…</p>}>{page}</Suspense>
      </main>
      <footer className="footer">Quarterdeck · an online table for historical wargames</footer>
      {askName && (
        <WelcomeDialog
          onSkip={
            watchable
              ? () => {
                  setSkipped(true);
                  navigate(`${path}?watch`, { replace: true });
                }
              : undefined
          }
        />
      )}
    </div>
  );
}

function NotFound() {
  return (
    <div className="panel">
      <h1>Off the chart</h1>
      <p>There is nothing at this address.</p>
      <Link to="/" className="btn">
        Back to the lobby
      </Link>
    </div>
  );
}

/** The guest's name in the header; click to rename. */
function WhoAmI() {
  const { identity, rename } = useIdentity();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!identity) return null;
  if (!editing)
    return (
      <button
        type="button"
        className="who"
        title={`Playing as ${identity.name}. Click to change your name.`}
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
          setError(errorMessage(err));
        } finally {
          setBusy(false);
        }
      }}
    >
      <input aria-label="Your display name" value={draft} maxLength={MAX_NAME_LENGTH} autoFocus onChange={(e) => setDraft(e.target.value)} onKeyDown={(e) => e.key === 'Escape' && setEditing(false)} />
      <button type="submit" className="btn small" disabled={busy || !draft.trim()}>
        Save
      </button>
      {error && (
        <span className="who-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
