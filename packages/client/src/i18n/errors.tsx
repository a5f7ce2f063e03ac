/**
 * Errors in the reader's language. The server answers every refusal with a code (ErrorCode in
 * @quarterdeck/sdk's protocol, and `{ error, message, issues }` on REST): the client words the code,
 * the more precisely where it knows what the player was doing (`ErrorContext`), and the fields of a
 * refused form by the issues' paths. The server's own (English) message is kept only as a detail where
 * the code does not say enough: a game's reason for an illegal move, a refused setting, an unknown code.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ActionError, ApiError, MAX_CHAT_LENGTH, MAX_NAME_LENGTH, type RefusalReason } from '../sdk';
import { i18n } from '.';
import { formatFor } from './format';
import { optionLabel } from './games';
import { useCitationLinks } from '../table/citations';

/** What the player was doing when the error came: picks the precise wording of a code. */
export type ErrorContext = 'load' | 'createRoom' | 'claimSeat' | 'leaveSeat' | 'openSeat' | 'rename' | 'signOn' | 'action' | 'chat' | 'connect';

interface WordedError {
  code: string;
  text: string;
  /** The server's own words, where the code does not say enough (in English: the server speaks English). */
  detail?: string;
  /** The detail is the game's refusal worded in the reader's language (not the server's English). */
  detailWorded?: boolean;
}

type LooseT = (key: string, options?: Record<string, unknown>) => string;

/** The code and the server's message of anything a REST call, a socket action or the network threw. */
function codeOf(e: unknown): { code: string; message: string; issues?: Array<{ path: string; message: string }>; reason?: RefusalReason } {
  if (e instanceof ApiError) {
    if (e.status === 0 || e.code === 'BAD_RESPONSE') return { code: 'BAD_RESPONSE', message: e.message };
    return { code: e.code, message: e.message, issues: e.issues, reason: e.reason };
  }
  if (e instanceof ActionError) return { code: e.code, message: e.message, reason: e.reason };
  // fetch() rejects with a TypeError when the server cannot be reached.
  if (e instanceof TypeError) return { code: 'NETWORK', message: e.message };
  if (e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string') {
    const m = (e as { message?: unknown }).message;
    return { code: (e as { code: string }).code, message: typeof m === 'string' ? m : '' };
  }
  return { code: 'ERROR', message: e instanceof Error ? e.message : String(e) };
}

/**
 * An error in words: `errors.<context>.<code>` where the catalogue has it, else `errors.code.<code>`,
 * else a generic sentence with the server's message as the detail. `game` (a slug) names a refused
 * room option by its label in that game's catalogue.
 */
function wordError(t: TFunction, e: unknown, context?: ErrorContext, game?: string, params?: Record<string, unknown>): WordedError {
  const t0 = t as unknown as LooseT;
  // The limits some sentences quote, and what the page knows of the request (the seat asked for, as numbered for people).
  const tt: LooseT = (key, o) => t0(key, { maxName: MAX_NAME_LENGTH, maxChat: MAX_CHAT_LENGTH, ...params, ...o });
  const { code, message, issues, reason } = codeOf(e);
  if (code === 'NETWORK') return { code, text: tt('errors.network') };
  if (code === 'BAD_RESPONSE') return { code, text: tt('errors.badResponse') };
  const precise = context ? `errors.${context}.${code}` : null;
  const hasPrecise = precise !== null && i18n.exists(precise);
  // A refused room form: name the fields by the issues' paths (a name form says what a name may be).
  if (code === 'BAD_REQUEST' && issues?.length && (context === 'createRoom' || !hasPrecise)) {
    const fields = [...new Set(issues.map((i) => fieldName(tt, i.path, game)))];
    return { code, text: tt('errors.invalidFields', { fields: formatFor(i18n.language).list(fields), count: fields.length }) };
  }
  // A precise wording that names the seat, where the page knows it ("Seat 2 is already taken").
  const withSeat = hasPrecise && params?.n !== undefined && i18n.exists(`${precise}_seat`) ? `${precise}_seat` : null;
  const key = withSeat ?? (hasPrecise ? precise : `errors.code.${code}`);
  if (!i18n.exists(key)) return { code, text: tt('errors.unknown'), detail: message || undefined };
  // A game's reason for refusing a move, and a refused request the code alone does not explain.
  // A game's refusal with a code its catalogue words: the reason in the reader's language.
  // The game's catalogue words its own codes; the codes every game shares (whose decision, player counts) are common.
  const refusalKey =
    (code === 'ILLEGAL' || code === 'BAD_REQUEST') && reason?.code
      ? [game ? `${game}:refusals.${reason.code}` : null, `refusals.${reason.code}`].find((k) => k !== null && i18n.exists(k))
      : undefined;
  if (refusalKey) return { code, text: tt(key), detail: tt(refusalKey, reason?.params ?? {}), detailWorded: true };
  // Validation text (zod's issues) is never shown as it is: the fields are named above, from the catalogue. A
  // refusal without issues (a game's own reason, e.g. its player count) keeps the server's words as the detail.
  const needsDetail = code === 'ILLEGAL' || (code === 'BAD_REQUEST' && !issues?.length && (!hasPrecise || context === 'createRoom'));
  return { code, text: tt(key), detail: needsDetail && message ? message : undefined };
}

function fieldName(tt: LooseT, path: string, game?: string): string {
  const parts = path.split('.').filter(Boolean);
  if (parts[0] === 'options') {
    if (parts.length === 1 || !game) return tt('errors.fields.options');
    return optionLabel(game, parts.slice(1));
  }
  const key = `errors.fields.${parts[0] ?? ''}`;
  return parts.length && i18n.exists(key) ? tt(key) : tt('errors.fields.other', { path });
}

/** An error as text, re-worded when the language changes; the server's detail marked as English. */
export function ErrorText({ error, context, game, params }: { error: unknown; context?: ErrorContext; game?: string; params?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const w = wordError(t, error, context, game, params);
  // Inside a table, the rulebook's sections a refusal cites open its Rules panel.
  const cite = useCitationLinks();
  return (
    <>
      {w.text}
      {w.detail && (
        <>
          {': '}
          {w.detailWorded ? (
            <span className="server-detail">{cite(w.detail)}</span>
          ) : (
            <span lang="en" className="server-detail">
              {cite(w.detail)}
            </span>
          )}
        </>
      )}
    </>
  );
}
