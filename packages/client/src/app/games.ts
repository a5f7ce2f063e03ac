import { useCallback, useEffect, useState } from 'react';
import { RestClient, type GameInfo } from '../sdk';
import { loadGameStrings } from '../i18n';

let cache: Promise<GameInfo[]> | null = null;

/** The games this server hosts (fetched once per page load), with their catalogues in the current language. */
function loadGames(): Promise<GameInfo[]> {
  if (!cache) {
    cache = new RestClient(window.location.origin).games().then(async (games) => {
      await loadGameStrings(games.map((g) => g.slug));
      return games;
    });
    cache.catch(() => {
      cache = null;
    });
  }
  return cache;
}

export function useGames(): { games: GameInfo[] | null; error: unknown; byslug: (slug: string) => GameInfo | undefined } {
  const [games, setGames] = useState<GameInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadGames().then(
      (g) => live && setGames(g),
      (e: unknown) => live && setError(e ?? new Error('unknown')),
    );
    return () => {
      live = false;
    };
  }, []);
  return { games, error, byslug: (slug) => games?.find((g) => g.slug === slug) };
}

/** A short emblem for a game title: "Atlantic Storm" -> "AS". */
export function emblem(title: string): string {
  const words = title
    .replace(/^The\s+/i, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z0-9]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

/** A link to a match page on this origin (the server's inviteUrl may name another host or port). */
export function matchUrl(matchId: string): string {
  return `${window.location.origin}/m/${encodeURIComponent(matchId)}`;
}

/** A window event: the viewer's turn came or went somewhere, or a game of theirs ended (pages listing games refresh). */
export const TURNS_CHANGED = 'qd:turns-changed';

/** Poll a loader every `ms` while the page is visible; returns the latest value and error (worded where shown: ErrorText). */
export function usePoll<T>(load: () => Promise<T>, ms: number, deps: unknown[]): { data: T | null; error: unknown; refresh: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    let inflight = false;
    const run = async () => {
      if (inflight) return;
      window.clearTimeout(timer);
      inflight = true;
      if (document.visibilityState !== 'hidden') {
        try {
          const v = await load();
          if (!live) return;
          setData(v);
          setError(null);
        } catch (e) {
          if (!live) return;
          setError(e ?? new Error('unknown'));
        }
      }
      inflight = false;
      if (live) timer = window.setTimeout(run, ms);
    };
    void run();
    const onVis = () => {
      if (document.visibilityState === 'visible') void run();
    };
    document.addEventListener('visibilitychange', onVis);
    return () => {
      live = false;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVis);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick, ms]);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  return { data, error, refresh };
}
