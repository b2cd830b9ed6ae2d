// Issue 33: the faces left out of the shapes drawn many times are exactly those facing down (a
// part's bottom on its base, a scenery body's bottom lid on the table top): every face a camera
// above the table can see is kept, with the area it had.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as THREE from 'three';
import { withoutBottomLid, withoutLastGroup } from '../src/app/table/pieces/hidden-faces';

type Face = { normalZ: number; area: number; minZ: number };

function facesOf(g: THREE.BufferGeometry): Face[] {
  const pos = g.getAttribute('position');
  const idx = g.index ? Array.from(g.index.array) : [...Array(pos.count).keys()];
  const out: Face[] = [];
  const [a, b, c] = [new THREE.Vector3(), new THREE.Vector3(), new THREE.Vector3()];
  for (let i = 0; i < idx.length; i += 3) {
    a.fromBufferAttribute(pos, idx[i]);
    b.fromBufferAttribute(pos, idx[i + 1]);
    c.fromBufferAttribute(pos, idx[i + 2]);
    const n = new THREE.Vector3().crossVectors(b.clone().sub(a), c.clone().sub(a));
    out.push({ normalZ: n.z / n.length(), area: n.length() / 2, minZ: Math.min(a.z, b.z, c.z) });
  }
  return out;
}

const areaOf = (faces: Face[]) => faces.reduce((s, f) => s + f.area, 0);
const upright = (g: THREE.BufferGeometry) => g.rotateX(Math.PI / 2);

describe('hidden faces', () => {
  it('a cylinder, a cone and a box lose their bottom and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 40 }), (sides) => {
        for (const make of [
          () => upright(new THREE.CylinderGeometry(5, 6, 1, sides)),
          () => upright(new THREE.ConeGeometry(8, 1, sides)),
          () => new THREE.BoxGeometry(11, 11, 1),
        ]) {
          const all = facesOf(make());
          const kept = facesOf(withoutLastGroup(make()));
          const down = all.filter((f) => f.normalZ < -0.999);
          expect(kept.every((f) => f.normalZ > -0.999)).toBe(true);
          expect(kept.length).toBe(all.length - down.length);
          expect(areaOf(kept)).toBeCloseTo(areaOf(all) - areaOf(down), 6);
        }
      }),
    );
  });

  it('an extruded polygon loses its bottom lid only: its top lid keeps the polygon’s area', () => {
    // A 40 x 30 rectangle with a 10 x 10 notch: area 1,100 mm².
    const shape = new THREE.Shape([
      new THREE.Vector2(0, 0),
      new THREE.Vector2(40, 0),
      new THREE.Vector2(40, 30),
      new THREE.Vector2(20, 30),
      new THREE.Vector2(20, 20),
      new THREE.Vector2(10, 20),
      new THREE.Vector2(10, 30),
      new THREE.Vector2(0, 30),
    ]);
    const all = facesOf(new THREE.ExtrudeGeometry(shape, { depth: 7, bevelEnabled: false }));
    const kept = facesOf(withoutBottomLid(new THREE.ExtrudeGeometry(shape, { depth: 7, bevelEnabled: false })));
    const bottom = all.filter((f) => f.normalZ < -0.999 && f.minZ === 0);
    expect(areaOf(bottom)).toBeCloseTo(1100, 6);
    expect(kept.filter((f) => f.normalZ < -0.999)).toEqual([]);
    expect(areaOf(kept.filter((f) => f.normalZ > 0.999))).toBeCloseTo(1100, 6);
    expect(kept.length).toBe(all.length - bottom.length);
  });

  it('refuses a shape it does not know', () => {
    expect(() => withoutLastGroup(new THREE.BufferGeometry())).toThrow(/withoutLastGroup/);
    expect(() => withoutBottomLid(new THREE.SphereGeometry(1))).toThrow(/withoutBottomLid/);
  });
});
