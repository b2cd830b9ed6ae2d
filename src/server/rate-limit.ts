// A token bucket: a burst of `burst` tokens, then `perSecond` a second. A message takes one; a
// validation spends its milliseconds (and may leave the bucket owing: nothing more until repaid).
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

  private refill(nowMs: number): void {
    const elapsedS = Math.max(0, nowMs - this.lastMs) / 1000;
    this.lastMs = nowMs;
    this.tokens = Math.min(this.limits.burst, this.tokens + elapsedS * this.limits.perSecond);
  }

  /** Take `n` tokens (one by default); false when there are not so many (the message is over the limit). */
  take(nowMs: number, n = 1): boolean {
    this.refill(nowMs);
    if (this.tokens < n) return false;
    this.tokens -= n;
    return true;
  }

  /** Whether a token is there to start something whose cost is known only after. */
  has(nowMs: number): boolean {
    this.refill(nowMs);
    return this.tokens >= 1;
  }

  /** Spend `amount` (known after the fact); the bucket may go below zero. */
  spend(amount: number, nowMs: number): void {
    this.refill(nowMs);
    this.tokens -= amount;
  }

  /** Full again (nothing taken for a whole burst's refill): the bucket may be forgotten. */
  idle(nowMs: number): boolean {
    this.refill(nowMs);
    return this.tokens >= this.limits.burst;
  }
}

/** One bucket per key (an address), forgotten once full again so the map holds only the active ones. */
export class BucketsByKey {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly limits: RateLimits) {}

  get(key: string, nowMs: number): TokenBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new TokenBucket(this.limits, nowMs);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  sweep(nowMs: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.idle(nowMs)) this.buckets.delete(key);
  }
}
