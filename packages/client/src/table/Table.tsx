/**
 * The table: connection state, whose turn, the game's board, seats, log and (for seated players) chat.
 * Every refusal from the server is shown in plain words near the board, in the reader's language.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { MAX_CHAT_LENGTH, type CampaignInfo, type ChatLine, type Handshake, type MatchInfo, type VisibleLogEntry } from '../sdk';
import { useIdentity } from '../app/identity';
import { matchUrl, TURNS_CHANGED, useGames } from '../app/games';
import { Link, navigate } from '../app/router';
import { saveSeat } from '../app/storage';
import { Alert } from '../components/Alert';
import { CopyLink } from '../components/CopyLink';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { seatLabel, seatName as seatNameOf, SeatList } from '../components/Seats';
import { useBoardModule } from '../games';
import type { BoardModule, LogLine } from '../games/types';
import { ErrorText } from '../i18n/errors';
import { useFormat } from '../i18n/format';
import { campaignName, gameTitle, useGameT, type GameT } from '../i18n/games';
import { wordEvent } from '../i18n/log';
import { focusLost, focusTarget, handTarget } from './focus';
import { useMotion } from './motion';
import { CitationProvider, useCitationLinks, withSectionLinks } from './citations';
import { CardsPanel, RulesPanel } from './rules';
import { useChatSend } from './useChatSend';
import { useMatchConnection, type ServerNotice, type TableCtx } from './useMatchConnection';

function activeSeatsOf(ctx: TableCtx | undefined, match: MatchInfo): number[] {
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
  const { t } = useTranslation();
  const { rest } = useIdentity();
  const [notices, setNotices] = useState<ServerNotice[]>([]);
  const pushNotice = useCallback((n: ServerNotice) => setNotices((ns) => [...ns.slice(-2), n]), []);
  const { snap, conn, reconnect } = useMatchConnection(auth, pushNotice);
  const [busy, setBusy] = useState(false);
  const [motion, setMotion] = useMotion();
  // The rules panel, opened at a section by a "§" link in the log.
  const [rulesAt, setRulesAt] = useState<{ section: string | null; n: number } | null>(null);
  const openRules = useCallback((section: string | null) => setRulesAt((r) => ({ section, n: (r?.n ?? 0) + 1 })), []);
  const [actionError, setActionError] = useState<{ error: unknown; context: 'action' | 'leaveSeat' } | null>(null);
  const match = snap.match ?? initial;
  const seat = 'seat' in auth ? auth.seat : null;
  const { mod, error: boardError } = useBoardModule(match.game);
  const gt = useGameT(match.game);
  // Citations of the rulebook in the log and in refusals open the Rules panel at their section.
  const cite = useCallback((text: string) => withSectionLinks(text, openRules, mod?.citation), [openRules, mod]);
  const ctx = snap.view?.ctx;
  const G = snap.view?.G;
  const over = match.status === 'finished' || (ctx !== undefined && ctx.gameover !== undefined);
  const active = activeSeatsOf(ctx, match);
  const live = snap.status === 'live';
  const myTurn = seat !== null && live && !over && active.includes(seat);
  const title = gameTitle(match.game, match.title);

  const seatName = useCallback(
    (s: number | string) => {
      const n = Number(s);
      const info = match.seats.find((x) => x.seat === n);
      const name = info ? seatNameOf(info, t) : seatLabel(n, t);
      return n === seat ? t('table.you', { name }) : name;
    },
    [match.seats, seat, t],
  );

  // A failed handshake: a stale seat credential is renewed once by the page; other failures are shown.
  useEffect(() => {
    if (snap.status === 'failed' && snap.problem) onAuthFailed(snap.problem.code);
  }, [snap.status, snap.problem, onAuthFailed]);

  // The header's "your move" count follows this table at once (its own poll is slow).
  useEffect(() => {
    if (seat !== null && live) window.dispatchEvent(new Event(TURNS_CHANGED));
  }, [seat, live, myTurn, over]);

  // Tab title: a dot when it is your move.
  useEffect(() => {
    document.title = t('site.pageTitle', { page: myTurn ? t('table.docTitleYourMove', { game: title }) : title });
  }, [myTurn, title, t]);

  // Keyboard focus: a play from inside the board gets focus back where play continues (focus.ts).
  const boardRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<{ el: Element | null } | null>(null);
  useEffect(() => {
    const board = boardRef.current;
    const from = focusFrom.current;
    if (!board || !from || busy) return;
    // After the new state is drawn (a later state arriving first cancels this frame and schedules another).
    const frame = window.requestAnimationFrame(() => {
      focusFrom.current = null;
      if (focusLost(board) || !from.el?.isConnected || (from.el as HTMLButtonElement).disabled) {
        const target = focusTarget(board, from.el);
        target.focus();
        // Nothing of the hand could take focus (another seat's turn): when the turn comes back, the hand will.
        parked.current = handTarget(board) === target ? null : target;
      }
    });
    return () => window.cancelAnimationFrame(frame);
  }, [busy, snap.stateId]);
  const parked = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const board = boardRef.current;
    const p = parked.current;
    if (!board || !p || !myTurn) return;
    const frame = window.requestAnimationFrame(() => {
      parked.current = null;
      if (document.activeElement !== p && !focusLost(board)) return; // the player moved on by themselves
      focusTarget(board, null).focus();
    });
    return () => window.cancelAnimationFrame(frame);
  }, [myTurn, snap.stateId]);

  const run = useCallback(
    async (kind: 'move' | 'event', name: string, args: unknown[]) => {
      if (!conn) return false;
      const a = document.activeElement;
      if (boardRef.current && a && boardRef.current.contains(a)) focusFrom.current = { el: a };
      setBusy(true);
      setActionError(null);
      try {
        if (kind === 'move') await conn.move(name, ...args);
        else await conn.event(name, ...args);
        return true;
      } catch (e) {
        setActionError({ error: e, context: 'action' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [conn],
  );
  const act = useCallback((name: string, ...args: unknown[]) => run('move', name, args), [run]);
  const undo = async () => {
    if (!conn) return;
    setBusy(true);
    setActionError(null);
    try {
      await conn.undo();
    } catch (e) {
      setActionError({ error: e, context: 'action' });
    } finally {
      setBusy(false);
    }
  };
  const event = useCallback((name: string, ...args: unknown[]) => run('event', name, args), [run]);

  const leave = async () => {
    if (seat === null) return;
    const during = match.status === 'active';
    if (!window.confirm(during ? t('table.leaveConfirmActive') : t('table.leaveConfirmOpen'))) return;
    try {
      await rest.leaveSeat(match.matchId, seat);
      onLeft();
    } catch (e) {
      setActionError({ error: e, context: 'leaveSeat' });
    }
  };

  const spectatorCount = snap.presence?.spectators ?? match.spectators;
  const failedProblem = snap.status === 'failed' || snap.status === 'closed' ? snap.problem : null;

  return (
    <CitationProvider value={cite}>
      <div data-testid="table" data-role={seat === null ? 'spectator' : `seat-${seat}`} data-state-id={snap.stateId}>
        {seat !== null && snap.view && (
          <a
            href="#board"
            className="skip-link"
            data-testid="skip-to-hand"
            onClick={(e) => {
              e.preventDefault();
              const board = boardRef.current;
              if (board) (handTarget(board) ?? focusTarget(board, null)).focus();
            }}
          >
            {t('table.skipToHand')}
          </a>
        )}
        <div className="table-head">
          <h1>{title}</h1>
          <span className="badge">{seat === null ? t('table.spectating') : seatLabel(seat, t)}</span>
          <button type="button" className="btn link small motion-toggle" aria-pressed={motion} onClick={() => setMotion(!motion)} data-testid="motion-toggle">
            {t('table.motion')}
          </button>
          {match.campaignId && (
            <Link to={`/c/${match.campaignId}`} className="small">
              {t('table.campaign')}
            </Link>
          )}
          <span
            className={`conn ${live ? 'live' : snap.status === 'connecting' || snap.status === 'reconnecting' ? 'connecting' : 'offline'}`}
            data-testid="conn"
            data-status={snap.status}
          >
            <i aria-hidden />
            {t(`table.conn.${snap.status}`)}
            {snap.status === 'reconnecting' && snap.attempts > 1 ? ` ${t('table.conn.attempt', { n: snap.attempts })}` : ''}
          </span>
        </div>

        {snap.status === 'reconnecting' && (
          <Alert kind="warn">
            <strong>{t('table.lost')}</strong> {t('table.lostText')}
          </Alert>
        )}
        {failedProblem && (
          <ConnectionProblem
            problem={failedProblem}
            seat={seat}
            onRetry={reconnect}
            onReclaim={onReclaim}
            onWatchInstead={onWatchInstead}
            spectatorsAllowed={match.allowSpectators}
          />
        )}
        {notices
          .filter((n) => n.code !== 'UNAUTHORIZED')
          .map((n) => (
            <Alert key={n.id} kind="warn" onClose={() => setNotices((ns) => ns.filter((x) => x.id !== n.id))}>
              <ErrorText error={n} />
            </Alert>
          ))}

        <TurnBar
          match={match}
          ctx={ctx}
          G={G}
          seat={seat}
          mod={mod}
          gt={gt}
          active={active}
          myTurn={myTurn}
          over={over}
          seatName={seatName}
          hasView={!!snap.view || (snap.match !== null && snap.match.status === 'open')}
          undo={seat !== null && !over && snap.canUndo ? { busy: busy || !live, run: () => void undo() } : null}
        />

        <div className="table-layout">
          <div className="board-frame" id="board" ref={boardRef} tabIndex={-1}>
            {over && match.campaignId && <CampaignNext campaignId={match.campaignId} matchId={match.matchId} advancedTo={snap.campaign?.nextMatchId} />}
            {over && !match.campaignId && <GameOver match={match} ctx={ctx} seat={seat} seatName={seatName} />}
            {actionError && (
              <Alert onClose={() => setActionError(null)}>
                <span data-testid="action-error">
                  <ErrorText error={actionError.error} context={actionError.context} game={match.game} />
                </span>
              </Alert>
            )}
            {boardError != null && (
              <Alert>
                {t('table.boardLoadFailed')}{' '}
                <span lang="en" className="server-detail">
                  {boardError instanceof Error ? boardError.message : String(boardError)}
                </span>
              </Alert>
            )}
            {snap.view && mod ? (
              <ErrorBoundary
                resetKey={snap.stateId}
                fallback={(e) => (
                  <Alert>
                    {t('table.boardFailed')}{' '}
                    <span lang="en" className="server-detail">
                      {e.message}
                    </span>
                  </Alert>
                )}
              >
                <mod.Board
                  G={G}
                  ctx={ctx!}
                  seat={seat}
                  match={match}
                  myTurn={myTurn}
                  busy={busy || !live}
                  act={act}
                  event={event}
                  seatName={seatName}
                  log={snap.log}
                  chat={seat !== null ? snap.chat : undefined}
                  say={conn && seat !== null ? (text, to) => conn.say(text, to) : undefined}
                />
              </ErrorBoundary>
            ) : snap.match?.status === 'open' ? (
              <p className="skeleton" data-testid="not-dealt">
                {t('table.notDealt')}
              </p>
            ) : (
              !failedProblem && <p className="skeleton">{t('table.laying')}</p>
            )}
          </div>

          <aside className="table-side">
            <section className="panel" aria-labelledby="seats-h">
              <div className="panel-head">
                <h2 id="seats-h">{t('table.atTable')}</h2>
                <span className="muted small" data-testid="spectators">
                  {match.allowSpectators ? t('status.watching', { count: spectatorCount }) : t('status.noSpectators')}
                </span>
              </div>
              <SeatList
                match={{ ...match, activeSeats: active }}
                presence={snap.presence}
                mySeat={seat}
                seatNames={G && mod?.seatExtra ? (s) => safely(() => mod.seatExtra!(G, s, gt)) : undefined}
              />
              {match.status === 'open' && (
                <div style={{ marginTop: '0.75rem' }}>
                  <p className="small muted" style={{ marginBottom: '0.3rem' }}>
                    {t('table.invite')}
                  </p>
                  <CopyLink url={matchUrl(match.matchId)} />
                </div>
              )}
              {seat !== null && !over && (
                <button type="button" className="btn link small" style={{ marginTop: '0.6rem' }} onClick={() => void leave()}>
                  {t('table.leave')}
                </button>
              )}
            </section>
            <RulesPanel
              slug={match.game}
              at={rulesAt}
              onToggle={(open) => setRulesAt(open ? { section: null, n: (rulesAt?.n ?? 0) + 1 } : null)}
              Legend={mod?.legend}
            />
            {mod?.cards && <CardsPanel Cards={mod.cards} />}
            <Journal
              ready={snap.match !== null}
              seat={seat}
              log={snap.log}
              chat={snap.chat}
              G={G}
              mod={mod}
              slug={match.game}
              gt={gt}
              seatName={seatName}
              say={conn ? (text, to) => conn.say(text, to ?? undefined) : null}
              others={match.seats.filter((x) => x.seat !== seat && x.taken && !x.bot).map((x) => x.seat)}
              live={live}
              earlier={snap.logFrom > 1 && conn ? () => conn.loadEarlierLog() : null}
            />
          </aside>
        </div>
      </div>
    </CitationProvider>
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
  const { t } = useTranslation();
  if (problem.code === 'UNAUTHORIZED' && seat !== null) {
    return (
      <Alert kind="warn">
        <strong>{t('table.problem.elsewhere')}</strong> {t('table.problem.elsewhereText')}{' '}
        <button type="button" className="btn small" onClick={onReclaim}>
          {t('table.problem.playHere')}
        </button>
      </Alert>
    );
  }
  if (problem.code === 'FORBIDDEN' && seat === null) {
    return <Alert kind="warn">{t('room.noSpectators')}</Alert>;
  }
  if (problem.code === 'NOT_FOUND') return <Alert kind="warn">{t('table.problem.gone')}</Alert>;
  return (
    <Alert>
      <strong>{t('table.problem.notConnected')}</strong>{' '}
      {problem.code === 'CLOSED' ? t('table.problem.closed') : <ErrorText error={problem} context="connect" />}{' '}
      <span className="btn-row" style={{ display: 'inline-flex', marginLeft: '0.4rem' }}>
        <button type="button" className="btn small" onClick={onRetry}>
          {t('table.problem.retry')}
        </button>
        {seat === null || !spectatorsAllowed ? null : (
          <button type="button" className="btn small secondary" onClick={onWatchInstead}>
            {t('table.problem.watchInstead')}
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
  gt,
  active,
  myTurn,
  over,
  seatName,
  hasView,
  undo,
}: {
  match: MatchInfo;
  ctx: TableCtx | undefined;
  G: any;
  seat: number | null;
  mod: BoardModule | null;
  gt: GameT;
  active: number[];
  myTurn: boolean;
  over: boolean;
  seatName: (s: number | string) => string;
  hasView: boolean;
  /** This seat may take its last move back (the server says so after each of its undoable moves). */
  undo: { busy: boolean; run: () => void } | null;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  let cls = 'turnbar';
  let body: ReactNode;
  const prompt = G && ctx && mod?.prompt ? safely(() => mod.prompt!(G, seat, ctx, gt)) : undefined;
  if (!hasView) body = <span>{t('table.connecting')}</span>;
  else if (over) {
    cls += ' over';
    body = <span data-testid="game-over">{resultText(t, f.list, match, ctx, seatName, seat)}</span>;
  } else if (match.status === 'open') {
    body = <span data-testid="waiting">{t('table.waitingPlayers', { count: match.freeSeats.length })}</span>;
  } else if (myTurn) {
    cls += ' mine';
    body = (
      <>
        <span className="badge turn">{t('status.yourMoveTitle')}</span>
        <span className="grow" data-testid="prompt">
          {prompt ?? t('table.yourTurn')}
        </span>
      </>
    );
  } else {
    const who = f.list(active.map((s) => seatName(s)));
    body = (
      <span className="grow" data-testid="waiting-for">
        {active.length ? (
          <>
            <Trans i18nKey="table.waitingFor" values={{ who }} components={{ strong: <strong /> }} />
            {prompt ? ` — ${prompt}` : ''}
          </>
        ) : (
          (prompt ?? t('table.waiting'))
        )}
      </span>
    );
  }
  return (
    <div className={cls} data-testid="turnbar">
      <div className="turnbar-text" aria-live="polite">
        {body}
      </div>
      {undo && (
        <button type="button" className="btn small secondary" disabled={undo.busy} onClick={undo.run} data-testid="undo" title={t('table.undoTitle')}>
          {t('table.undo')}
        </button>
      )}
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

function resultText(
  t: TFunction,
  list: (items: string[]) => string,
  match: MatchInfo,
  ctx: TableCtx | undefined,
  seatName: (s: number | string) => string,
  seat: number | null,
): string {
  const r = match.result;
  const over = ctx?.gameover as { winner?: string; winners?: string[]; draw?: boolean } | undefined;
  const winners = r?.winners ?? over?.winners ?? (over?.winner !== undefined ? [over.winner] : []);
  const points =
    r?.points && Object.keys(r.points).length
      ? ` (${Object.entries(r.points)
          .map(([s, p]) => t('table.over.score', { name: seatName(s), points: p }))
          .join(' · ')})`
      : '';
  if (!winners.length) return t('table.over.draw', { points });
  if (seat !== null && winners.length === 1 && Number(winners[0]) === seat) return t('table.over.youWin', { points });
  const names = winners.map((w) => (seat !== null && Number(w) === seat ? t('table.over.you') : seatName(w)));
  return t('table.over.win', { count: winners.length, names: list(names), points });
}

/** The log as the table shows it without the game's own wording: the game's log events where its catalogue words them, else each move by name. */
function defaultLogLines(log: VisibleLogEntry[], seatName: (s: number | string) => string, t: TFunction, slug: string, gt: GameT): LogLine[] {
  const lines: LogLine[] = [];
  log.forEach((e, i) => {
    const events = (e.events ?? []).map((ev) => wordEvent(slug, gt, ev, seatName));
    if (events.length && events.every((w) => w !== null)) {
      events.forEach((text, j) => lines.push({ key: `${e.stateId}-${i}-${j}`, seat: e.seat === null ? null : Number(e.seat), text: text! }));
      return;
    }
    if (e.automatic) return;
    const who = e.seat === null ? t('table.log.table') : seatName(e.seat);
    if (e.kind === 'undo') {
      lines.push({ key: `${e.stateId}-${i}`, seat: e.seat === null ? null : Number(e.seat), text: t('table.log.undo', { who }), kind: 'sys' });
      return;
    }
    const args = e.args === null ? t('table.log.hidden') : e.args.map((a) => JSON.stringify(a)).join(', ');
    lines.push({ key: `${e.stateId}-${i}`, seat: e.seat === null ? null : Number(e.seat), text: t('table.log.move', { who, move: e.name, args }).trim() });
  });
  return lines;
}

function Journal({
  ready,
  seat,
  log,
  chat,
  G,
  mod,
  slug,
  gt,
  seatName,
  say,
  others,
  live,
  earlier,
}: {
  ready: boolean;
  seat: number | null;
  log: VisibleLogEntry[];
  chat: ChatLine[];
  G: any;
  mod: BoardModule | null;
  slug: string;
  gt: GameT;
  seatName: (s: number | string) => string;
  say: ((text: string, to: number | null) => Promise<ChatLine>) | null;
  /** The seats a private line may go to (the other seated people). */
  others: number[];
  live: boolean;
  /** Loads the page of the log before the oldest entry shown (null when the log is complete). */
  earlier: (() => Promise<boolean>) | null;
}) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<'log' | 'chat'>('log');
  // Messages already there when the table opened count as read.
  const [seen, setSeen] = useState<number | null>(null);
  useEffect(() => {
    if (ready && seen === null) setSeen(chat.length);
  }, [ready, seen, chat.length]);
  const lng = i18n.language;
  const lines = useMemo(() => {
    try {
      if (G !== undefined && mod?.logLines) return mod.logLines({ G, log, seatName, t: gt, lng });
    } catch (e) {
      console.error('game log failed', e);
    }
    return defaultLogLines(log, seatName, t, slug, gt);
  }, [G, log, mod, seatName, t, slug, gt, lng]);
  const canChat = seat !== null;
  useEffect(() => {
    if (tab === 'chat') setSeen(chat.length);
  }, [tab, chat.length]);
  const unread = seen === null ? 0 : Math.max(0, chat.length - seen);
  return (
    <section className="panel" aria-label={t('table.journal')}>
      <div className="tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'log'} onClick={() => setTab('log')}>
          {t('table.logTab')}
        </button>
        {canChat && (
          <button type="button" role="tab" aria-selected={tab === 'chat'} onClick={() => setTab('chat')} data-testid="chat-tab">
            {t('table.chatTab')}
            {unread > 0 && <span className="count">{unread}</span>}
          </button>
        )}
      </div>
      {tab === 'log' || !canChat ? (
        <LogList lines={lines} earlier={earlier} />
      ) : (
        <Chat chat={chat} say={say} live={live} seatName={seatName} seat={seat} others={others} />
      )}
      {!canChat && (
        <p className="muted small" style={{ margin: '0.5rem 0 0' }}>
          {t('table.chatForSeated')}
        </p>
      )}
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
  const { t } = useTranslation();
  const cite = useCitationLinks();
  const { ref, onScroll } = useStickToBottom<HTMLDivElement>(lines.length);
  const [loading, setLoading] = useState(false);
  // role="log": screen readers announce the lines added (the other players' moves) without moving focus.
  // The region is always there, so the first line is announced too; it scrolls, so it takes keyboard focus.
  return (
    <div
      className="log"
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={t('table.logTab')}
      tabIndex={0}
      ref={ref}
      onScroll={onScroll}
      data-testid="log-region"
    >
      {!lines.length ? (
        <p className="empty">{t('table.logEmpty')}</p>
      ) : (
        <ol className="log-lines" data-testid="log">
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
                {loading ? t('common.loading') : t('table.logEarlier')}
              </button>
            </li>
          )}
          {lines.map((l) => (
            <li key={l.key} className={l.kind ?? ''}>
              {l.node ?? cite(l.text)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Chat({
  chat,
  say,
  live,
  seatName,
  seat,
  others,
}: {
  chat: ChatLine[];
  say: ((t: string, to: number | null) => Promise<ChatLine>) | null;
  live: boolean;
  seatName: (s: number | string) => string;
  seat: number | null;
  others: number[];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { text, setText, error, sending, send } = useChatSend(say);
  // The recipient: the whole table (null) or one seat, privately.
  const [to, setTo] = useState<number | null>(null);
  const recipient = to !== null && others.includes(to) ? to : null;
  const { ref, onScroll } = useStickToBottom<HTMLUListElement>(chat.length);
  return (
    <div data-testid="chat">
      {chat.length === 0 ? (
        <p className="empty">{t('table.chatEmpty')}</p>
      ) : (
        <ul className="chat-lines" ref={ref} onScroll={onScroll} tabIndex={0} aria-label={t('table.chatTab')}>
          {chat.map((c) => (
            <li key={c.id} className={c.to !== null ? 'private' : undefined} data-private={c.to !== null ? (c.to === seat ? 'to-me' : 'from-me') : undefined}>
              <span className="who">{c.seat !== null ? seatName(c.seat) : c.name}</span>
              <time dateTime={c.at}>{f.clock(c.at)}</time>
              {c.to !== null && (
                <span className="badge private">{c.to === seat ? t('table.chatPrivateToYou') : t('table.chatPrivateTo', { name: seatName(c.to) })}</span>
              )}
              <div>{c.text}</div>
            </li>
          ))}
        </ul>
      )}
      {error != null && (
        <p className="alert error small">
          <ErrorText error={error} context="chat" />
        </p>
      )}
      <form className="chat-form" onSubmit={(e) => void send(e, recipient)}>
        {others.length > 0 && (
          <select
            aria-label={t('table.chatTo')}
            value={recipient ?? ''}
            onChange={(e) => setTo(e.target.value === '' ? null : Number(e.target.value))}
            data-testid="chat-to"
          >
            <option value="">{t('table.chatEveryone')}</option>
            {others.map((s) => (
              <option key={s} value={s}>
                {t('table.chatOnly', { name: seatName(s) })}
              </option>
            ))}
          </select>
        )}
        <input
          type="text"
          aria-label={recipient === null ? t('table.chatLabel') : t('table.chatLabelTo', { name: seatName(recipient) })}
          placeholder={recipient === null ? t('table.chatPlaceholder') : t('table.chatPlaceholderTo', { name: seatName(recipient) })}
          maxLength={MAX_CHAT_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn" disabled={!live || sending || !text.trim()}>
          {t('table.send')}
        </button>
      </form>
    </div>
  );
}

/**
 * Game over: every side's final score (bots and the automaton's seats too), the winners, and the ways on: a
 * rematch (same game, options and seating; one click asks, and everyone at this table is offered to join it) and
 * a new game of the same kind from the lobby.
 */
function GameOver({
  match,
  ctx,
  seat,
  seatName,
}: {
  match: MatchInfo;
  ctx: TableCtx | undefined;
  seat: number | null;
  seatName: (s: number | string) => string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { rest, identity } = useIdentity();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const over = ctx?.gameover as { winner?: string; winners?: string[]; points?: Record<string, number> } | undefined;
  const winners = (match.result?.winners ?? over?.winners ?? (over?.winner !== undefined ? [over.winner] : [])).map(Number);
  const points = match.result?.points ?? over?.points ?? {};
  const hasPoints = Object.keys(points).length > 0;
  const rows = match.seats
    .map((s) => ({ seat: s.seat, points: points[String(s.seat)] }))
    .sort((a, b) => (b.points ?? 0) - (a.points ?? 0) || Number(winners.includes(b.seat)) - Number(winners.includes(a.seat)) || a.seat - b.seat);
  const rematch = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await rest.rematch(match.matchId);
      if (r.grant) saveSeat(r.match.matchId, { seat: r.grant.seat, credential: r.grant.credential });
      navigate(`/m/${r.match.matchId}`);
    } catch (e) {
      setError(e ?? new Error('unknown'));
      setBusy(false);
    }
  };
  return (
    <section className="panel game-over" aria-labelledby="over-h" data-testid="final-scores">
      <div className="panel-head">
        <h2 id="over-h">{t('table.final.title')}</h2>
      </div>
      <table className="standings">
        <thead>
          <tr>
            <th>{t('table.final.side')}</th>
            {hasPoints && <th className="num">{t('table.final.points')}</th>}
            <th>
              <span className="visually-hidden">{t('table.final.result')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seat} className={winners.includes(r.seat) ? 'leader' : ''} data-seat={r.seat}>
              <td title={seatName(r.seat)}>{seatName(r.seat)}</td>
              {hasPoints && <td className="num">{r.points === undefined ? '—' : f.number(r.points)}</td>}
              <td>{winners.includes(r.seat) && <span className="badge turn">{t('campaign.winner')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {error != null && (
        <Alert onClose={() => setError(null)}>
          <ErrorText error={error} />
        </Alert>
      )}
      <div className="btn-row" style={{ marginTop: '0.75rem' }}>
        {seat !== null && identity && (
          <button type="button" className="btn brass" disabled={busy} onClick={() => void rematch()} data-testid="rematch">
            {match.rematchId ? t('table.final.joinRematch') : t('table.final.rematch')}
          </button>
        )}
        <Link to={`/?game=${encodeURIComponent(match.game)}`} className="btn secondary" data-testid="new-game">
          {t('table.final.newGame')}
        </Link>
      </div>
      {match.rematchId && seat !== null && (
        <p className="small" role="status" data-testid="rematch-offer">
          {t('table.final.rematchAsked')}
        </p>
      )}
    </section>
  );
}

/** Standings after a campaign game, and the way to the next one (the server pushes it when the game ends; polled as a fallback). */
function CampaignNext({ campaignId, matchId, advancedTo }: { campaignId: string; matchId: string; advancedTo: string | null | undefined }) {
  const { t } = useTranslation();
  const { rest } = useIdentity();
  const { byslug } = useGames();
  const [c, setC] = useState<CampaignInfo | null>(null);
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    const load = async () => {
      try {
        const info = await rest.campaign(campaignId);
        if (!live) return;
        setC(info);
        if (info.status === 'active' && (!info.currentMatchId || info.currentMatchId === matchId)) timer = window.setTimeout(load, 3000);
      } catch {
        if (live) timer = window.setTimeout(load, 5000);
      }
    };
    void load();
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [rest, campaignId, matchId, advancedTo]);
  if (!c) return null;
  const next = c.currentMatchId && c.currentMatchId !== matchId ? c.currentMatchId : null;
  return (
    <section className="panel" style={{ marginBottom: '1rem' }} data-testid="campaign-next">
      <div className="panel-head">
        <h2>{campaignName(c.game, c.name, byslug(c.game)?.title)}</h2>
        <span className={`badge ${c.status === 'finished' ? 'finished' : 'active'}`}>{c.status === 'finished' ? t('campaign.over') : t('campaign.badge')}</span>
      </div>
      <CampaignStandings c={c} />
      <div className="btn-row" style={{ marginTop: '0.75rem' }}>
        {next && (
          <button type="button" className="btn brass" onClick={() => navigate(`/m/${next}`)}>
            {t('campaign.nextGame')}
          </button>
        )}
        <Link to={`/c/${c.campaignId}`} className="btn secondary">
          {t('created.campaignPage')}
        </Link>
      </div>
    </section>
  );
}

export function CampaignStandings({ c }: { c: CampaignInfo }) {
  const { t } = useTranslation();
  const f = useFormat();
  const max = Math.max(1, ...c.totals);
  const order = c.roster.map((r, i) => ({ r, total: c.totals[i] ?? 0 })).sort((a, b) => b.total - a.total);
  return (
    <table className="standings" data-testid="standings">
      <thead>
        <tr>
          <th>{t('campaign.captain')}</th>
          <th className="num">{t('campaign.pointsHead')}</th>
          <th style={{ width: '35%' }}>
            <span className="visually-hidden">{t('campaign.share')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {order.map(({ r, total }) => (
          <tr key={r.index} className={c.leader === r.index ? 'leader' : ''}>
            <td>
              {r.bot ? t('seats.bot') : (r.name ?? seatLabel(r.index, t))} {r.bot && <span className="badge bot">{t('seats.botBadge')}</span>}{' '}
              {c.winners.includes(r.index) && <span className="badge turn">{t('campaign.winner')}</span>}
            </td>
            <td className="num">{f.number(total)}</td>
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
