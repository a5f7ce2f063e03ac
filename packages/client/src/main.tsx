import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RestClient, type GameInfo } from '@quarterdeck/sdk';

function App() {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    new RestClient(window.location.origin)
      .games()
      .then(setGames)
      .catch((e: Error) => setError(e.message));
  }, []);
  return (
    <main style={{ fontFamily: 'Georgia, serif', maxWidth: 720, margin: '2rem auto', padding: '0 1rem' }}>
      <h1>Quarterdeck</h1>
      {error && <p role="alert">Could not reach the server: {error}</p>}
      {games === null && !error && <p>Loading…</p>}
      {games && games.length === 0 && <p>No games are installed on this server yet.</p>}
      <ul>
        {games?.map((g) => (
          <li key={g.slug}>
            <strong>{g.title}</strong> ({g.minPlayers}–{g.maxPlayers} players): {g.summary}
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
