// Issue 33 item 2: each kind of part of the table's pieces (fighters' bases, figures, heads, sight
// dots; trees, rocks, roofs) is one merged mesh, its vertices the shared shape moved into place
// piece by piece (merged-part-mesh.ts), rather than instances. The oracle is three's own
// geometry.applyMatrix4 on the shape, piece by piece: vertices, normals and colours must match it.
// A change rewrites and sends only the pieces that changed (a drag: one fighter), and a press is
// traced to the piece it hit, as with instances.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as THREE from 'three';
import { MergedPartMesh, capacityFor } from '../src/app/table/pieces/merged-part-mesh';
import type { PartSet } from '../src/app/table/pieces/types';

const SHAPE = new THREE.CylinderGeometry(1, 1, 4, 8).rotateX(Math.PI / 2);
const ROCK = new THREE.DodecahedronGeometry(1, 0); // not indexed

type Piece = { x: number; y: number; facingDeg: number; radiusMm: number; colour: [number, number, number] };

function matrixOf(p: Piece): THREE.Matrix4 {
  const place = new THREE.Matrix4().makeRotationZ((p.facingDeg * Math.PI) / 180).setPosition(p.x, p.y, 0);
  return place.multiply(new THREE.Matrix4().makeScale(p.radiusMm, p.radiusMm, 1).setPosition(0, 0, 2));
}

function setOf(pieces: readonly Piece[]): PartSet {
  return {
    owners: pieces.map((_, k) => k * 2),
    matrices: pieces.flatMap((p) => matrixOf(p).elements),
    colours: pieces.flatMap((p) => p.colour),
  };
}

const piece: fc.Arbitrary<Piece> = fc.record({
  x: fc.double({ min: 0, max: 2400, noNaN: true }),
  y: fc.double({ min: 0, max: 1200, noNaN: true }),
  facingDeg: fc.double({ min: 0, max: 360, noNaN: true }),
  radiusMm: fc.double({ min: 10, max: 40, noNaN: true }),
  colour: fc.tuple(...[0, 1, 2].map(() => fc.double({ min: 0, max: 1, noNaN: true }))) as fc.Arbitrary<
    [number, number, number]
  >,
});

/** The mesh's drawn vertices against three's applyMatrix4 of the shape, piece by piece: the largest gaps. */
function gapsFrom(mesh: MergedPartMesh, shape: THREE.BufferGeometry, pieces: readonly Piece[]) {
  const n = shape.getAttribute('position').count;
  const drawn = (name: string) => mesh.geometry.getAttribute(name).array;
  const gaps = { positionMm: 0, normal: 0, colour: 0 };
  pieces.forEach((p, k) => {
    const oracle = shape.clone().applyMatrix4(matrixOf(p));
    const want = { position: oracle.getAttribute('position').array, normal: oracle.getAttribute('normal').array };
    for (let i = 0; i < n * 3; i++) {
      gaps.positionMm = Math.max(gaps.positionMm, Math.abs(drawn('position')[k * n * 3 + i] - want.position[i]));
      gaps.normal = Math.max(gaps.normal, Math.abs(drawn('normal')[k * n * 3 + i] - want.normal[i]));
      gaps.colour = Math.max(gaps.colour, Math.abs(drawn('color')[k * n * 3 + i] - p.colour[i % 3]));
    }
  });
  return gaps;
}

function expectPlaced(mesh: MergedPartMesh, shape: THREE.BufferGeometry, pieces: readonly Piece[]): void {
  const gaps = gapsFrom(mesh, shape, pieces);
  // 32-bit floats on a 2.4 m table: a few thousandths of a mm at most.
  expect(gaps.positionMm).toBeLessThan(0.005);
  expect(gaps.normal).toBeLessThan(1e-6);
  expect(gaps.colour).toBeLessThan(1e-6);
  const perPiece = shape.index ? shape.index.count : shape.getAttribute('position').count;
  expect(mesh.geometry.drawRange).toEqual({ start: 0, count: pieces.length * perPiece });
}

describe('merged parts: the shape moved into place piece by piece', () => {
  it('a base of radius 15 at (100, 50) facing 90°, worked by hand: its +x rim lies at (100, 65), 4 mm tall', () => {
    const mesh = new MergedPartMesh(new THREE.MeshBasicMaterial());
    mesh.show(SHAPE, setOf([{ x: 100, y: 50, facingDeg: 90, radiusMm: 15, colour: [1, 0, 0] }]));
    // The drawn vertices only: the buffers hold room for 16 pieces.
    const drawn = mesh.geometry.getAttribute('position').array.slice(0, SHAPE.getAttribute('position').count * 3);
    const box = new THREE.Box3().setFromArray(drawn);
    // The cylinder's 8 sides put a vertex on each axis: x from 85 to 115, y from 35 to 65, z from 0 to 4.
    expect(box.min.toArray().map((c) => Math.round(c * 1e4) / 1e4)).toEqual([85, 35, 0]);
    expect(box.max.toArray().map((c) => Math.round(c * 1e4) / 1e4)).toEqual([115, 65, 4]);
    expect(mesh.geometry.boundingSphere!.center.x).toBeCloseTo(100, 4);
  });

  it('matches three placing the shape itself, indexed or not, for any pieces', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), fc.boolean(), (pieces, indexed) => {
        const shape = indexed ? SHAPE : ROCK;
        const mesh = new MergedPartMesh(new THREE.MeshBasicMaterial());
        expect(mesh.show(shape, setOf(pieces))).toBe(pieces.length);
        expectPlaced(mesh, shape, pieces);
        expect(mesh.visible).toBe(pieces.length > 0);
      }),
      { numRuns: 40 },
    );
  });

  it('a drag rewrites one piece and sends only its vertices; the rest stay as they were', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 3, maxLength: 40 }), fc.nat(), piece, (pieces, pick, moved) => {
        const mesh = new MergedPartMesh(new THREE.MeshBasicMaterial());
        mesh.show(SHAPE, setOf(pieces));
        const j = pick % pieces.length;
        // A move the 32-bit buffers can hold (a hundredth of a mm; a smaller one draws nothing new).
        fc.pre(Math.hypot(moved.x - pieces[j].x, moved.y - pieces[j].y) > 0.01);
        const after = pieces.map((p, k) => (k === j ? { ...moved, colour: p.colour } : p));
        const geometry = mesh.geometry;
        expect(mesh.show(SHAPE, setOf(after))).toBe(1);
        // The same buffers (nothing made), and only piece j's range to send.
        expect(mesh.geometry).toBe(geometry);
        const n = SHAPE.getAttribute('position').count * 3;
        for (const name of ['position', 'normal', 'color'])
          expect((mesh.geometry.getAttribute(name) as THREE.BufferAttribute).updateRanges).toEqual([
            { start: j * n, count: n },
          ]);
        expectPlaced(mesh, SHAPE, after);
        // Nothing changed: nothing written.
        expect(mesh.show(SHAPE, setOf(after))).toBe(0);
      }),
      { numRuns: 40 },
    );
  });

  it('a growing table keeps its buffers up to the next power of two', () => {
    expect([1, 16, 17, 250, 1000].map(capacityFor)).toEqual([16, 16, 32, 256, 1024]);
    const pieces = Array.from({ length: 20 }, (_, k) => ({
      x: k * 50,
      y: 0,
      facingDeg: 0,
      radiusMm: 12.5,
      colour: [0, 0, 1] as [number, number, number],
    }));
    const mesh = new MergedPartMesh(new THREE.MeshBasicMaterial());
    mesh.show(SHAPE, setOf(pieces.slice(0, 17)));
    const geometry = mesh.geometry;
    // Three more pieces: 20 fit in the 32 made for 17; only the new three are written.
    expect(mesh.show(SHAPE, setOf(pieces))).toBe(3);
    expect(mesh.geometry).toBe(geometry);
    expectPlaced(mesh, SHAPE, pieces);
  });

  it('a press straight down on a piece is traced to that piece, and only to it', () => {
    const pieces: Piece[] = [0, 1, 2, 3].map((k) => ({
      x: 100 + k * 40,
      y: 100,
      facingDeg: 0,
      radiusMm: 15,
      colour: [1, 1, 1],
    }));
    const mesh = new MergedPartMesh(new THREE.MeshBasicMaterial());
    mesh.show(SHAPE, setOf(pieces));
    mesh.updateMatrixWorld();
    for (const [k, p] of pieces.entries()) {
      const ray = new THREE.Raycaster(new THREE.Vector3(p.x + 5, p.y - 3, 100), new THREE.Vector3(0, 0, -1));
      const hits = ray.intersectObject(mesh);
      expect(hits.length).toBeGreaterThan(0);
      expect(new Set(hits.map((h) => h.instanceId))).toEqual(new Set([k]));
      // The top of the 4 mm base, 96 mm below the ray's start.
      expect(hits[0].distance).toBeCloseTo(96, 6);
    }
    // Between two bases (20 mm from each centre, radius 15): nothing.
    const gap = new THREE.Raycaster(new THREE.Vector3(120, 100, 100), new THREE.Vector3(0, 0, -1));
    expect(gap.intersectObject(mesh)).toEqual([]);
  });
});
