/**
 * The Socket.IO server and what its parts share: the messages each side may send, what a socket carries,
 * the rooms, and the checks made before any namespace (origin, new sessions per address).
 */
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import type { ClientToServer, ServerToClient, UpdatePayload } from '@quarterdeck/sdk';
import { clientAddress } from '../http/client-address';
import { originAllowed } from '../http/origin';
import type { Limits } from '../limits';
import { jsonOnlyParser } from './parser';

const MAX_MESSAGE_BYTES = 64 * 1024;

export interface SocketData {
  ip: string;
  matchId: string;
  seat: number | null;
  /** The generation of the seat credential this socket was admitted with (null for spectators). */
  gen: number | null;
  playerId: string | null;
  name: string;
  /** The state whose view this socket was last sent (a sync or an update); undefined before its first sync. */
  seen?: number;
  /** The stored state this socket was found behind at the last reconciliation pass. */
  behind?: number;
}

/** One viewer room's update of a commit, as sent between instances (one message for all of a commit's rooms). */
export interface RoomUpdate {
  room: string;
  update: UpdatePayload;
}

/** Messages between server instances (through the Redis adapter; a single instance has no peers). */
export interface InterServer {
  /** The seating of a match changed on the sending instance (`started`: the change started the match). */
  'qd:seats': (matchId: string, started?: boolean) => void;
  /** A commit's updates, every viewer room's in one message: an instance delivers all of them or none. */
  'qd:update': (matchId: string, stateId: number, rooms: RoomUpdate[]) => void;
}

export type QdServer = Server<ClientToServer, ServerToClient, InterServer, SocketData>;
export type QdSocket = Socket<ClientToServer, ServerToClient, InterServer, SocketData>;

/**
 * Rooms. Each holds one kind of viewer, so a message to a room carries what all its members may see. A seat's
 * private messages go to the room of its current credential (seat and generation): a socket admitted with
 * a credential revoked since receives nothing private, wherever the message comes from.
 */
export const room = {
  all: (m: string) => `m:${m}`,
  seat: (m: string, s: number, gen: number) => `m:${m}:s:${s}:${gen}`,
  spec: (m: string) => `m:${m}:spec`,
};

/** The address a request came from: the one the outermost trusted proxy saw (http/client-address.ts). */
export function addressOf(req: IncomingMessage, trustProxyHops: number): string {
  return clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxyHops);
}

/** The Socket.IO server on this HTTP server, refusing foreign origins and session floods before any namespace. */
export function createIo(http: HttpServer, opts: { origins: string[]; limits: Limits; trustProxyHops: number }): QdServer {
  return new Server(http, {
    parser: jsonOnlyParser,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    serveClient: false,
    cors: { origin: opts.origins, credentials: false },
    // Called for every new Engine.IO session (before any namespace): origin, then a rate per address.
    allowRequest: (req: IncomingMessage, cb) => {
      if (!originAllowed(req.headers.origin, req.headers.host, opts.origins)) return cb('origin not allowed', false);
      if (!opts.limits.handshakesPerIp.take(addressOf(req, opts.trustProxyHops))) return cb('Too many connections from your address; try again shortly', false);
      cb(null, true);
    },
  });
}
