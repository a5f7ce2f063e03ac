/**
 * What a commit sends each viewer: its new view as a patch (sdk/src/patch.ts) to its view of the state the
 * action was applied to (or whole, when nothing shorter fits), with the log entries it may see. Patches are
 * made per viewer from its own two views, never from the state, so they carry nothing its full view would
 * not. The gateway sends these; bench:pipeline measures the same code.
 */
import type { State } from 'boardgame.io';
import type { GameModule } from '@quarterdeck/games';
import { DiffMemo, diffView, type MatchStatus, type UpdatePayload } from '@quarterdeck/sdk';
import { viewFor, visibleLog, type Viewer } from './views';

export interface CommitForViewers {
  matchId: string;
  /** The state the action was applied to, and the state it made. */
  prevState: State;
  state: State;
  /** The raw log entries the action appended. */
  newLog: unknown[];
  status: MatchStatus;
}

/**
 * A builder of one commit's updates, viewer by viewer (only viewers someone is connected as need one). The
 * parts viewers' views share are diffed once per commit (one DiffMemo for all of them).
 */
export function updateBuilder(mod: GameModule, c: CommitForViewers): (viewer: Viewer) => UpdatePayload {
  const memo = new DiffMemo();
  const base = c.prevState._stateID;
  const stateId = c.state._stateID;
  return (viewer) => {
    const view = viewFor(mod, c.state, viewer);
    const patch = diffView(viewFor(mod, c.prevState, viewer), view, memo);
    const head = { matchId: c.matchId, stateId, log: visibleLog(c.newLog, viewer), status: c.status };
    return patch ? { ...head, base, patch } : { ...head, view };
  };
}
