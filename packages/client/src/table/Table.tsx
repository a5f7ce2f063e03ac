/**
 * The table: connection state, whose turn, the game's board, seats, log and (for seated players) chat.
 * Every refusal from the server is shown in plain words near the board.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MAX_CHAT_LENGTH, type CampaignInfo, type ChatLine, type Handshake, type MatchInfo, type VisibleLogEntry } from '../sdk';
import { errorMessage, useIdentity } from '../app/identity';
import { matchUrl } from '../app/games';
import { Link, navigate } from '../app/router';
import { Alert } from '../components/Alert';
import { CopyLink } from '../components/CopyLink';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { SeatList } from '../components/Seats';
import { clockTime } from '../components/time';
import { useBoardModule } from '../games';
import type { BoardModule, LogLine } from '../games/types';
import { describeActionError, useMatchConnection, type ConnStatus, type ServerNotice, type TableCtx } from './useMatchConnection';

const STATUS_TEXT: Record<ConnStatus, string> = {
  connecting: 'Connecting…',
  live: 'Connected',
  reconnecting: 'Reconnecting…',
  failed: 'Not connected',
  closed: 'Disconnected',
};

export function activeSeatsOf(ctx: TableCtx | undefined, match: MatchInfo): number[] {
  if (!ctx || match.status !== 'active' || ctx.gameover !== undefined) return [];
  return (ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer]).map(Number);
}

export function Table({
  auth,
  initial,
  onAuthFailed,
  onReclaim,
  onLeft,
  onWatchInstead,
}: {
  auth: Handshake;
  initial: MatchInfo;
  onAuthFailed: (code: string) => boolean;
  onReclaim: () => void;
  onLeft: () => void;
  onWatchInstead: () => void;
}) {
  const { rest } = useIdentity();
  const [notices, setNotices] = useState<ServerNotice[]>([]);
  const pushNotice = useCallback((n: ServerNotice) => setNotices((ns) => [...ns.slice(-2), n]), []);
  const { snap, conn, reconnect } = useMatchConnection(auth, pushNotice);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<{ code: string; message: string } | null>(null);
  const match = snap.match ?? initial;
  const seat = 'seat' in auth ? auth.seat : null;
  const { mod, error: boardError } = useBoardModule(match.game);
  const ctx = snap.view?.ctx;
  const G = snap.view?.G;
  const over = match.status === 'finished' || (ctx !== undefined && ctx.gameover !== undefined);
  const active = activeSeatsOf(ctx, match);
  const live = snap.status === 'live';
  const myTurn = seat !== null && live && !over && active.includes(seat);

  const seatName = useCallback(
    (s: number | string) => {
      const n = Number(s);
      const info = match.seats.find((x) => x.seat === n);
      const name = info?.name ?? `Seat ${n + 1}`;
      return n === seat ? `${name} (you)` : name;
    },
    [match.seats, seat],
  );

  // A failed handshake: a stale seat credential is renewed once by the page; other failures are shown.
  useEffect(() => {
    if (snap.status === 'failed' && snap.problem) onAuthFailed(snap.problem.code);
  }, [snap.status, snap.problem, onAuthFailed]);

  // Tab title: a dot when it is your move.
  useEffect(() => {
    document.title = `${myTurn ? '● Your move — ' : ''}${match.title} — Quarterdeck`;
  }, [myTurn, match.title]);

  const run = useCallback(
    async (kind: 'move' | 'event', name: string, args: unknown[]) => {
      if (!conn) return false;
      setBusy(true);
      setActionError(null);
      try {
        if (kind === 'move') await conn.move(name, ...args);
        else await conn.event(name, ...args);
        return true;
      } catch (e) {
        setActionError(describeActionError(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [conn],
  );
  const act = useCallback((name: string, ...args: unknown[]) => run('move', name, args), [run]);
  const event = useCallback((name: string, ...args: unknown[]) => run('event', name, args), [run]);

  const leave = async () => {
    if (seat === null) return;
    const during = match.status === 'active';
    if (!window.confirm(during ? 'Leave your seat? A bot will play it for the rest of the match.' : 'Leave your seat? It becomes free for someone else.')) return;
    try {
      await rest.leaveSeat(match.matchId, seat);
      onLeft();
    } catch (e) {
      setActionError({ code: 'ERROR', message: errorMessage(e) });
    }
  };

  const spectatorCount = snap.presence?.spectators ?? match.spectators;
  const failedProblem = snap.status === 'failed' || snap.status === 'closed' ? snap.problem : null;

  return (
    <div data-testid="table" data-role={seat === null ? 'spectator' : `seat-${seat}`} data-state-id={snap.stateId}>
      <div className="table-head">
        <h1>{match.title}</h1>
        <span className="badge">{seat === null ? 'Spectating' : `Seat ${seat + 1}`}</span>
        {match.campaignId && (
          <Link to={`/c/${match.campaignId}`} className="small">
            Campaign
          </Link>
        )}
        <span className={`conn ${live ? 'live' : snap.status === 'connecting' || snap.status === 'reconnecting' ? 'connecting' : 'offline'}`} data-testid="conn" data-status={snap.status}>
          <i aria-hidden />
          {STATUS_TEXT[snap.status]}
          {snap.status === 'reconnecting' && snap.attempts > 1 ? ` (attempt ${snap.attempts})` : ''}
        </span>
      </div>

      {snap.status === 'reconnecting' && (
        <Alert kind="warn">
          <strong>Connection lost.</strong> Reconnecting automatically; your seat and the game are safe on the server.
        </Alert>
      )}
      {failedProblem && (
        <ConnectionProblem problem={failedProblem} seat={seat} onRetry={reconnect} onReclaim={onReclaim} onWatchInstead={onWatchInstead} spectatorsAllowed={match.allowSpectators} />
      )}
      {notices
        .filter((n) => n.code !== 'UNAUTHORIZED')
        .map((n) => (
          <Alert key={n.id} kind="warn" onClose={() => setNotices((ns) => ns.filter((x) => x.id !== n.id))}>
            {n.message}
          </Alert>
        ))}

      <TurnBar match={match} ctx={ctx} G={G} seat={seat} mod={mod} active={active} myTurn={myTurn} over={over} seatName={seatName} hasView={!!snap.view || (snap.match !== null && snap.match.status === 'open')} />

      <div className="table-layout">
        <div className="board-frame">
          {actionError && (
            <Alert onClose={() => setActionError(null)}>
              <span data-testid="action-error">{actionError.message}</span>
            </Alert>
          )}
          {boardError && <Alert>{boardError}</Alert>}
          {snap.view && mod ? (
            <ErrorBoundary
              resetKey={snap.stateId}
              fallback={(e) => (
                <Alert>
                  The board could not be drawn ({e.message}). The game itself is safe on the server; the log and the seats still follow it.
                </Alert>
              )}
            >
              <mod.Board G={G} ctx={ctx!} seat={seat} match={match} myTurn={myTurn} busy={busy || !live} act={act} event={event} seatName={seatName} log={snap.log} />
            </ErrorBoundary>
          ) : snap.match?.status === 'open' ? (
            <p className="skeleton" data-testid="not-dealt">
              The cards are dealt when every seat is taken.
            </p>
          ) : (
            !failedProblem && <p className="skeleton">Laying out the table…</p>
          )}
          {over && match.campaignId && <CampaignNext campaignId={match.campaignId} matchId={match.matchId} advancedTo={snap.campaign?.nextMatchId} />}
        </div>

        <aside className="table-side">
          <section className="panel" aria-labelledby="seats-h">
            <div className="panel-head">
              <h2 id="seats-h">At the table</h2>
              <span className="muted small" data-testid="spectators">
                {match.allowSpectators ? `${spectatorCount} watching` : 'no spectators'}
              </span>
            </div>
            <SeatList match={{ ...match, activeSeats: active }} presence={snap.presence} mySeat={seat} seatNames={G && mod?.seatExtra ? (s) => safely(() => mod.seatExtra!(G, s)) : undefined} />
            {match.status === 'open' && (
              <div style={{ marginTop: '0.75rem' }}>
                <p className="small muted" style={{ marginBottom: '0.3rem' }}>
                  Invite the other players with this link:
                </p>
                <CopyLink url={matchUrl(match.matchId)} />
              </div>
            )}
            {seat !== null && !over && (
              <button type="button" className="btn link small" style={{ marginTop: '0.6rem' }} onClick={() => void leave()}>
                Leave my seat
              </button>
            )}
          </section>
          <Journal
            ready={snap.match !== null}
            seat={seat}
            log={snap.log}
            chat={snap.chat}
            G={G}
            mod={mod}
            seatName={seatName}
            say={conn ? (t) => conn.say(t) : null}
            live={live}
            earlier={snap.logFrom > 1 && conn ? () => conn.loadEarlierLog() : null}
          />
        </aside>
      </div>
    </div>
  );
}

function ConnectionProblem({
  problem,
  seat,
  onRetry,
  onReclaim,
  onWatchInstead,
  spectatorsAllowed,
}: {
  problem: { code: string; message: string };
  seat: number | null;
  onRetry: () => void;
  onReclaim: () => void;
  onWatchInstead: () => void;
  spectatorsAllowed: boolean;
}) {
  if (problem.code === 'UNAUTHORIZED' && seat !== null) {
    return (
      <Alert kind="warn">
        <strong>Your seat is open elsewhere.</strong> It was opened in another window or on another device, so this one was disconnected.{' '}
        <button type="button" className="btn small" onClick={onReclaim}>
          Play here instead
        </button>
      </Alert>
    );
  }
  if (problem.code === 'FORBIDDEN' && seat === null) {
    return <Alert kind="warn">This match does not allow spectators.</Alert>;
  }
  if (problem.code === 'NOT_FOUND') return <Alert kind="warn">This match no longer exists.</Alert>;
  return (
    <Alert>
      <strong>Not connected:</strong> {problem.message}{' '}
      <span className="btn-row" style={{ display: 'inline-flex', marginLeft: '0.4rem' }}>
        <button type="button" className="btn small" onClick={onRetry}>
          Try again
        </button>
        {seat === null || !spectatorsAllowed ? null : (
          <button type="button" className="btn small secondary" onClick={onWatchInstead}>
            Watch instead
          </button>
        )}
      </span>
    </Alert>
  );
}

function TurnBar({
  match,
  ctx,
  G,
  seat,
  mod,
  active,
  myTurn,
  over,
  seatName,
  hasView,
}: {
  match: MatchInfo;
  ctx: TableCtx | undefined;
  G: any;
  seat: number | null;
  mod: BoardModule | null;
  active: number[];
  myTurn: boolean;
  over: boolean;
  seatName: (s: number | string) => string;
  hasView: boolean;
}) {
  let cls = 'turnbar';
  let body: ReactNode;
  const prompt = G && ctx && mod?.prompt ? safely(() => mod.prompt!(G, seat, ctx)) : undefined;
  if (!hasView) body = <span>Connecting to the table…</span>;
  else if (over) {
    cls += ' over';
    body = <span data-testid="game-over">{resultText(match, ctx, seatName, seat)}</span>;
  } else if (match.status === 'open') {
    const n = match.freeSeats.length;
    body = (
      <span data-testid="waiting">
        Waiting for players: {n} free seat{n === 1 ? '' : 's'}. The game starts when every seat is taken.
      </span>
    );
  } else if (myTurn) {
    cls += ' mine';
    body = (
      <>
        <span className="badge turn">Your move</span>
        <span className="grow" data-testid="prompt">
          {prompt ?? 'It is your turn.'}
        </span>
      </>
    );
  } else {
    const who = active.map((s) => seatName(s)).join(', ');
    body = (
      <span className="grow" data-testid="waiting-for">
        {active.length ? (
          <>
            Waiting for <strong>{who}</strong>
            {prompt ? ` — ${prompt}` : ''}
          </>
        ) : (
          prompt ?? 'Waiting…'
        )}
      </span>
    );
  }
  return (
    <div className={cls} data-testid="turnbar" aria-live="polite">
      {body}
    </div>
  );
}

/** Game-specific helpers must never break the table around the board. */
function safely<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}

function resultText(match: MatchInfo, ctx: TableCtx | undefined, seatName: (s: number | string) => string, seat: number | null): string {
  const r = match.result;
  const over = ctx?.gameover as { winner?: string; winners?: string[]; draw?: boolean } | undefined;
  const winners = r?.winners ?? over?.winners ?? (over?.winner !== undefined ? [over.winner] : []);
  const pts = r?.points && Object.keys(r.points).length ? ` (${Object.entries(r.points).map(([s, p]) => `${seatName(s)} ${p}`).join(' · ')})` : '';
  if (!winners.length) return `Game over: a draw${pts}.`;
  if (seat !== null && winners.length === 1 && Number(winners[0]) === seat) return `Game over: you win!${pts}`;
  const names = winners.map((w) => (seat !== null && Number(w) === seat ? 'you' : seatName(w)));
  return `Game over: ${names.join(' and ')} ${winners.length > 1 ? 'win' : 'wins'}${pts}.`;
}

function defaultLogLines(log: VisibleLogEntry[], seatName: (s: number | string) => string): LogLine[] {
  return log
    .filter((e) => !e.automatic)
    .map((e, i) => ({
    key: `${e.stateId}-${i}`,
    seat: e.seat === null ? null : Number(e.seat),
    text: `${e.seat === null ? 'Table' : seatName(e.seat)}: ${e.name}${e.args === null ? ' (hidden)' : e.args.length ? ` ${e.args.map((a) => JSON.stringify(a)).join(', ')}` : ''}`,
  }));
}

function Journal({
  ready,
  seat,
  log,
  chat,
  G,
  mod,
  seatName,
  say,
  live,
  earlier,
}: {
  ready: boolean;
  seat: number | null;
  log: VisibleLogEntry[];
  chat: ChatLine[];
  G: any;
  mod: BoardModule | null;
  seatName: (s: number | string) => string;
  say: ((text: string) => Promise<ChatLine>) | null;
  live: boolean;
  /** Loads the page of the log before the oldest entry shown (null when the log is complete). */
  earlier: (() => Promise<boolean>) | null;
}) {
  const [tab, setTab] = useState<'log' | 'chat'>('log');
  // Messages already there when the table opened count as read.
  const [seen, setSeen] = useState<number | null>(null);
  useEffect(() => {
    if (ready && seen === null) setSeen(chat.length);
  }, [ready, seen, chat.length]);
  const lines = useMemo(() => {
    try {
      if (G !== undefined && mod?.logLines) return mod.logLines({ G, log, seatName });
    } catch (e) {
      console.error('game log failed', e);
    }
    return defaultLogLines(log, seatName);
  }, [G, log, mod, seatName]);
  const canChat = seat !== null;
  useEffect(() => {
    if (tab === 'chat') setSeen(chat.length);
  }, [tab, chat.length]);
  const unread = seen === null ? 0 : Math.max(0, chat.length - seen);
  return (
    <section className="panel" aria-label="Log and chat">
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'log'} onClick={() => setTab('log')}>
          Log
        </button>
        {canChat && (
          <button type="button" role="tab" aria-selected={tab === 'chat'} onClick={() => setTab('chat')} data-testid="chat-tab">
            Table chat
            {unread > 0 && <span className="count">{unread}</span>}
          </button>
        )}
      </div>
      {tab === 'log' || !canChat ? <LogList lines={lines} earlier={earlier} /> : <Chat chat={chat} say={say} live={live} seatName={seatName} />}
      {!canChat && <p className="muted small" style={{ margin: '0.5rem 0 0' }}>Table chat is for the seated players.</p>}
    </section>
  );
}

function useStickToBottom<T extends HTMLElement>(dep: unknown) {
  const ref = useRef<T>(null);
  const stuck = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && stuck.current) el.scrollTop = el.scrollHeight;
  }, [dep]);
  const onScroll = () => {
    const el = ref.current;
    if (el) stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  };
  return { ref, onScroll };
}

function LogList({ lines, earlier }: { lines: LogLine[]; earlier: (() => Promise<boolean>) | null }) {
  const { ref, onScroll } = useStickToBottom<HTMLOListElement>(lines.length);
  const [loading, setLoading] = useState(false);
  if (!lines.length) return <p className="empty">Nothing has happened yet.</p>;
  return (
    <ol className="log" ref={ref} onScroll={onScroll} data-testid="log">
      {earlier && (
        <li className="earlier">
          <button
            type="button"
            className="btn link small"
            disabled={loading}
            data-testid="log-earlier"
            onClick={() => {
              setLoading(true);
              earlier()
                .catch(() => false)
                .finally(() => setLoading(false));
            }}
          >
            {loading ? 'Loading…' : 'Show earlier entries'}
          </button>
        </li>
      )}
      {lines.map((l) => (
        <li key={l.key} className={l.kind ?? ''}>
          {l.node ?? l.text}
        </li>
      ))}
    </ol>
  );
}

function Chat({ chat, say, live, seatName }: { chat: ChatLine[]; say: ((t: string) => Promise<ChatLine>) | null; live: boolean; seatName: (s: number | string) => string }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { ref, onScroll } = useStickToBottom<HTMLUListElement>(chat.length);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (!t || !say) return;
    setSending(true);
    setError(null);
    try {
      await say(t);
      setText('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <div data-testid="chat">
      {chat.length === 0 ? (
        <p className="empty">No messages yet. Say hello to the table.</p>
      ) : (
        <ul className="chat-lines" ref={ref} onScroll={onScroll}>
          {chat.map((c) => (
            <li key={c.id}>
              <span className="who">{c.seat !== null ? seatName(c.seat) : c.name}</span>
              <time dateTime={c.at}>{clockTime(c.at)}</time>
              <div>{c.text}</div>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="alert error small">{error}</p>}
      <form className="chat-form" onSubmit={(e) => void send(e)}>
        <input type="text" aria-label="Message to the table" placeholder="Message the table" maxLength={MAX_CHAT_LENGTH} value={text} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn" disabled={!live || sending || !text.trim()}>
          Send
        </button>
      </form>
    </div>
  );
}

/** Standings after a campaign game, and the way to the next one (the server pushes it when the game ends; polled as a fallback). */
function CampaignNext({ campaignId, matchId, advancedTo }: { campaignId: string; matchId: string; advancedTo: string | null | undefined }) {
  const { rest } = useIdentity();
  const [c, setC] = useState<CampaignInfo | null>(null);
  useEffect(() => {
    let live = true;
    let t: number | undefined;
    const load = async () => {
      try {
        const info = await rest.campaign(campaignId);
        if (!live) return;
        setC(info);
        if (info.status === 'active' && (!info.currentMatchId || info.currentMatchId === matchId)) t = window.setTimeout(load, 3000);
      } catch {
        if (live) t = window.setTimeout(load, 5000);
      }
    };
    void load();
    return () => {
      live = false;
      window.clearTimeout(t);
    };
  }, [rest, campaignId, matchId, advancedTo]);
  if (!c) return null;
  const next = c.currentMatchId && c.currentMatchId !== matchId ? c.currentMatchId : null;
  return (
    <section className="panel" style={{ marginTop: '1rem' }} data-testid="campaign-next">
      <div className="panel-head">
        <h2>{c.name}</h2>
        <span className={`badge ${c.status === 'finished' ? 'finished' : 'active'}`}>{c.status === 'finished' ? 'campaign over' : 'campaign'}</span>
      </div>
      <CampaignStandings c={c} />
      <div className="btn-row" style={{ marginTop: '0.75rem' }}>
        {next && (
          <button type="button" className="btn brass" onClick={() => navigate(`/m/${next}`)}>
            Next game of the campaign
          </button>
        )}
        <Link to={`/c/${c.campaignId}`} className="btn secondary">
          Campaign page
        </Link>
      </div>
    </section>
  );
}

export function CampaignStandings({ c }: { c: CampaignInfo }) {
  const max = Math.max(1, ...c.totals);
  const order = c.roster.map((r, i) => ({ r, total: c.totals[i] ?? 0 })).sort((a, b) => b.total - a.total);
  return (
    <table className="standings" data-testid="standings">
      <thead>
        <tr>
          <th>Captain</th>
          <th className="num">Points</th>
          <th style={{ width: '35%' }}>
            <span className="visually-hidden">Share</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {order.map(({ r, total }) => (
          <tr key={r.index} className={c.leader === r.index ? 'leader' : ''}>
            <td>
              {r.name ?? `Seat ${r.index + 1}`} {r.bot && <span className="badge bot">bot</span>} {c.winners.includes(r.index) && <span className="badge turn">winner</span>}
            </td>
            <td className="num">{total}</td>
            <td>
              <div className="bar">
                <i style={{ width: `${(100 * total) / max}%` }} />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
