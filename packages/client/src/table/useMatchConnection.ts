/**
 * A live MatchConnection as React state: the viewer's view, log, chat, seating and presence, plus the
 * connection's health. Socket.IO reconnects by itself; the server sends a fresh sync on every connect.
 */
import { useEffect, useRef, useState } from 'react';
import {
  MatchConnection,
  type CampaignAdvance,
  type ChatLine,
  type ErrorCode,
  type Handshake,
  type MatchInfo,
  type PresenceInfo,
  type VisibleLogEntry,
} from '../sdk';

type ConnStatus = 'connecting' | 'live' | 'reconnecting' | 'failed' | 'closed';

export interface TableCtx {
  numPlayers: number;
  turn: number;
  currentPlayer: string;
  playOrder: string[];
  phase: string | null;
  activePlayers: Record<string, string> | null;
  gameover?: unknown;
}

interface TableSnapshot {
  stateId: number;
  view: { G: any; ctx: TableCtx } | null;
  log: VisibleLogEntry[];
  /** The first state whose log entries `log` holds (1 = the whole log). */
  logFrom: number;
  chat: ChatLine[];
  match: MatchInfo | null;
  presence: PresenceInfo | null;
  /** Where the campaign went when this (campaign) match ended, pushed by the server. */
  campaign: CampaignAdvance | null;
  /** This seat may take back the move it just made (until someone acts). */
  canUndo: boolean;
  status: ConnStatus;
  /**
   * Why the connection failed or was closed: the server's code and message, or OFFLINE (reconnecting),
   * CLOSED (closed by the server) with a message for the console; the table words the code.
   */
  problem: { code: string; message: string } | null;
  attempts: number;
}

const EMPTY: TableSnapshot = {
  stateId: -1,
  view: null,
  log: [],
  logFrom: 1,
  chat: [],
  match: null,
  presence: null,
  campaign: null,
  canUndo: false,
  status: 'connecting',
  problem: null,
  attempts: 0,
};

export interface ServerNotice {
  id: number;
  code: ErrorCode | string;
  message: string;
}

let noticeId = 0;

export function useMatchConnection(
  auth: Handshake | null,
  onNotice: (n: ServerNotice) => void,
): { snap: TableSnapshot; conn: MatchConnection | null; reconnect: () => void } {
  const [snap, setSnap] = useState<TableSnapshot>(EMPTY);
  const [conn, setConn] = useState<MatchConnection | null>(null);
  const [generation, setGeneration] = useState(0);
  const notice = useRef(onNotice);
  notice.current = onNotice;
  const key = auth ? JSON.stringify(auth) : null;

  useEffect(() => {
    if (!key) {
      setConn(null);
      setSnap(EMPTY);
      return;
    }
    const c = new MatchConnection(window.location.origin, JSON.parse(key) as Handshake);
    let status: ConnStatus = 'connecting';
    let problem: TableSnapshot['problem'] = null;
    let attempts = 0;
    const publish = () =>
      setSnap({
        stateId: c.stateId,
        view: c.view as TableSnapshot['view'],
        log: c.log,
        logFrom: c.logFrom,
        chat: c.chat,
        match: c.match,
        presence: c.presence,
        campaign: c.campaign,
        canUndo: c.canUndo,
        status,
        problem,
        attempts,
      });
    const off = c.onChange(publish);
    const s = c.socket;
    s.on('connect', () => {
      status = 'live';
      problem = null;
      attempts = 0;
      publish();
    });
    s.on('disconnect', (reason) => {
      // The server closed us on purpose (revoked seat): Socket.IO does not retry by itself.
      status = reason === 'io server disconnect' ? 'closed' : 'reconnecting';
      if (status === 'reconnecting') problem = { code: 'OFFLINE', message: 'Lost connection to the server; reconnecting…' };
      else if (problem?.code !== 'UNAUTHORIZED') problem = { code: 'CLOSED', message: 'The server closed the connection.' };
      publish();
    });
    s.on('connect_error', (err: Error & { data?: { code?: string; message?: string } }) => {
      const data = err.data;
      if (!s.active) {
        status = 'failed';
        problem = { code: data?.code ?? 'ERROR', message: data?.message ?? err.message };
      } else {
        status = 'reconnecting';
        problem = { code: 'OFFLINE', message: 'Cannot reach the server; retrying…' };
      }
      publish();
    });
    s.io.on('reconnect_attempt', (n) => {
      attempts = n;
      publish();
    });
    s.on('qd:error', (e) => {
      if (e.code === 'UNAUTHORIZED') problem = { code: e.code, message: e.message };
      notice.current({ id: ++noticeId, code: e.code, message: e.message });
    });
    setConn(c);
    publish();
    return () => {
      off();
      c.close();
    };
  }, [key, generation]);

  return { snap, conn, reconnect: () => setGeneration((g) => g + 1) };
}
