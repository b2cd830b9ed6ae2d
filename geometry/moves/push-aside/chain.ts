// pushing aside, on one edge of the target: the fighters in contact lie along it in order
// (a side's line, or round a circle), and the new attacker goes between two of them. Those ahead
// of it are pushed on, each no further than it must, those behind it pushed back: each fighter's
// slide is max(0, u − β) or min(0, u − α) of the attacker's place u, so the total slide is convex
// and piecewise linear in u, least at one of its breakpoints or at an end of the places allowed.
// Pure numbers: the zones come from zones.ts, in the motion's parameter.
import type { Span } from './zones';

/** One fighter in contact that may slide. */
export type ChainFighter = {
  /** The attacker's places u where it would overlap this fighter unmoved (zones.ts). */
  readonly zone: Span;
  /** How far it may slide either way (slideRange). */
  readonly allowed: Span;
  /** Millimetres its centre travels per unit of the parameter. */
  readonly mmPerUnit: number;
};

export type ChainProblem = {
  readonly fighters: readonly ChainFighter[];
  /** pair[j][i]: the offsets of j relative to i where j overlaps i, or null. */
  readonly pair: readonly (readonly (Span | null)[])[];
  /** 2π for a round target (a turn); null along a side (a slide). */
  readonly period: number | null;
  /** The attacker's free places with the movable fighters taken away, within [0, 1] or [0, 2π). */
  readonly free: readonly Span[];
  /** A hair kept clear of every zone's end, in the parameter. */
  readonly hair: number;
  /** The place nearest the attacker's sight: among equal slides the nearer is offered first. */
  readonly prefer: number;
};

/** One way to make room: the attacker's place and each fighter's slide, in the parameter; the total in mm. */
export type ChainCandidate = { readonly u: number; readonly slides: readonly number[]; readonly totalMm: number };

type Member = { readonly j: number; readonly zone: Span };

const centre = (s: Span) => (s.lo + s.hi) / 2;

/** The fighters in order of where they stand along the edge (for a turn, their zones' centres in [0, 2π)). */
function ordered(p: ChainProblem): Member[] {
  const members = p.fighters.map((f, j) => {
    let zone = f.zone;
    if (p.period !== null) {
      const k = Math.floor(centre(zone) / p.period);
      zone = { lo: zone.lo - k * p.period, hi: zone.hi - k * p.period };
    }
    return { j, zone };
  });
  return members.sort((a, b) => centre(a.zone) - centre(b.zone));
}

/** The chains either side of gap g: ahead of the attacker, then behind it, each nearest first. */
function chainsAt(p: ChainProblem, order: Member[], g: number): { ahead: Member[]; behind: Member[]; window: Span } {
  const n = order.length;
  const shift = (m: Member, by: number): Member => ({ j: m.j, zone: { lo: m.zone.lo + by, hi: m.zone.hi + by } });
  if (p.period === null) {
    return {
      ahead: order.slice(g),
      behind: order.slice(0, g).reverse(),
      window: { lo: g === 0 ? -Infinity : centre(order[g - 1].zone), hi: g === n ? Infinity : centre(order[g].zone) },
    };
  }
  const P = p.period;
  const ahead: Member[] = [];
  const behind: Member[] = [];
  for (let t = 0; t < n; t++) {
    ahead.push(shift(order[(g + 1 + t) % n], P * Math.floor((g + 1 + t) / n)));
    behind.push(shift(order[(((g - t) % n) + n) % n], g - t < 0 ? -P : 0));
  }
  return { ahead, behind, window: { lo: centre(behind[0].zone), hi: centre(ahead[0].zone) } };
}

/** The copy of a periodic span whose top is the largest at or below 0 (dir 1), or whose bottom is the least at or above 0 (dir −1). */
function nearestCopy(s: Span, period: number | null, dir: 1 | -1): Span | null {
  if (period === null) return (dir === 1 ? s.hi <= 0 : s.lo >= 0) ? s : null;
  const k = dir === 1 ? Math.ceil(s.hi / period) : Math.floor(s.lo / period);
  return { lo: s.lo - k * period, hi: s.hi - k * period };
}

/**
 * The breakpoints: a fighter ahead is pushed by max(0, u − β), one behind by min(0, u − α). β is
 * where the attacker, or a fighter pushed before it, reaches it (each pair's zone, a hair kept).
 */
function breakpoints(p: ChainProblem, members: Member[], dir: 1 | -1): number[] {
  const out: number[] = [];
  members.forEach((m, t) => {
    let b = dir === 1 ? m.zone.lo - p.hair : m.zone.hi + p.hair;
    for (let s = 0; s < t; s++) {
      const zone = p.pair[m.j][members[s].j];
      const copy = zone && nearestCopy(zone, p.period, dir);
      if (!copy) continue;
      // Ahead: v_j ≥ v_i + hi + hair; behind: v_j ≤ v_i + lo − hair.
      b =
        dir === 1
          ? Math.min(b, out[s] - Math.min(0, copy.hi + p.hair))
          : Math.max(b, out[s] - Math.max(0, copy.lo - p.hair));
    }
    out.push(b);
  });
  return out;
}

/** Every candidate place of the attacker, with the slides it needs, for each gap between two fighters. */
export function chainCandidates(p: ChainProblem): ChainCandidate[] {
  const order = ordered(p);
  const n = order.length;
  if (n === 0) return [];
  const out: ChainCandidate[] = [];
  for (let g = 0; g < (p.period === null ? n + 1 : n); g++) {
    const { ahead, behind, window } = chainsAt(p, order, g);
    const beta = breakpoints(p, ahead, 1);
    const alpha = breakpoints(p, behind, -1);
    let lo = window.lo;
    let hi = window.hi;
    ahead.forEach((m, t) => (hi = Math.min(hi, beta[t] + p.fighters[m.j].allowed.hi)));
    behind.forEach((m, t) => (lo = Math.max(lo, alpha[t] + p.fighters[m.j].allowed.lo)));
    for (const run of placesIn(p, lo, hi)) {
      const near = Math.min(run.hi - p.hair, Math.max(run.lo + p.hair, nearestCopyOf(p, run, p.prefer)));
      const us = [run.lo + p.hair, run.hi - p.hair, near, ...beta, ...alpha].filter((u) => u >= run.lo && u <= run.hi);
      for (const u of us) {
        const c = slidesAt(p, u, ahead, beta, behind, alpha);
        if (c) out.push(c);
      }
    }
  }
  return out;
}

/** The attacker's free places within [lo, hi] (for a turn, the free arcs' copies that fall there). */
function placesIn(p: ChainProblem, lo: number, hi: number): Span[] {
  if (!(lo < hi)) return [];
  const out: Span[] = [];
  const copies = p.period === null ? [0] : [-2, -1, 0, 1, 2].map((k) => k * p.period!);
  for (const k of copies)
    for (const r of p.free) {
      const a = Math.max(lo, r.lo + k);
      const b = Math.min(hi, r.hi + k);
      if (b - a > 2 * p.hair) out.push({ lo: a, hi: b });
    }
  return out;
}

/** The slides for the attacker at u; null when one fighter would be pushed both ways (round a circle). */
function slidesAt(
  p: ChainProblem,
  u: number,
  ahead: Member[],
  beta: number[],
  behind: Member[],
  alpha: number[],
): ChainCandidate | null {
  const slides = p.fighters.map(() => 0);
  ahead.forEach((m, t) => (slides[m.j] = Math.max(0, u - beta[t])));
  for (let t = 0; t < behind.length; t++) {
    const v = Math.min(0, u - alpha[t]);
    if (v === 0) continue;
    if (slides[behind[t].j] !== 0) return null;
    slides[behind[t].j] = v;
  }
  const totalMm = slides.reduce((sum, v, j) => sum + Math.abs(v) * p.fighters[j].mmPerUnit, 0);
  const place = p.period === null ? u : ((u % p.period) + p.period) % p.period;
  return { u: place, slides, totalMm };
}

/** The copy of place u (round a circle: u + k·2π) nearest the middle of the run. */
function nearestCopyOf(p: ChainProblem, run: Span, u: number): number {
  if (p.period === null) return u;
  return u + p.period * Math.round((centre(run) - u) / p.period);
}
