import { useEffect, useState } from 'react';
import { loadGameStrings } from '../i18n';
import type { BoardModule } from './types';

/** True in the testing build only (vite.config.ts: `vite build --mode e2e`); the literal false in production. */
declare const __QD_TEST_BOARDS__: boolean;

/**
 * One board per game, chosen by slug, each loaded on demand with the game's catalogue (its card data
 * stays out of the lobby's bundle). Games without a board get the generic table.
 */
const loaders: Record<string, () => Promise<BoardModule>> = {
  'atlantic-chase': () => import('./atlantic-chase').then((m) => m.default),
  'atlantic-storm': () => import('./atlantic-storm').then((m) => m.default),
  'kaisers-pirates': () => import('./kaisers-pirates').then((m) => m.default),
  'gathering-storm': () => import('./gathering-storm').then((m) => m.default),
};
// The platform tests' fixture game (packages/server/test/fixture-game.ts) has its board in the testing
// build only; production bundles do not contain it.
if (__QD_TEST_BOARDS__) loaders.fixture = () => import('./fixture').then((m) => m.default);
const generic = () => import('./generic').then((m) => m.default);

const cache = new Map<string, BoardModule>();

export function useBoardModule(slug: string | undefined): { mod: BoardModule | null; error: unknown } {
  const [state, setState] = useState<{ slug?: string; mod: BoardModule | null; error: unknown }>(() => ({
    slug,
    mod: slug ? (cache.get(slug) ?? null) : null,
    error: null,
  }));
  useEffect(() => {
    if (!slug) return;
    const hit = cache.get(slug);
    if (hit) {
      setState({ slug, mod: hit, error: null });
      return;
    }
    let live = true;
    Promise.all([(loaders[slug] ?? generic)(), loadGameStrings([slug])]).then(
      ([mod]) => {
        cache.set(slug, mod);
        if (live) setState({ slug, mod, error: null });
      },
      (e: unknown) => live && setState({ slug, mod: null, error: e ?? new Error('unknown') }),
    );
    return () => {
      live = false;
    };
  }, [slug]);
  return state.slug === slug ? state : { mod: null, error: null };
}
