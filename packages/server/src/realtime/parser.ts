/**
 * Socket.IO's own wire format, encoded without the search for binary attachments. The stock encoder
 * walks every outgoing payload (a whole game view, several times per move) looking for Buffers before
 * it serialises it; Quarterdeck only ever sends JSON, so that walk is wasted work. A packet is written
 * as the protocol's text form, `<type>[<namespace>,][<ack id>][<JSON data>]`, exactly as the stock
 * encoder writes a packet without binary, so every Socket.IO client reads it unchanged. Incoming
 * packets go through the stock decoder.
 */
import { Decoder, PacketType, protocol, type Packet } from 'socket.io-parser';

class JsonOnlyEncoder {
  encode(packet: Packet): string[] {
    let out = String(packet.type);
    if (packet.nsp && packet.nsp !== '/') out += packet.nsp + ',';
    if (packet.id !== undefined && packet.id !== null) out += packet.id;
    if (packet.data !== undefined && packet.data !== null) out += JSON.stringify(packet.data);
    return [out];
  }
}

export const jsonOnlyParser = { protocol, PacketType, Encoder: JsonOnlyEncoder, Decoder };
