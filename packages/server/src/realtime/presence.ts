/** Who is at a match's table, on every instance (through the adapter when clustered). */
import type { PresenceSource } from '../matches/describe';
import { room, type QdServer } from './io';

export class Presence implements PresenceSource {
  constructor(private io: QdServer) {}

  async spectators(matchId: string): Promise<number> {
    try {
      return (await this.io.in(room.spec(matchId)).fetchSockets()).length;
    } catch {
      return this.io.sockets.adapter.rooms.get(room.spec(matchId))?.size ?? 0;
    }
  }

  /** Tell everyone at the table which seats are connected and how many watch (best effort). */
  async announce(matchId: string): Promise<void> {
    try {
      const sockets = await this.io.in(room.all(matchId)).fetchSockets();
      const seats = new Set<number>();
      let spectators = 0;
      for (const s of sockets) {
        if (s.data.seat === null || s.data.seat === undefined) spectators++;
        else seats.add(s.data.seat);
      }
      this.io.to(room.all(matchId)).emit('presence', { connectedSeats: [...seats].sort((a, b) => a - b), spectators });
    } catch {
      /* presence is best effort (e.g. another instance did not answer in time) */
    }
  }
}
