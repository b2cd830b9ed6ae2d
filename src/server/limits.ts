// What one table server takes from its peers, each bounded (README, "Live table"). A peer over a
// limit is refused at once with the limit's name; nothing waits in memory for it.
import type { RateLimits } from './rate-limit';

export type LiveLimits = {
  /** Open sockets in all, and from one address. */
  connections: number;
  connectionsPerAddress: number;
  /** New sockets from one address (a burst, then so many a second). */
  connectAttempts: RateLimits;
  /** Rooms opened (read from the database: 0.1–0.3 s on a 1,000-fighter table) per address. */
  roomLoads: RateLimits;
  /** A socket that has not authenticated within this time is closed. */
  authMs: number;
  /** Messages (and their bytes) a socket may send before its authentication is answered. */
  preAuthMessages: number;
  preAuthBytes: number;
  /** One message's bytes; an awareness (presence) message's bytes. */
  messageBytes: number;
  awarenessBytes: number;
  /** Messages per socket (edits, presence, sync), and their bytes. */
  messages: RateLimits;
  bytes: RateLimits;
  /** Sync requests (step 1: the server answers with the whole table) per socket; the app sends one. */
  syncRequests: number;
  /** Milliseconds of validation one socket, and one address, may cost the server (a burst, then so many a second). */
  checkMs: RateLimits;
  checkMsPerAddress: RateLimits;
  /** Unsent bytes a socket may hold; a reader that holds any for longer than slowReaderMs is dropped too. */
  sendBufferBytes: number;
  slowReaderMs: number;
  /** `POST /rooms`: a body's bytes and the time to send it; bodies being received in all and per address. */
  bodyBytes: number;
  bodyMs: number;
  bodiesInFlight: number;
  bodiesPerAddress: number;
  /** Rooms made per address per hour, and kept in all. */
  roomsPerAddressPerHour: number;
  rooms: number;
  /** A room nobody has opened for this many days is deleted. */
  roomIdleDays: number;
  /** `GET /join/CODE` tries per address, and in all (join-codes.ts). */
  joinTries: RateLimits;
  joinTriesInAll: RateLimits;
  /** Player ids one room remembers with their secret (a socket's "token.player.secret"). */
  playersPerRoom: number;
};

export const DEFAULT_LIMITS: LiveLimits = {
  connections: 500,
  connectionsPerAddress: 32,
  connectAttempts: { burst: 30, perSecond: 2 },
  roomLoads: { burst: 10, perSecond: 0.1 },
  authMs: 5_000,
  preAuthMessages: 32,
  preAuthBytes: 1 << 20,
  messageBytes: 1 << 20,
  awarenessBytes: 8 << 10,
  messages: { burst: 200, perSecond: 60 },
  bytes: { burst: 4 << 20, perSecond: 1 << 20 },
  syncRequests: 4,
  checkMs: { burst: 2_000, perSecond: 250 },
  checkMsPerAddress: { burst: 4_000, perSecond: 1_000 },
  sendBufferBytes: 8 << 20,
  slowReaderMs: 5_000,
  bodyBytes: 1 << 20,
  bodyMs: 10_000,
  bodiesInFlight: 16,
  bodiesPerAddress: 2,
  roomsPerAddressPerHour: 30,
  rooms: 10_000,
  roomIdleDays: 90,
  joinTries: { burst: 10, perSecond: 1 / 60 },
  joinTriesInAll: { burst: 100, perSecond: 1 },
  playersPerRoom: 64,
};
