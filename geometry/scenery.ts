// A scenery piece's footprint: its circle or its polygon, from its spec. The one maker of
// it, for the World's scenery and for the pieces the setup lays out.
import { type Footprint, circle, polygon } from './footprint';
import type { ScenerySpec } from './scene';
import { ShapeCache } from './shape-cache';

/**
 * Scenery footprints by spec (a spec is replaced, never changed, when edited): made once each. A
 * piece the setup tries and drops is forgotten with its spec.
 */
const sceneryPrints = new ShapeCache<Pick<ScenerySpec, 'shape'>, Footprint>('scenery footprints by spec', (s) =>
  s.shape.type === 'circle'
    ? circle({ x: s.shape.center[0], y: s.shape.center[1] }, s.shape.radius)
    : polygon(s.shape.points.map(([x, y]) => ({ x, y }))),
);

/** The footprint of a scenery piece (a scene's, or a bare shape being laid out). */
export function sceneryFootprint(s: Pick<ScenerySpec, 'shape'>): Footprint {
  return sceneryPrints.get(s);
}
