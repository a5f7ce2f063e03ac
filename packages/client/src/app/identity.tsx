/**
 * The guest identity: created on the first visit from a display name, kept in localStorage, and
 * checked against the server once per page load (a server with a fresh database forgets tokens).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, RestClient } from '../sdk';
import { clearSeats, loadIdentity, saveIdentity, type Identity } from './storage';

interface IdentityState {
  identity: Identity | null;
  /** False until the stored token has been checked with the server. */
  checked: boolean;
  /** A REST client carrying the player's token (if any). */
  rest: RestClient;
  create(name: string): Promise<Identity>;
  /** Change the display name (the server validates it; seats show the new name). */
  rename(name: string): Promise<Identity>;
  forget(): void;
}

const Ctx = createContext<IdentityState | null>(null);

export function IdentityProvider({ children }: { children: ReactNode }) {
  const [identity, setIdentity] = useState<Identity | null>(() => loadIdentity());
  const [checked, setChecked] = useState(() => loadIdentity() === null);
  const rest = useMemo(() => new RestClient(window.location.origin, identity?.token), [identity?.token]);

  useEffect(() => {
    if (checked || !identity) return;
    let live = true;
    rest.me().then(
      (me) => {
        if (!live) return;
        if (me.name !== identity.name) {
          const next = { ...identity, name: me.name };
          saveIdentity(next);
          setIdentity(next);
        }
        setChecked(true);
      },
      (e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 401) {
          // This server does not know the token (e.g. its database was reset): start afresh.
          saveIdentity(null);
          clearSeats();
          setIdentity(null);
        }
        setChecked(true);
      },
    );
    return () => {
      live = false;
    };
  }, [checked, identity, rest]);

  const create = useCallback(async (name: string) => {
    const client = new RestClient(window.location.origin);
    const p = await client.createPlayer(name);
    const id: Identity = { playerId: p.playerId, name: p.name, token: p.token };
    saveIdentity(id);
    setIdentity(id);
    setChecked(true);
    return id;
  }, []);

  const rename = useCallback(
    async (name: string) => {
      if (!identity) throw new ApiError(401, 'UNAUTHORIZED', 'Choose a name first.');
      const p = await rest.rename(name);
      const id: Identity = { ...identity, name: p.name };
      saveIdentity(id);
      setIdentity(id);
      return id;
    },
    [identity, rest],
  );

  const forget = useCallback(() => {
    saveIdentity(null);
    clearSeats();
    setIdentity(null);
  }, []);

  const value = useMemo(() => ({ identity, checked, rest, create, rename, forget }), [identity, checked, rest, create, rename, forget]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function useIdentity(): IdentityState {
  const v = useContext(Ctx);
  if (!v) throw new Error('useIdentity outside IdentityProvider');
  return v;
}
