// Places ordered by a number each, for callers that do not mind the order among equal numbers
// (check's source views order a thousand barriers by distance for every source): the numbers are
// sorted by the typed array's own sort, with no comparator called back, and each place is then
// put at the next free slot among its number's equals.

/**
 * Writes 0 .. key.length − 1 into `order`, ascending by key[place]; equal keys in any order.
 * A NaN key has no place in an ascending order: then the comparator's sort (NaN compares as a tie).
 */
export function orderByKey(key: Float64Array, order: Int32Array): void {
  const n = key.length;
  for (let k = 0; k < n; k++) {
    if (Number.isNaN(key[k])) {
      for (let p = 0; p < n; p++) order[p] = p;
      order.sort((x, y) => key[x] - key[y]);
      return;
    }
  }
  const sorted = Float64Array.from(key).sort();
  // taken[i]: how many places already sit at the equals that begin at slot i.
  const taken = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const first = firstNotBelow(sorted, key[k]);
    order[first + taken[first]++] = k;
  }
}

/** The first slot of ascending `sorted` whose number is not below v (v is in it). */
function firstNotBelow(sorted: Float64Array, v: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
