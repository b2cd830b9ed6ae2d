// The shapes and materials of the merged scenery, made once for the table: unit trunk, crown,
// rock and roof (scaled per instance by scenery-parts.ts) and a material per body look.
import * as THREE from 'three';
import { BODY_LOOKS, BODY_OPACITY, type BodyLook, type InstanceKind } from './scenery-parts';

function upright(g: THREE.BufferGeometry): THREE.BufferGeometry {
  return g.rotateX(Math.PI / 2);
}

export class SceneryKit {
  readonly geometries: Record<InstanceKind, THREE.BufferGeometry> = {
    // Open-ended: its foot is in the floor, its top in the crown (hidden-faces.ts).
    trunk: upright(new THREE.CylinderGeometry(3, 4, 1, 6, 1, true)),
    crown: upright(new THREE.ConeGeometry(1, 1, 8)),
    rock: new THREE.DodecahedronGeometry(1, 0),
    roof: upright(new THREE.ConeGeometry(1, 1, 4, 1)),
  };
  // Each tree's, rock's and roof's colour is written at its vertices (merged-part-mesh.ts).
  private readonly smooth = new THREE.MeshLambertMaterial({ vertexColors: true });
  private readonly flat = new THREE.MeshLambertMaterial({ flatShading: true, vertexColors: true });
  readonly bodies = Object.fromEntries(
    BODY_LOOKS.map((look) => [
      look,
      new THREE.MeshLambertMaterial({ vertexColors: true, transparent: look !== 'solid', opacity: BODY_OPACITY[look] }),
    ]),
  ) as Record<BodyLook, THREE.MeshLambertMaterial>;

  materialOf(kind: InstanceKind): THREE.Material {
    return kind === 'trunk' ? this.smooth : this.flat;
  }

  dispose(): void {
    for (const g of Object.values(this.geometries)) g.dispose();
    for (const m of Object.values(this.bodies)) m.dispose();
    this.smooth.dispose();
    this.flat.dispose();
  }
}
