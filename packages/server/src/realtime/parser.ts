/**
 * Socket.IO's own wire format, encoded without the search for binary attachments. The stock encoder
 * walks every outgoing payload (a whole game view, several times per move) looking for Buffers before
 * it serialises it; Quarterdeck only ever sends JSON, so that walk is wasted work. A packet is written
 * as the protocol's text form, `<type>[<namespace>,][<ack id>][<JSON data>]`, exactly as the stock
 * encoder writes a packet without binary, so every Socket.IO client reads it unchanged. Incoming
 * packets go through the stock decoder.
 */
import { Decoder, PacketType, protocol, type Packet } from 'socket.io-parser';

/**
 * A message argument already encoded as JSON (e.g. a sync reused for every viewer of the same state), spliced
 * into the packet as it is. Only for a socket of this instance (`socket.emit`): the Redis adapter encodes
 * room messages itself.
 */
export class Encoded {
  constructor(readonly json: string) {}
}

class JsonOnlyEncoder {
  encode(packet: Packet): string[] {
    let out = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') out += packet.nsp + ',';
    if (packet.id !== undefined && packet.id !== null) out += packet.id;
    const data = packet.data;
    if (Array.isArray(data) && data.some((x) => x instanceof Encoded))
      out += '[' + data.map((x) => (x instanceof Encoded ? x.json : JSON.stringify(x))).join(',') + ']';
    else if (data !== undefined && data !== null) out += JSON.stringify(data);
    return [out];
  }
}

export const jsonOnlyParser = { protocol, PacketType, Encoder: JsonOnlyEncoder, Decoder };
