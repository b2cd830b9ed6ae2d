// Issue 33: the table draws each kind of part of every fighter as one instanced mesh. The
// transforms those meshes are given must put each part where the per-fighter drawing put it:
// the base centred on the fighter, turned to its facing; the sight dot on the front of the base
// the sight point is the middle of the base's front edge, Confédé I-B); the figure 1 mm
// behind the centre. Merged scenery must give each triangle back to its piece (picking), and the
// device's means must never draw a touch screen above its density nor a drag above rest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as THREE from 'three';
import { parseSceneText } from '../geometry/scene';
import { sightPoint } from '../geometry/base';
import type { FighterSpec } from '../src/app/engine';
import { FighterParts } from '../src/app/table/pieces/fighter-parts';
import { PART_KINDS, type PartSet } from '../src/app/table/pieces/types';
import { ringOutline } from '../src/app/table/pieces/ring-points';
import { mergeBodies, ownerOfTriangle, SceneryInstances } from '../src/app/table/pieces/scenery-parts';
import { renderMeans } from '../src/app/table/render-means';
import { FULL_DETAIL } from '../src/app/table/pieces/part-geometry';
import { MAX_STRAY_PX, detailFor, largestPxPerMm, sidesFor, strayPx } from '../src/app/table/pieces/detail';

const ROOT = join(import.meta.dirname, '..');
const defaultTable = parseSceneText(readFileSync(join(ROOT, 'assets/scenarios/default-table.json'), 'utf8'), 'd');
const LOOK = { colour: '#e0622f', shape: 'spire' as const };

/** Where instance k of a set sends the local point p. */
function placed(set: PartSet, k: number, p: [number, number, number]): THREE.Vector3 {
  const m = new THREE.Matrix4().fromArray(set.matrices, k * 16);
  return new THREE.Vector3(...p).applyMatrix4(m);
}

function fighter(over: Partial<FighterSpec>): FighterSpec {
  return { ...defaultTable.fighters[0], ...over } as FighterSpec;
}

const near = (v: THREE.Vector3, x: number, y: number, z: number) => {
  expect(v.x).toBeCloseTo(x, 9);
  expect(v.y).toBeCloseTo(y, 9);
  expect(v.z).toBeCloseTo(z, 9);
};

describe('fighter parts (one instanced mesh per kind)', () => {
  it('a round 30 mm base at (100, 50) facing 90°, size 1: worked by hand', () => {
    const f = fighter({ base: { type: 'round', diameter: 30 }, position: [100, 50], facing: 90, size: 1, level: 0 });
    const { sets } = new FighterParts([f], [LOOK]);
    // Unit cylinder scaled to radius 15: its +x rim, turned 90°, lies 15 mm along +y; half the 4 mm base up.
    near(placed(sets.roundBase, 0, [1, 0, 0]), 100, 65, 2);
    // the sight dot: 15 - 2.6 = 12.4 mm ahead of the centre, on the base's top (4 + 0.3 mm).
    near(placed(sets.sightDot, 0, [0, 0, 0]), 100, 62.4, 4.3);
    // Figure height 14 + 11 x 1 = 25 mm: body 0.72 x 25 = 18 mm, centred 4 + 9 = 13 mm up, 1 mm behind.
    near(placed(sets.spire, 0, [0, 0, 0]), 100, 49, 13);
    near(placed(sets.spire, 0, [0, 0, 0.5]), 100, 49, 22);
    // Head radius 0.14 x 25 = 3.5 mm, its centre at 4 + 18 + 0.6 x 3.5 = 24.1 mm.
    near(placed(sets.head, 0, [0, 0, 0]), 100, 49, 24.1);
    near(placed(sets.head, 0, [1, 0, 0]), 100, 52.5, 24.1);
  });

  it('a 25 x 50 mm rectangle facing 0 is 50 mm deep along its facing, 25 wide across', () => {
    const f = fighter({ base: { type: 'rect', width: 25, depth: 50 }, position: [200, 300], facing: 0, level: 0 });
    const { sets } = new FighterParts([f], [LOOK]);
    expect(sets.roundBase.owners).toEqual([]);
    near(placed(sets.boxBase, 0, [0.5, 0.5, 0]), 225, 312.5, 2);
    // the dot 25 - 2.6 mm ahead.
    near(placed(sets.sightDot, 0, [0, 0, 0]), 222.4, 300, 4.3);
  });

  it('every fighter has one base, one sight dot 2.6 mm behind its sight point (R-1.2), one figure and one head', () => {
    const bases = [
      { type: 'round', diameter: 30 },
      { type: 'square', width: 25 },
      { type: 'rect', width: 25, depth: 50 },
      { type: 'round', diameter: 60 },
    ] as const;
    const arb = fc.array(
      fc.record({
        base: fc.constantFrom(...bases),
        x: fc.double({ min: 0, max: 1200, noNaN: true }),
        y: fc.double({ min: 0, max: 600, noNaN: true }),
        facing: fc.double({ min: 0, max: 360, noNaN: true }),
        shape: fc.constantFrom('spire', 'tower', 'dome'),
      }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const fighters = rows.map((r) => fighter({ base: r.base, position: [r.x, r.y], facing: r.facing, level: 0 }));
        const looks = rows.map((r) => ({ colour: '#2c6fd1', shape: r.shape as 'spire' | 'tower' | 'dome' }));
        const { sets } = new FighterParts(fighters, looks);
        const count = (kinds: (keyof typeof sets)[]) => kinds.flatMap((k) => sets[k].owners).sort((a, b) => a - b);
        const all = fighters.map((_, i) => i);
        expect(count(['roundBase', 'boxBase'])).toEqual(all);
        expect(count(['spire', 'tower', 'dome'])).toEqual(all);
        expect(count(['sightDot'])).toEqual(all);
        expect(count(['head'])).toEqual(all);
        for (const kind of PART_KINDS) expect(sets[kind].matrices.length).toBe(sets[kind].owners.length * 16);
        sets.sightDot.owners.forEach((owner, k) => {
          const f = fighters[owner];
          const sp = sightPoint(f.base, { x: f.position[0], y: f.position[1] }, f.facing);
          const rad = (f.facing * Math.PI) / 180;
          const dot = placed(sets.sightDot, k, [0, 0, 0]);
          expect(Math.hypot(dot.x - (sp.x - 2.6 * Math.cos(rad)), dot.y - (sp.y - 2.6 * Math.sin(rad)))).toBeLessThan(
            1e-9,
          );
        });
      }),
    );
  });
});

describe('rings', () => {
  it('3 mm outside a round base; 6 mm out along each corner of a square one', () => {
    for (const p of ringOutline({ base: { type: 'round', diameter: 40 } }))
      expect(Math.hypot(p[0], p[1])).toBeCloseTo(23, 9);
    const square = ringOutline({ base: { type: 'square', width: 25 } });
    expect(square.length).toBe(5);
    for (const p of square) expect(Math.hypot(p[0], p[1])).toBeCloseTo(Math.hypot(12.5, 12.5) + 6, 9);
  });
});

describe('merged scenery', () => {
  it("gives each triangle back to its piece, against a search of every piece's range", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        (sizes, pick) => {
          const starts: number[] = [];
          let at = 0;
          for (const n of sizes) {
            starts.push(at);
            at += n;
          }
          const owners = sizes.map((_, k) => k * 3 + 1);
          const m = { geometry: new THREE.BufferGeometry(), owners, starts };
          const t = pick % at;
          const brute = owners[sizes.findIndex((n, k) => t >= starts[k] && t < starts[k] + n)];
          expect(ownerOfTriangle(m, t)).toBe(brute);
        },
      ),
    );
  });

  it("the default table's bodies merged keep every triangle, each range its piece's", () => {
    const pieces = defaultTable.scenery.map((s, owner) => ({ s, owner }));
    const m = mergeBodies(pieces);
    const triangles = m.geometry.getAttribute('position').count / 3;
    expect(m.owners).toEqual(pieces.map((p) => p.owner));
    expect(m.starts[0]).toBe(0);
    for (let k = 0; k < m.starts.length; k++) {
      const end = k + 1 < m.starts.length ? m.starts[k + 1] : triangles;
      expect(end).toBeGreaterThan(m.starts[k]);
      expect(ownerOfTriangle(m, m.starts[k])).toBe(k);
      expect(ownerOfTriangle(m, end - 1)).toBe(k);
    }
    // The copse's trees and the rocks are instances owned by their pieces.
    const inst = new SceneryInstances(pieces);
    const copse = defaultTable.scenery.findIndex((s) => s.kind === 'copse');
    expect(inst.sets.crown.owners.length).toBeGreaterThan(3);
    expect(new Set(inst.sets.crown.owners)).toEqual(new Set([copse]));
  });
});

describe("the device's means", () => {
  const device = fc.record({
    coarsePointer: fc.boolean(),
    devicePixelRatio: fc.double({ min: 0.5, max: 4, noNaN: true }),
    cores: fc.integer({ min: 1, max: 32 }),
    memoryGb: fc.option(fc.constantFrom(0.25, 0.5, 1, 2, 4, 8), { nil: undefined }),
  });

  it('a touch screen at its density up to 2 (1.5 with 2 GB or less); a desktop at 1; a drag never sharper than rest', () => {
    fc.assert(
      fc.property(device, (d) => {
        const m = renderMeans(d);
        expect(m.dragDpr).toBeLessThanOrEqual(m.restDpr);
        if (!d.coarsePointer) expect(m.restDpr).toBe(1);
        else {
          expect(m.restDpr).toBeGreaterThanOrEqual(1);
          expect(m.restDpr).toBeLessThanOrEqual(d.memoryGb !== undefined && d.memoryGb <= 2 ? 1.5 : 2);
          expect(m.restDpr).toBeLessThanOrEqual(Math.max(1, d.devicePixelRatio));
          expect(m.antialias).toBe(false);
        }
        // More memory never draws coarser.
        expect(renderMeans({ ...d, memoryGb: 8 }).restDpr).toBeGreaterThanOrEqual(m.restDpr);
      }),
    );
  });

  it('a 3x phone with 4 GB draws at 2; with 2 GB at 1.5; an 8-core desktop smooths its edges, a 2-core one not', () => {
    const phone = { coarsePointer: true, devicePixelRatio: 3, cores: 8, memoryGb: 4 };
    expect(renderMeans(phone).restDpr).toBe(2);
    expect(renderMeans({ ...phone, memoryGb: 2 }).restDpr).toBe(1.5);
    const desk = { coarsePointer: false, devicePixelRatio: 1, cores: 8, memoryGb: 8 };
    expect(renderMeans(desk)).toEqual({ restDpr: 1, dragDpr: 0.6, antialias: true });
    expect(renderMeans({ ...desk, cores: 2 }).antialias).toBe(false);
  });
});

describe('level of detail (round parts true to half a pixel)', () => {
  it('a polygon of n sides strays r(1 − cos(π/n)) inside its circle: 40 sides at r = 30 px, 0.0925 px', () => {
    expect(strayPx(30, 40)).toBeCloseTo(30 * (1 - Math.cos(Math.PI / 40)), 12);
    expect(strayPx(30, 40)).toBeCloseTo(0.0925, 4);
    // 30 px needs 24 sides (16 stray 0.577 px, 24 stray 0.256 px); 5 px needs 8 (6 stray 0.67, 8 stray 0.381).
    expect(sidesFor(30, 40)).toBe(24);
    expect(sidesFor(5, 40)).toBe(8);
  });

  it('the sides chosen keep every round part within 0.5 px, never more than before, and more pixels never fewer sides', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 20, noNaN: true }),
        fc.double({ min: 5, max: 60, noNaN: true }),
        fc.double({ min: 1, max: 12, noNaN: true }),
        (pxPerMm, baseRadiusMm, headRadiusMm) => {
          const d = detailFor(pxPerMm, { baseRadiusMm, headRadiusMm });
          const parts = [
            [d.base, baseRadiusMm, FULL_DETAIL.base],
            [d.dot, 2.6, FULL_DETAIL.dot],
            [d.figure, 8, FULL_DETAIL.figure],
            [d.head, headRadiusMm, FULL_DETAIL.head],
          ] as const;
          for (const [sides, radiusMm, most] of parts) {
            expect(sides).toBeLessThanOrEqual(most);
            if (sides < most) expect(strayPx(radiusMm * pxPerMm, sides)).toBeLessThanOrEqual(MAX_STRAY_PX);
          }
          const closer = detailFor(pxPerMm * 1.5, { baseRadiusMm, headRadiusMm });
          expect(closer.base).toBeGreaterThanOrEqual(d.base);
          expect(closer.head).toBeGreaterThanOrEqual(d.head);
        },
      ),
    );
  });

  it('the largest scale on the table is at its nearest corner: a camera 1000 mm straight above a corner, fov 38°, 720 px', () => {
    const camera = new THREE.PerspectiveCamera(38, 16 / 9, 5, 20000);
    camera.position.set(0, 0, 1000);
    camera.lookAt(0, 0, 0);
    camera.updateMatrixWorld();
    const tan = Math.tan((19 * Math.PI) / 180);
    expect(largestPxPerMm(camera, 1200, 600, 0, 720)).toBeCloseTo(720 / (2 * 1000 * tan), 9);
    // Figures up to 140 mm high come nearer: 860 mm.
    expect(largestPxPerMm(camera, 1200, 600, 140, 720)).toBeCloseTo(720 / (2 * 860 * tan), 9);
  });
});
