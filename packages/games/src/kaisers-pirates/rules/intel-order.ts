/** Intelligence in deck mode [3.3.14]: the player who looked puts the cards back in a new secret order. */
import type { Procedure } from '../../common/procedure';
import { emit, ask, pop, type Ctx } from './core';
import type { Frame, Side } from './types';
import { refuse } from '../../common/refusal';

// Intelligence deck mode: the looking player submits the new order (secret) [3.3.14].
export const intelProcedure: Procedure<Frame, Ctx> = {
  step: (c, fr) => {
    if (fr.step === 'ask') {
      ask(c, { kind: 'intel', seat: fr.seat as Side, count: fr.n as number });
      return;
    }
    pop(c);
  },
  answer: (c, fr, seat, a) => {
    if (a.move !== 'intelOrder') return refuse('intelOrderAnswer', 'Submit the new order of the cards you looked at with intelOrder(cards), next draw first');
    const order = a.args[0];
    const me = c.G.players[seat];
    const cards = me.intelDeck ?? [];
    if (!Array.isArray(order) || order.length !== cards.length || !cards.every((x) => order.includes(x)))
      return refuse('intelOrderList', `List exactly the ${cards.length} cards you looked at, next draw first`, { count: cards.length });
    const deck = c.G.secret.action;
    deck.splice(deck.length - cards.length, cards.length);
    for (let i = order.length - 1; i >= 0; i--) deck.push(order[i] as string);
    for (const s of c.G.seats) c.G.players[s].knownTop = [];
    me.knownTop = (order as string[]).slice();
    me.intelDeck = null;
    emit(c, { kind: 'intelOrder', seat, cards: (order as string[]).slice() }, [seat], { kind: 'intelOrder', seat, cards: [] });
    fr.step = 'done';
    return undefined;
  },
};
