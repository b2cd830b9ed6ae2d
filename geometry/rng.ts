// A small seedable random generator: every roll in Mire comes from one of these, and the
// results record the dice, so a replay from the same seed — or from the recorded dice — is exact.
// mulberry32: 32 bits of state, fast, good enough for dice; not for cryptography.

export type Rng = {
  /** The seed this generator started from (an unsigned 32-bit integer). */
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [1, sides] (a d6 by default). */
  die(sides?: number): number;
  /** A float in [lo, hi). */
  between(lo: number, hi: number): number;
  /** A whole number in [lo, hi]. */
  int(lo: number, hi: number): number;
};

/** Normalise any finite number to an unsigned 32-bit seed (negative and fractional seeds are accepted). */
export function toSeed(seed: number): number {
  if (!Number.isFinite(seed)) throw new RangeError(`seed must be a finite number, got ${seed}`);
  return Math.trunc(seed) >>> 0;
}

/** The mulberry32 step function: a stream of floats in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = toSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const s = toSeed(seed);
  const next = mulberry32(s);
  return {
    seed: s,
    next,
    die: (sides = 6) => 1 + Math.floor(next() * sides),
    between: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
  };
}

/** A fresh seed when the user gives none (it is printed with the result, so the roll can be replayed). */
export function freshSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}
