import { campaign } from './campaign';
import type { AtlanticChaseOptions } from './options';

test("the next operation's options carry the finished one's losses, damage and hits (CAMP-S1, RULINGS S)", () => {
  const finished = {
    G: {
      ships: {
        sunkShip: { status: 'sunk', damaged: false, hits: 4 },
        damagedShip: { status: 'atSea', damaged: true, hits: 2 },
        scratched: { status: 'atSea', damaged: false, hits: 1 },
        intact: { status: 'atSea', damaged: false, hits: 0 },
      },
    },
    ctx: {} as never,
  };
  const prev = { scenario: 'OP-S1' } as AtlanticChaseOptions;
  const next = campaign.nextOptions(prev, [3, 5], 1, finished);
  expect(next.campaignOp).toBe(1);
  expect(next.carry).toEqual({ out: ['sunkShip', 'damagedShip'], damaged: ['damagedShip'], hits: { scratched: 1 } });
});
