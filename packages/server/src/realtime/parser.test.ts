import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { jsonOnlyParser } from './parser';

const PACKETS: Packet[] = [
  { type: PacketType.CONNECT, nsp: '/', data: { sid: 'abc' } },
  { type: PacketType.CONNECT_ERROR, nsp: '/', data: { message: 'Seat credential not valid', data: { code: 'UNAUTHORIZED' } } },
  { type: PacketType.DISCONNECT, nsp: '/' },
  {
    type: PacketType.EVENT,
    nsp: '/',
    data: [
      'update',
      { matchId: 'm1', stateId: 7, view: { G: { hand: [1, 2, 3], note: 'Ünïcode "quoted" \\ ✓' }, ctx: { currentPlayer: '0', activePlayers: null } } },
    ],
  },
  { type: PacketType.EVENT, nsp: '/admin', data: ['presence', { connectedSeats: [0, 2], spectators: 1 }] },
  { type: PacketType.EVENT, nsp: '/', id: 12, data: ['action', { type: 'MAKE_MOVE', name: 'play', args: [4] }] },
  { type: PacketType.ACK, nsp: '/', id: 12, data: [{ ok: true, stateId: 8 }] },
  { type: PacketType.ACK, nsp: '/other', id: 0, data: [{ ok: false, code: 'ILLEGAL', message: 'No' }] },
];

test('the JSON-only encoder writes exactly what the stock Socket.IO encoder writes for JSON packets', () => {
  const stock = new Encoder();
  const ours = new jsonOnlyParser.Encoder();
  for (const p of PACKETS) expect(ours.encode(p)).toEqual(stock.encode(p));
});

test('what it writes decodes back to the same packet with the stock decoder', () => {
  const ours = new jsonOnlyParser.Encoder();
  for (const p of PACKETS) {
    const decoder = new Decoder();
    const got: Packet[] = [];
    decoder.on('decoded', (x: Packet) => got.push(x));
    for (const chunk of ours.encode(p)) decoder.add(chunk);
    expect(got).toEqual([p]);
  }
});
