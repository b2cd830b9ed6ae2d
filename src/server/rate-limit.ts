// A token bucket per connection: a burst of `burst` messages, then `perSecond` a second.
export type RateLimits = { burst: number; perSecond: number };

export class TokenBucket {
  private tokens: number;
  private lastMs: number;

  constructor(
    private readonly limits: RateLimits,
    nowMs: number,
  ) {
    this.tokens = limits.burst;
    this.lastMs = nowMs;
  }

  /** Take one token; false when the bucket is empty (the message is over the limit). */
  take(nowMs: number): boolean {
    const elapsedS = Math.max(0, nowMs - this.lastMs) / 1000;
    this.lastMs = nowMs;
    this.tokens = Math.min(this.limits.burst, this.tokens + elapsedS * this.limits.perSecond);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
