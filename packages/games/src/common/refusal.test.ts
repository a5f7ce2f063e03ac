import { illegal, INVALID_MOVE, reasonText, refuse, takeIllegalReason } from './illegal';

test('a coded refusal reaches the host as it was given; plain text has no code; the slot is read once', () => {
  expect(illegal(refuse('notYourCard', 'That card is not in your hand.', { card: 'U-47' }))).toBe(INVALID_MOVE);
  expect(takeIllegalReason()).toEqual({ code: 'notYourCard', text: 'That card is not in your hand.', params: { card: 'U-47' } });
  expect(takeIllegalReason()).toBeUndefined();
  illegal('Not now.');
  expect(takeIllegalReason()).toEqual({ code: '', text: 'Not now.' });
  expect(reasonText(refuse('a', 'English text'))).toBe('English text');
  expect(reasonText('plain')).toBe('plain');
  expect(refuse('a', 'b')).toEqual({ code: 'a', text: 'b' });
});
