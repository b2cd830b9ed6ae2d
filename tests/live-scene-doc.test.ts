// Scene ⇄ Y.Doc (src/live/scene-doc.ts): the round trip is exact, a rewrite touches only what
// changed, and two players' concurrent edits merge: different fighters keep both moves, the same
// fighter ends with one position on both devices.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { parseScene, type Scene } from '../geometry/index';
import { docFromScene, readSceneJson, reuseUnchanged, writeScene, sameJson, rootOf } from '../src/live/scene-doc';
import { sceneArb } from './live-scenes';

const read = (doc: Y.Doc): Scene => parseScene(readSceneJson(doc));

/** Two replicas of one table, as two devices that have synced once. */
function twoReplicas(scene: Scene): [Y.Doc, Y.Doc] {
  const a = docFromScene(scene);
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
  return [a, b];
}

function exchange(a: Y.Doc, b: Y.Doc): void {
  const ua = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
  const ub = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
  Y.applyUpdate(b, ua);
  Y.applyUpdate(a, ub);
}

describe('scene ⇄ Y.Doc', () => {
  it('round trip: a scene written into a doc reads back equal (through the binary encoding too)', () => {
    fc.assert(
      fc.property(sceneArb(), (scene) => {
        const doc = docFromScene(scene);
        expect(read(doc)).toEqual(scene);
        const copy = new Y.Doc();
        Y.applyUpdate(copy, Y.encodeStateAsUpdate(doc));
        expect(read(copy)).toEqual(scene);
      }),
      { numRuns: 150 },
    );
  });

  it('rewriting with any other scene reads back that scene (additions, removals, field changes)', () => {
    fc.assert(
      fc.property(sceneArb(), sceneArb(), (first, second) => {
        const doc = docFromScene(first);
        doc.transact(() => writeScene(doc, second));
        expect(read(doc)).toEqual(second);
      }),
      { numRuns: 150 },
    );
  });

  it('writing the same scene again changes nothing (no update is produced)', () => {
    fc.assert(
      fc.property(sceneArb(), (scene) => {
        const doc = docFromScene(scene);
        let updates = 0;
        doc.on('update', () => updates++);
        doc.transact(() => writeScene(doc, structuredClone(scene)));
        expect(updates).toBe(0);
      }),
      { numRuns: 80 },
    );
  });

  it('two players moving different fighters at once both keep their moves', () => {
    fc.assert(
      fc.property(
        sceneArb(6).filter((s) => s.fighters.length >= 2),
        fc.integer({ min: 1, max: 4 }),
        (scene, dMm) => {
          const [a, b] = twoReplicas(scene);
          const [f0, f1] = scene.fighters;
          const moveBy = (s: Scene, id: string, dx: number): Scene => ({
            ...s,
            fighters: s.fighters.map((f) =>
              f.id === id ? { ...f, position: [f.position[0] + dx, f.position[1]] as [number, number] } : f,
            ),
          });
          a.transact(() => writeScene(a, moveBy(scene, f0.id, dMm)));
          b.transact(() => writeScene(b, moveBy(scene, f1.id, -dMm)));
          exchange(a, b);
          const merged = read(a);
          expect(read(b)).toEqual(merged);
          expect(merged).toEqual(moveBy(moveBy(scene, f0.id, dMm), f1.id, -dMm));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('two players moving the same fighter end with one of the two positions on both devices', () => {
    fc.assert(
      fc.property(
        sceneArb(6).filter((s) => s.fighters.length >= 1),
        fc.integer({ min: 1, max: 4 }),
        (scene, dMm) => {
          const [a, b] = twoReplicas(scene);
          const f0 = scene.fighters[0];
          const at = (dx: number, dy: number): [number, number] => [f0.position[0] + dx, f0.position[1] + dy];
          const place = (s: Scene, p: [number, number]): Scene => ({
            ...s,
            fighters: s.fighters.map((f) => (f.id === f0.id ? { ...f, position: p } : f)),
          });
          a.transact(() => writeScene(a, place(scene, at(dMm, 0))));
          b.transact(() => writeScene(b, place(scene, at(0, -dMm))));
          exchange(a, b);
          const pa = read(a).fighters[0].position;
          expect(read(b).fighters[0].position).toEqual(pa);
          // The position is one value: never x from one player and y from the other.
          expect([at(dMm, 0), at(0, -dMm)]).toContainEqual(pa);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('concurrent additions by both players are both kept, in the same order on both devices', () => {
    fc.assert(
      fc.property(sceneArb(4, 2), (scene) => {
        const [a, b] = twoReplicas(scene);
        const add = (s: Scene, id: string, x: number): Scene => ({
          ...s,
          scenery: [
            ...s.scenery,
            {
              id,
              kind: 'rocks',
              blocksSight: true,
              passable: false,
              shape: { type: 'circle', center: [x, 30], radius: 10 },
            },
          ],
        });
        a.transact(() => writeScene(a, add(scene, 'new-a', 100)));
        b.transact(() => writeScene(b, add(scene, 'new-b', 200)));
        exchange(a, b);
        const ids = read(a).scenery.map((s) => s.id);
        expect(read(b).scenery.map((s) => s.id)).toEqual(ids);
        expect(ids).toEqual(expect.arrayContaining(['new-a', 'new-b']));
        expect(ids.slice(0, scene.scenery.length)).toEqual(scene.scenery.map((s) => s.id));
      }),
      { numRuns: 60 },
    );
  });

  it('a doc whose fighter entry is not a map reads as an invalid scene, naming the field', () => {
    const doc = docFromScene(parseScene({ version: 1, table: { width: 600, depth: 600 }, fighters: [] }));
    doc.transact(() => (rootOf(doc).get('fighters') as Y.Map<unknown>).set('X', 42));
    expect(() => read(doc)).toThrow(/fighters\[0\]/);
  });

  it('sameJson ignores key order and undefined fields, and sees every difference', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it('a table read from the doc keeps the objects of what did not change (by id), and equals what was read', () => {
    fc.assert(
      fc.property(sceneArb(), sceneArb(), fc.nat(), (prev, other, k) => {
        // The other player moved one fighter; or the table was replaced by another one.
        const moved =
          prev.fighters.length === 0
            ? prev
            : {
                ...prev,
                fighters: prev.fighters.map((f, i) =>
                  i === k % prev.fighters.length
                    ? { ...f, position: [f.position[0] + 1, f.position[1]] as [number, number] }
                    : f,
                ),
              };
        for (const next of [moved, other]) {
          const fresh = read(docFromScene(next));
          const shared = reuseUnchanged(prev, fresh);
          expect(shared).toEqual(fresh);
          for (const f of shared.fighters) {
            const before = prev.fighters.find((g) => g.id === f.id);
            expect(f === before).toBe(before !== undefined && sameJson(before, f));
          }
          expect(shared.scenery === prev.scenery).toBe(sameJson(prev.scenery, fresh.scenery));
        }
        // The same table read again is the very same object.
        expect(reuseUnchanged(prev, read(docFromScene(prev)))).toBe(prev);
      }),
      { numRuns: 150 },
    );
  });
});
