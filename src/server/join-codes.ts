// Short join codes (issue 32, item 7): six letters a player reads aloud or types on a phone
// instead of a long link. A code stands for a room and its token for a day while the server runs;
// `GET /join/CODE` answers them. 31 letters (no 0/O, 1/I/L) to the sixth: 887,503,681 codes.
// Guesses are bounded per address and in all (limits.ts joinTries, joinTriesInAll), so a day of
// guessing finds a live code with odds under guesses x live codes / 887,503,681: at the default
// 1,440 guesses an address a day and 100 codes live, 1 in 6,000. A long link stays the safer way.
import { randomInt } from 'node:crypto';

export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
const DAY_MS = 24 * 3600 * 1000;

export type JoinTarget = { room: string; token: string };

/** A code as typed: case and spaces or dashes ignored; null when it cannot be one. */
export function normalCode(raw: string): string | null {
  const code = raw.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}

export class JoinCodes {
  private readonly codes = new Map<string, JoinTarget & { untilMs: number }>();

  constructor(
    /** Codes held at once; the oldest goes first. */
    private readonly max: number,
    private readonly lifeMs = DAY_MS,
  ) {}

  make(target: JoinTarget, nowMs: number): string {
    this.expire(nowMs);
    let code: string;
    do {
      code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    } while (this.codes.has(code));
    while (this.codes.size >= this.max) this.codes.delete(this.codes.keys().next().value!);
    this.codes.set(code, { ...target, untilMs: nowMs + this.lifeMs });
    return code;
  }

  /** The room's live code (asked by a player who joined by its link, to show it), else a new one. */
  codeFor(target: JoinTarget, nowMs: number): string {
    this.expire(nowMs);
    for (const [code, t] of this.codes) if (t.room === target.room && t.token === target.token) return code;
    return this.make(target, nowMs);
  }

  find(raw: string, nowMs: number): JoinTarget | null {
    const code = normalCode(raw);
    const hit = code ? this.codes.get(code) : undefined;
    if (!hit || hit.untilMs <= nowMs) return null;
    return { room: hit.room, token: hit.token };
  }

  get size(): number {
    return this.codes.size;
  }

  private expire(nowMs: number): void {
    for (const [code, t] of this.codes) if (t.untilMs <= nowMs) this.codes.delete(code);
  }
}
