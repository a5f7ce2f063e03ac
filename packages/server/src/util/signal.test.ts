import { Signal } from './signal';

test('every listener hears every value in order, whatever an earlier one throws; off() stops one', () => {
  const errors: unknown[] = [];
  const s = new Signal<number>((e) => errors.push(e));
  const heard: string[] = [];
  const off = s.on((v) => heard.push(`a${v}`));
  s.on((v) => {
    if (v === 2) throw new Error('listener b fails on 2');
    heard.push(`b${v}`);
  });
  s.on((v) => heard.push(`c${v}`));
  s.emit(1);
  s.emit(2);
  off();
  s.emit(3);
  expect(heard).toEqual(['a1', 'b1', 'c1', 'a2', 'c2', 'b3', 'c3']);
  expect(errors).toHaveLength(1);
  expect((errors[0] as Error).message).toBe('listener b fails on 2');
});
