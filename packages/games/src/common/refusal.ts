/** Refusals: why a move is illegal, as rules give it. Pure (no boardgame.io), so rules may import it. */

/**
 * Why an action is refused: a code the client words in the player's language (the game's catalogue key
 * `refusals.<code>`, filled with `params`), and the English text, which the server sends as the message
 * (and which stands in where a catalogue has no wording yet). Rules may still refuse with plain English
 * text: it then has no code.
 */
export interface Refusal {
  code: string;
  text: string;
  params?: Record<string, string | number>;
}

/** A refusal as rules give it: a coded Refusal or plain English text. */
export type Reason = string | Refusal;

/** A coded refusal. */
export function refuse(code: string, text: string, params?: Refusal['params']): Refusal {
  return params ? { code, text, params } : { code, text };
}

/** The English text of a reason. */
export function reasonText(r: Reason): string {
  return typeof r === 'string' ? r : r.text;
}
