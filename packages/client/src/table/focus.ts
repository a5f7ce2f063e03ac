/**
 * Keyboard focus at the table. A play disables the board's controls while it is in flight and the new state
 * replaces them, so the browser drops focus to the page body; the table puts it back where play continues:
 * the control that had it if it is still there and usable, else the board's own choice (an element marked
 * `data-autofocus`, e.g. the first answer of a new prompt), else the first usable card of the hand
 * (`data-testid="hand"`), else the first usable control of the board, else the board itself.
 */
const USABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function usable(el: Element | null): el is HTMLElement {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false;
  if ((el as HTMLButtonElement).disabled) return false;
  return el.getClientRects().length > 0;
}

function first(root: ParentNode, selector: string): HTMLElement | null {
  for (const el of root.querySelectorAll(selector)) if (usable(el)) return el;
  return null;
}

/** The first usable card or control of the viewer's hand, if the board has one. */
export function handTarget(board: HTMLElement): HTMLElement | null {
  const hand = board.querySelector('[data-testid=hand]');
  return hand ? first(hand, USABLE) : null;
}

/** Where focus goes after a play inside `board` when the element that had it is gone or disabled. */
export function focusTarget(board: HTMLElement, previous: Element | null): HTMLElement {
  if (usable(previous) && board.contains(previous)) return previous;
  const marked = first(board, '[data-autofocus]');
  if (marked) return marked.matches(USABLE) ? marked : (first(marked, USABLE) ?? marked);
  return handTarget(board) ?? first(board, USABLE) ?? board;
}

/** Focus has fallen out of the board (the page body, or nothing). */
export function focusLost(board: HTMLElement): boolean {
  const a = document.activeElement;
  return !a || a === document.body || a === document.documentElement || !a.isConnected || (!board.contains(a) && a.closest('[data-testid=table]') === null);
}
