// The Zones tool's marks on the table (R-8.2 .. ): the zones, the totals that decide their
// control, each fighter's deployment, the set-up gaps and oversized elements, the objectives.
import { useEffect, useMemo } from 'react';
import { Billboard, Line } from '@react-three/drei';
import * as THREE from 'three';
import {
  type DeploymentReport,
  type ObjectiveControl,
  type Point,
  type Scene,
  type SetupViolation,
  type Zone,
  type ZoneControl,
  fighterFootprint,
} from '../engine/zones';
import { ringAround } from '../layout/rings';
import { cm } from '../words/i18n';
import { sceneryHeightMm, sideColour } from '../layout/look';
import { Label } from '../layout/Label';
import type { Gap } from './zones-report';

type DeploymentZones = DeploymentReport['zones'];
type FighterDeployment = DeploymentReport['fighters'][number];

const ZONE_NEUTRAL = '#cfd8e3';
const BAD = '#ff4a4a';
const OK = '#3ee07a';

export function zoneColour(scene: Scene, z: Zone): string {
  if (z.id === 'centre') return '#ffffff';
  return z.side ? sideColour(scene, z.side) : ZONE_NEUTRAL;
}

export function ZoneArea({ points, colour, opacity }: { points: readonly Point[]; colour: string; opacity: number }) {
  const geometry = useMemo(
    () =>
      points.length >= 3
        ? new THREE.ShapeGeometry(new THREE.Shape(points.map((p) => new THREE.Vector2(p.x, p.y))))
        : null,
    [points],
  );
  useEffect(() => () => geometry?.dispose(), [geometry]);
  if (!geometry) return null;
  return (
    <group>
      <mesh geometry={geometry} position={[0, 0, 0.3]} raycast={() => null}>
        <meshBasicMaterial color={colour} transparent opacity={opacity} depthWrite={false} />
      </mesh>
      <Line
        points={[...points, points[0]].map((p) => [p.x, p.y, 0.8] as [number, number, number])}
        color={colour}
        lineWidth={2}
      />
    </group>
  );
}

function circle(c: Point, r: number, z: number): [number, number, number][] {
  return Array.from({ length: 65 }, (_, i) => {
    const a = (i / 64) * Math.PI * 2;
    return [c.x + r * Math.cos(a), c.y + r * Math.sin(a), z];
  });
}

/** Where a zone's totals go. */
function labelY(z: Zone): Point {
  // Each zone's totals at its back edge (away from the camera) so they do not hide the fighters.
  const ys = z.points.map((p) => p.y);
  const xs = z.points.map((p) => p.x);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: Math.max(...ys) - 22 };
}

/** totals per side in each zone, coloured by the side that controls it. */
export function ZoneTotals({
  control,
  zones,
  scene,
}: {
  control: readonly ZoneControl[];
  zones: DeploymentZones;
  scene: Scene;
}) {
  return (
    <>
      {control.map((c, i) => {
        const z = [zones.low, zones.centre, zones.high][i];
        if (z.points.length < 3) return null;
        const at = labelY(z);
        const text = c.totals.map((t) => `${t.side} ${t.power}`).join(' · ');
        if (!text) return null;
        const colour =
          c.state === 'controls' && c.controller
            ? sideColour(scene, c.controller)
            : c.state === 'disputed'
              ? '#f0a81c'
              : '#e8edf2';
        return (
          <Billboard key={c.zone.name} position={[at.x, at.y, 10]}>
            <Label fontSize={15} color={colour} outlineWidth={1.6} outlineColor="#111" anchorY="middle">
              {text}
            </Label>
          </Billboard>
        );
      })}
    </>
  );
}

/** each fighter's deployment: red ring and how far it reaches out, or a thin green ring. */
export function DeploymentRings({
  illegal,
  legal,
  scene,
}: {
  illegal: readonly FighterDeployment[];
  legal: readonly FighterDeployment[];
  scene: Scene;
}) {
  return (
    <>
      {illegal.map((d) => {
        const f = scene.fighters.find((x) => x.id === d.id);
        if (!f) return null;
        return (
          <group key={d.id} name={`illegal-${d.id}`}>
            <Line points={ringAround(fighterFootprint(f), 5, 2.4)} color={BAD} lineWidth={4} />
            {d.zone !== null && Number.isFinite(d.outsideMm) && (
              <Billboard position={[f.position[0], f.position[1] - 30, 8]}>
                <Label fontSize={13} color={BAD} outlineWidth={1.4} outlineColor="#111" anchorY="middle">
                  {`+${cm(d.outsideMm)}`}
                </Label>
              </Billboard>
            )}
          </group>
        );
      })}
      {legal.map((d) => {
        const f = scene.fighters.find((x) => x.id === d.id);
        if (!f) return null;
        return <Line key={d.id} points={ringAround(fighterFootprint(f), 4, 2.2)} color={OK} lineWidth={1.5} />;
      })}
    </>
  );
}

/** each offending gap, with its distance. */
export function GapMarks({ gaps, scene }: { gaps: readonly Gap[]; scene: Scene }) {
  return (
    <>
      {gaps.map((g, i) => {
        const mid = { x: (g.from.x + g.to.x) / 2, y: (g.from.y + g.to.y) / 2 };
        const d = 'distanceMm' in g.violation ? g.violation.distanceMm : 0;
        // Above the taller of the pieces it separates, so that walls do not hide it.
        const ids = [
          g.violation.code === 'too-close' ? g.violation.other : null,
          'scenery' in g.violation ? g.violation.scenery : null,
        ];
        const z =
          6 +
          Math.max(
            0,
            ...ids.map((id) => scene.scenery.find((x) => x.id === id)).map((x) => (x ? sceneryHeightMm(x) : 0)),
          );
        return (
          <group key={i} name={`gap-${i}`}>
            <Line
              points={[
                [g.from.x, g.from.y, z],
                [g.to.x, g.to.y, z],
              ]}
              color={BAD}
              lineWidth={3.5}
            />
            {[g.from, g.to].map((p, k) => (
              <mesh key={k} position={[p.x, p.y, z]} raycast={() => null}>
                <sphereGeometry args={[3.5, 12, 8]} />
                <meshBasicMaterial color={BAD} />
              </mesh>
            ))}
            <Billboard position={[mid.x, mid.y, z + 16]}>
              <Label fontSize={15} color={BAD} outlineWidth={1.6} outlineColor="#111" anchorY="bottom">
                {cm(d)}
              </Label>
            </Billboard>
          </group>
        );
      })}
    </>
  );
}

/** elements too large: their outline in red with the smallest square found. */
export function TooLargeOutlines({ violations, scene }: { violations: readonly SetupViolation[]; scene: Scene }) {
  return (
    <>
      {violations.map((v, i) => {
        if (v.code !== 'too-large') return null;
        const s = scene.scenery.find((x) => x.id === v.scenery);
        if (!s) return null;
        const pts: [number, number, number][] =
          s.shape.type === 'circle'
            ? circle({ x: s.shape.center[0], y: s.shape.center[1] }, s.shape.radius, 3)
            : [...s.shape.points, s.shape.points[0]].map(([x, y]) => [x, y, 3]);
        // The label under the element's near edge, clear of the element's own name.
        const xs = pts.map((p) => p[0]);
        const ys = pts.map((p) => p[1]);
        const c = [(Math.min(...xs) + Math.max(...xs)) / 2, Math.min(...ys) - 14];
        return (
          <group key={`large-${i}`}>
            <Line points={pts} color={BAD} lineWidth={3} dashed dashSize={10} gapSize={6} />
            <Billboard position={[c[0], c[1], 12]}>
              <Label fontSize={15} color={BAD} outlineWidth={1.6} outlineColor="#111" anchorY="top">
                {`${cm(v.extentMm)} / 30.0 cm`}
              </Label>
            </Billboard>
          </group>
        );
      })}
    </>
  );
}

/** objectives: the 10 cm within which fighters count, coloured by who controls it. */
export function ObjectiveRings({ objectives, scene }: { objectives: readonly ObjectiveControl[]; scene: Scene }) {
  return (
    <>
      {objectives.map((o) => {
        const s = scene.scenery.find((x) => x.id === o.objective);
        if (!s || s.shape.type !== 'circle') return null;
        const colour =
          o.state === 'controls' && o.controller
            ? sideColour(scene, o.controller)
            : o.state === 'disputed'
              ? '#f0a81c'
              : '#e8edf2';
        return (
          <Line
            key={o.objective}
            points={circle({ x: s.shape.center[0], y: s.shape.center[1] }, s.shape.radius + 100, 1.2)}
            color={colour}
            lineWidth={2.5}
            dashed
            dashSize={10}
            gapSize={6}
          />
        );
      })}
    </>
  );
}
