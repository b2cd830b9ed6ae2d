// The search's graph and heap in typed arrays, kept by an index and reused by every query.
import type { Tangent } from './sites';

/**
 * A search's graph and heap in growable typed arrays, kept by the index and reused by every query
 * (the inner loop allocates nothing). Nodes: a site (−1 for the start and goal), a point, its
 * angle round the site and turning sense, the heuristic. Edges, in per-node lists: `kind` 0 a
 * zero-length link, 1 a segment (a → b), 2 an arc (from the node's angle `ax`, signed sweep `ay`);
 * `check` 0 known clear, 1 a segment and 2 an arc tested when first tried; `ok` 0 untested,
 * 1 clear, −1 blocked.
 */
export class SearchScratch {
  nodeCount = 0;
  nSite = new Int32Array(256);
  nX = new Float64Array(256);
  nY = new Float64Array(256);
  nAng = new Float64Array(256);
  nOr = new Int8Array(256);
  nH = new Float64Array(256);
  nHead = new Int32Array(256);
  nTail = new Int32Array(256);
  nNextAtSite = new Int32Array(256);
  /**
   * What the node belongs to: a tangent clear for the index (1, made when the search reaches it:
   * expand), a tangent blocked by an obstacle the query ignores or relaxes (3), or the query alone
   * (0: the start's and the goal's links, a relaxed site's tangents).
   */
  nStatic = new Uint8Array(256);
  /** A static node's tangent and end (2 id + 0 at p, 1 at q). */
  nKey = new Int32Array(256);
  /** A clear tangent's node leaving an index site: the tangent's place in the site's pack (−1 for any other node). */
  nPack = new Int32Array(256);
  /**
   * A relaxed site's tangent's node leaving its site: the tangent (null for any other node), and
   * whether its segment is tested when first tried (1) or known clear (0).
   */
  nTan: (Tangent | null)[] = [];
  nTanCheck = new Uint8Array(256);
  settled = new Uint8Array(256);
  gOf = new Float64Array(256);
  prevNode = new Int32Array(256);
  prevEdge = new Int32Array(256);
  bestClear = new Float64Array(256);
  /**
   * A settled node on a circle: the node its walk round the circle began at (itself when it was
   * reached off the circle), and the sweep (rad) from there. An arc's length is measured from that
   * node, not summed step by step: the same whichever stops lie between (arcEdge).
   */
  nWalkFrom = new Int32Array(256);
  nWalkSweep = new Float64Array(256);

  edgeCount = 0;
  eTo = new Int32Array(256);
  eNext = new Int32Array(256);
  eLen = new Float64Array(256);
  eKind = new Int8Array(256);
  eCheck = new Int8Array(256);
  eOk = new Int8Array(256);
  eOwn = new Int32Array(256);
  eAx = new Float64Array(256);
  eAy = new Float64Array(256);
  eBx = new Float64Array(256);
  eBy = new Float64Array(256);
  /**
   * An arc between static nodes: its keys in the index's arc cache (arcCache): the first
   * node's key and turning sense, and the second node's key; else −1.
   */
  eKey = new Int32Array(256);
  eKey2 = new Int32Array(256);
  /** An arc: the sweep (rad) from its walk's first node to its end (its eLen: that sweep's length, from there). */
  eSweep = new Float64Array(256);
  /** A relaxed site's kept tangent, worked out when first tested. */
  eKept: (Tangent | null)[] = [];

  heapSize = 0;
  hF = new Float64Array(256);
  hE = new Int32Array(256);
  entCount = 0;
  entG = new Float64Array(256);
  entNode = new Int32Array(256);
  entFrom = new Int32Array(256);
  entEdge = new Int32Array(256);

  /** Per site: its first node (a list through nNextAtSite) and whether it is materialised. */
  siteFirst = new Int32Array(256);
  materialized = new Uint8Array(256);
  /** Per site: its links with the start made; the sites by their lower bound of f (RouteIndex.route). */
  startDone = new Uint8Array(256);
  startOrder = new Int32Array(256);
  startLB = new Float64Array(256);
  /** The index sites a search needs the tangents toward (RouteSearch.reach), in order. */
  needSites = new Int32Array(256);
  reserveSites(n: number): void {
    if (this.startOrder.length < n) {
      this.startOrder = new Int32Array(n * 2);
      this.startLB = new Float64Array(n * 2);
      this.needSites = new Int32Array(n * 2);
    }
  }
  /**
   * Per site and turning sense (2 site + 0 counter-clockwise, 1 clockwise), once the site is
   * materialised: the query's own nodes there that a route may leave the circle from (aims at the
   * goal, tangents to or from relaxed sites, tangents blocked by an obstacle the query skips), by
   * angle, at stopStart in stopPool (their angles in stopAng), stopCount of them.
   */
  stopStart = new Int32Array(512);
  stopCount = new Int32Array(512);
  stopPool = new Int32Array(256);
  stopAng = new Float64Array(256);
  stopUsed = 0;
  private sortIds = new Int32Array(256);
  private sortKeys = new Float64Array(256);

  /**
   * The stops from `from` to `to` (exclusive) sorted by angle (stopAng), stably: by insertion when
   * they are few (as at an index site), else by merging runs (a relaxed site may have hundreds),
   * in arrays kept here (a typed array's own sort with a comparator copies them each time).
   */
  sortStops(from: number, to: number): void {
    const ids = this.stopPool;
    const keys = this.stopAng;
    if (to - from <= 24) {
      for (let k = from + 1; k < to; k++) {
        const v = ids[k];
        const a = keys[k];
        let l = k - 1;
        while (l >= from && keys[l] > a) {
          ids[l + 1] = ids[l];
          keys[l + 1] = keys[l];
          l--;
        }
        ids[l + 1] = v;
        keys[l + 1] = a;
      }
      return;
    }
    if (this.sortIds.length < to - from) {
      this.sortIds = new Int32Array(2 * (to - from));
      this.sortKeys = new Float64Array(2 * (to - from));
    }
    const tmpIds = this.sortIds;
    const tmpKeys = this.sortKeys;
    for (let width = 1; width < to - from; width *= 2) {
      for (let lo = from; lo < to - width; lo += 2 * width) {
        const mid = lo + width;
        const hi = Math.min(lo + 2 * width, to);
        let a = lo;
        let b = mid;
        let t = 0;
        while (a < mid && b < hi) {
          // Ties from the left run first: stable.
          if (keys[b] < keys[a]) {
            tmpIds[t] = ids[b];
            tmpKeys[t++] = keys[b++];
          } else {
            tmpIds[t] = ids[a];
            tmpKeys[t++] = keys[a++];
          }
        }
        while (a < mid) {
          tmpIds[t] = ids[a];
          tmpKeys[t++] = keys[a++];
        }
        // What is left of the right run is in place already.
        for (let k = 0; k < t; k++) {
          ids[lo + k] = tmpIds[k];
          keys[lo + k] = tmpKeys[k];
        }
      }
    }
  }

  reset(nSites: number): void {
    this.nodeCount = 0;
    this.edgeCount = 0;
    this.heapSize = 0;
    this.entCount = 0;
    if (this.siteFirst.length < nSites) {
      this.siteFirst = new Int32Array(nSites * 2);
      this.materialized = new Uint8Array(nSites * 2);
    }
    if (this.startDone.length < nSites) this.startDone = new Uint8Array(nSites * 2);
    if (this.stopStart.length < 2 * nSites) {
      this.stopStart = new Int32Array(nSites * 4);
      this.stopCount = new Int32Array(nSites * 4);
    }
    this.stopUsed = 0;
    this.siteFirst.fill(-1, 0, nSites);
    this.materialized.fill(0, 0, nSites);
    this.startDone.fill(0, 0, nSites);
  }

  siteHead(site: number): number {
    return this.siteFirst[site];
  }

  /**
   * A node; the caller writes its position, angle and heuristic (nX, nY, nAng, nH) itself: no
   * floating-point value crosses these calls, as each would be boxed on the heap when they are
   * not inlined (the allocations behind a query's garbage collections).
   */
  addNode(site: number, orient: 1 | -1): number {
    const id = this.nodeCount++;
    if (id >= this.nSite.length) this.growNodes();
    this.nSite[id] = site;
    this.nOr[id] = orient;
    this.nHead[id] = -1;
    this.nTail[id] = -1;
    this.nStatic[id] = 0;
    this.nPack[id] = -1;
    this.nTan[id] = null;
    this.settled[id] = 0;
    this.bestClear[id] = Infinity;
    if (site >= 0) {
      this.nNextAtSite[id] = this.siteFirst[site];
      this.siteFirst[site] = id;
    }
    return id;
  }

  /** An edge appended to `from`'s list (kept in the order added, as the heap breaks ties by it). */
  /** An edge of length 0 unless the caller writes eLen (as addNode, no floating-point argument). */
  addEdge(from: number, to: number, kind: 0 | 1 | 2, check: 0 | 1 | 2, own: number): number {
    const e = this.edgeCount++;
    if (e >= this.eTo.length) this.growEdges();
    this.eTo[e] = to;
    this.eNext[e] = -1;
    this.eLen[e] = 0;
    this.eKind[e] = kind;
    this.eCheck[e] = check;
    this.eOk[e] = 0;
    this.eOwn[e] = own;
    this.eKey[e] = -1;
    this.eKept[e] = null;
    if (this.nTail[from] < 0) this.nHead[from] = e;
    else this.eNext[this.nTail[from]] = e;
    this.nTail[from] = e;
    return e;
  }

  /** A segment edge; the caller writes its ends and length (eAx, eAy, eBx, eBy, eLen). */
  addSegment(from: number, to: number, check: 0 | 1): number {
    return this.addEdge(from, to, 1, check, -1);
  }

  /** The key f and length g of the entry pushed next (kept here rather than passed, as addNode). */
  readonly fg = new Float64Array(2);

  push(node: number, from: number, edge: number): void {
    const id = this.entCount++;
    if (id >= this.entG.length) this.growEntries();
    const f = this.fg[0];
    this.entG[id] = this.fg[1];
    this.entNode[id] = node;
    this.entFrom[id] = from;
    this.entEdge[id] = edge;
    if (this.heapSize >= this.hF.length) this.growHeap();
    const hF = this.hF;
    const hE = this.hE;
    let i = this.heapSize++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (hF[p] <= f) break;
      hF[i] = hF[p];
      hE[i] = hE[p];
      i = p;
    }
    hF[i] = f;
    hE[i] = id;
  }

  pop(): number {
    const hF = this.hF;
    const hE = this.hE;
    const top = hE[0];
    const n = --this.heapSize;
    const lastF = hF[n];
    const lastE = hE[n];
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        const m = r < n && hF[r] < hF[l] ? r : l;
        if (hF[m] >= lastF) break;
        hF[i] = hF[m];
        hE[i] = hE[m];
        i = m;
      }
      hF[i] = lastF;
      hE[i] = lastE;
    }
    return top;
  }

  private growNodes(): void {
    const n = this.nSite.length * 2;
    this.nSite = grown(this.nSite, n);
    this.nX = grown(this.nX, n);
    this.nY = grown(this.nY, n);
    this.nAng = grown(this.nAng, n);
    this.nOr = grown(this.nOr, n);
    this.nH = grown(this.nH, n);
    this.nHead = grown(this.nHead, n);
    this.nTail = grown(this.nTail, n);
    this.nNextAtSite = grown(this.nNextAtSite, n);
    this.nStatic = grown(this.nStatic, n);
    this.nKey = grown(this.nKey, n);
    this.nPack = grown(this.nPack, n);
    this.nTanCheck = grown(this.nTanCheck, n);
    this.settled = grown(this.settled, n);
    this.gOf = grown(this.gOf, n);
    this.nWalkFrom = grown(this.nWalkFrom, n);
    this.nWalkSweep = grown(this.nWalkSweep, n);
    this.prevNode = grown(this.prevNode, n);
    this.prevEdge = grown(this.prevEdge, n);
    this.bestClear = grown(this.bestClear, n);
  }

  private growEdges(): void {
    const n = this.eTo.length * 2;
    this.eTo = grown(this.eTo, n);
    this.eNext = grown(this.eNext, n);
    this.eLen = grown(this.eLen, n);
    this.eSweep = grown(this.eSweep, n);
    this.eKind = grown(this.eKind, n);
    this.eCheck = grown(this.eCheck, n);
    this.eOk = grown(this.eOk, n);
    this.eOwn = grown(this.eOwn, n);
    this.eAx = grown(this.eAx, n);
    this.eAy = grown(this.eAy, n);
    this.eBx = grown(this.eBx, n);
    this.eBy = grown(this.eBy, n);
    this.eKey = grown(this.eKey, n);
    this.eKey2 = grown(this.eKey2, n);
  }

  private growEntries(): void {
    const n = this.entG.length * 2;
    this.entG = grown(this.entG, n);
    this.entNode = grown(this.entNode, n);
    this.entFrom = grown(this.entFrom, n);
    this.entEdge = grown(this.entEdge, n);
  }

  private growHeap(): void {
    const n = this.hF.length * 2;
    this.hF = grown(this.hF, n);
    this.hE = grown(this.hE, n);
  }
}

export function grown<T extends Int8Array | Uint8Array | Int32Array | Float64Array>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a);
  return b;
}
