// The Dispersion tool's overlay on the table (R-7.1 .. ): the line of fire, the template and
// its numbered arrows, the deviation animated from the initial to the final point, the bases hit.
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Billboard, Line } from '@react-three/drei';
import type * as THREE from 'three';
import {
  type AreaHit,
  type Point,
  type Scene,
  areaOfEffect,
  arrowDeg,
  fighterFootprint,
  lineOfFire,
  ragnarokArea,
} from '../engine/dispersion';
import {
  DISPERSION_ANIMATION_MS,
  type Scatter,
  areaRadiusOf,
  hitsOf,
  shooterSightOf,
  useDispersion,
  useShooter,
} from './dispersion-state';
import { cm } from '../words/i18n';
import { Label } from '../layout/Label';
import { circlePoints, outlineAround, ringAround } from '../layout/rings';
import { setProbe } from '../state/probe';
import { useStore } from '../state/store';

export const HIT_COLOURS = { whole: '#ff4a4a', partial: '#f0a81c' } as const;
const TEMPLATE_COLOUR = '#ffb347';

/** The template, drawn around its own origin (the group is moved to the animated centre). */
function Template({ radiusMm, ragnarok }: { radiusMm: number; ragnarok: boolean }) {
  const rings = useMemo(() => {
    // the Rag'narok template: concentric 1 cm circles.
    if (!ragnarok) return [];
    const out: number[] = [];
    for (let r = 10; r < radiusMm - 1e-6; r += 10) out.push(r);
    return out;
  }, [radiusMm, ragnarok]);
  const o = { x: 0, y: 0 };
  return (
    <group>
      {radiusMm > 0 && (
        <mesh position={[0, 0, 1.4]} raycast={() => null}>
          <circleGeometry args={[radiusMm, 64]} />
          <meshBasicMaterial color={TEMPLATE_COLOUR} transparent opacity={0.28} depthWrite={false} />
        </mesh>
      )}
      {radiusMm > 0 && <Line points={circlePoints(o, radiusMm, 1.6)} color={TEMPLATE_COLOUR} lineWidth={2.5} />}
      {rings.map((r) => (
        <Line
          key={r}
          points={circlePoints(o, r, 1.6)}
          color={TEMPLATE_COLOUR}
          lineWidth={1}
          transparent
          opacity={0.7}
        />
      ))}
      <Line
        points={[
          [-7, 0, 2],
          [7, 0, 2],
        ]}
        color="#ffffff"
        lineWidth={2}
      />
      <Line
        points={[
          [0, -7, 2],
          [0, 7, 2],
        ]}
        color="#ffffff"
        lineWidth={2}
      />
    </group>
  );
}

/** Slide the template from the initial to the final point, on demand: one frame asked for at a time (BROWSER-NOTES). */
function useTemplateSlide(template: RefObject<THREE.Group | null>, invalidate: () => void): void {
  useFrame(() => {
    const g = template.current;
    if (!g) return;
    const st = useDispersion.getState();
    if (!st.roll) {
      if (st.impact) g.position.set(st.impact.x, st.impact.y, 0);
      return;
    }
    const a = st.roll.scatter.impact;
    const b = st.roll.scatter.final;
    const k = Math.min(1, (performance.now() - st.roll.startedAt) / DISPERSION_ANIMATION_MS);
    const e = 1 - (1 - k) ** 3;
    g.position.set(a.x + (b.x - a.x) * e, a.y + (b.y - a.y) * e, 0);
    if (k < 1) invalidate();
    else if (st.animating) st.finish();
  });
}

/** What the browser tests read of the tool: its phase, the template where it is drawn, the roll and the hits drawn. */
function useDispersionProbe(template: RefObject<THREE.Group | null>, drawnHits: RefObject<AreaHit[]>): void {
  useEffect(
    () =>
      setProbe('dispersion', () => {
        const st = useDispersion.getState();
        const g = template.current;
        const s = st.roll?.scatter;
        return {
          phase: !st.impact ? 'idle' : !st.roll ? 'ready' : st.animating ? 'rolling' : 'done',
          impact: st.impact,
          templateAt: g ? { x: g.position.x, y: g.position.y } : null,
          radiusMm: st.roll ? areaRadiusOf(st.roll) : st.radiusMm,
          seed: s?.seed ?? null,
          dice: s?.dice ?? null,
          final: s?.final ?? null,
          onTable: s?.onTable ?? null,
          shooter: st.roll?.shooter ?? null,
          hits: drawnHits.current.map((h) => ({ id: h.id, coverage: h.coverage, coveredFraction: h.coveredFraction })),
        };
      }),
    [],
  );
}

export function DispersionOverlay() {
  return (
    <>
      <ScatterOverlay />
      <ShownArea />
    </>
  );
}

/**
 * an area without dispersion: its edge, exact (outlineAround), around its point or
 * its fighter's base, and the fighters it covers as the engine lists them (areaOfEffect).
 */
function ShownArea() {
  const scene = useStore((s) => s.scene);
  const shown = useDispersion((s) => s.shownArea);
  const invalidate = useThree((s) => s.invalidate);
  const drawn = useMemo(() => {
    if (!shown) return null;
    const c = shown.centre;
    const f = 'fighter' in c ? scene.fighters.find((x) => x.id === c.fighter) : undefined;
    if ('fighter' in c && !f) return null;
    const fp = f
      ? fighterFootprint(f)
      : ({ kind: 'circle', center: (c as { point: Point }).point, radiusMm: 0 } as const);
    return {
      edge: outlineAround(fp, shown.radiusMm, 1.6),
      hits: areaOfEffect(scene, c, shown.radiusMm, shown.level).hits,
    };
  }, [scene, shown]);
  useEffect(() => invalidate(), [drawn, invalidate]);
  // What the browser tests read: the area drawn and the fighters ringed.
  useEffect(
    () => setProbe('area', () => (drawn ? { edgePoints: drawn.edge.length, hits: drawn.hits.map((h) => h.id) } : null)),
    [drawn],
  );
  if (!drawn) return null;
  return (
    <group name="area-overlay">
      <Line points={drawn.edge} color={TEMPLATE_COLOUR} lineWidth={2.5} />
      <HitRings hits={drawn.hits} scene={scene} />
    </group>
  );
}

function ScatterOverlay() {
  const scene = useStore((s) => s.scene);
  const shooter = useShooter();
  const impact = useDispersion((s) => s.impact);
  const radiusMm = useDispersion((s) => s.radiusMm);
  const successes = useDispersion((s) => s.successes);
  const roll = useDispersion((s) => s.roll);
  const animating = useDispersion((s) => s.animating);
  const invalidate = useThree((s) => s.invalidate);
  const template = useRef<THREE.Group>(null);
  const ragnarok = scene.ruleset === 'ragnarok';
  const method = ragnarok ? 'template6' : scene.options.dispersionDirections;

  // Before a roll, arrow 1 follows the shooter chosen now; after it, the one the roll used.
  const line = useMemo(() => {
    if (roll) return { ...roll.scatter.lineOfFire, sight: shooterSightOf(scene, roll.shooter) };
    if (!impact) return null;
    const sight = shooterSightOf(scene, shooter);
    return { ...lineOfFire(impact, sight), sight };
  }, [roll, impact, scene, shooter]);
  const hits = useMemo(() => (roll && !animating ? hitsOf(scene, roll) : null), [scene, roll, animating]);
  const drawnHits = useRef<AreaHit[]>([]);
  drawnHits.current = hits?.hits ?? [];

  useEffect(() => {
    invalidate();
  }, [impact, radiusMm, roll, animating, invalidate]);
  useTemplateSlide(template, invalidate);
  useDispersionProbe(template, drawnHits);

  if (!impact || !line) return null;
  // before the roll, the area the successes already give.
  const radius = roll ? areaRadiusOf(roll) : ragnarok ? ragnarokArea(radiusMm / 10, successes).areaCm * 10 : radiusMm;
  const s = roll?.scatter;
  return (
    <group name="dispersion-overlay">
      {/* the line of fire: from the shooter's sight through the initial point. */}
      {line.sight && (
        <Line
          points={[
            [line.sight.x, line.sight.y, 9],
            [impact.x, impact.y, 9],
          ]}
          color="#9fd7ff"
          lineWidth={1.5}
          dashed
          dashSize={8}
          gapSize={6}
        />
      )}
      <Arrows
        impact={impact}
        lineDeg={line.deg}
        arrowLen={Math.max(radius, 20) + 22}
        arrows={method === 'template6' ? [1, 2, 3, 4, 5, 6] : [1]}
        scatter={s}
      />
      <mesh position={[impact.x, impact.y, 3]} raycast={() => null}>
        <sphereGeometry args={[3.5, 12, 8]} />
        <meshBasicMaterial color="#ffe14a" />
      </mesh>
      {s && <Deviation scatter={s} animating={animating} />}
      <group ref={template}>
        <Template radiusMm={radius} ragnarok={ragnarok} />
      </group>
      {hits && <HitRings hits={hits.hits} scene={scene} />}
    </group>
  );
}

/** The template's numbered arrows at the initial point (R-7.1 reading: counter-clockwise from arrow 1), the rolled one lit. */
function Arrows({
  impact,
  lineDeg,
  arrowLen,
  arrows,
  scatter: s,
}: {
  impact: Point;
  lineDeg: number;
  arrowLen: number;
  arrows: number[];
  scatter: Scatter | undefined;
}) {
  return (
    <>
      {arrows.map((n) => {
        const deg = arrowDeg(n, lineDeg);
        const u = { x: Math.cos((deg * Math.PI) / 180), y: Math.sin((deg * Math.PI) / 180) };
        const tip = { x: impact.x + u.x * arrowLen, y: impact.y + u.y * arrowLen };
        const chosen =
          s && (s.rule === 'R-7.3' ? s.dice.direction === n : s.dice.method === 'template6' && s.dice.direction === n);
        return (
          <group key={n}>
            <Line
              points={[
                [impact.x, impact.y, 3],
                [tip.x, tip.y, 3],
              ]}
              color={chosen ? '#ffe14a' : '#e8e2c8'}
              lineWidth={chosen ? 3 : 1.2}
            />
            <Billboard position={[tip.x + u.x * 9, tip.y + u.y * 9, 6]}>
              <Label
                fontSize={chosen ? 17 : 13}
                color={chosen ? '#ffe14a' : '#f4f0de'}
                outlineWidth={1.4}
                outlineColor="#111"
                anchorY="middle"
              >
                {String(n)}
              </Label>
            </Billboard>
          </group>
        );
      })}
    </>
  );
}

/** The deviation: from the initial to the final point of impact, red when the final point is off the table. */
function Deviation({ scatter: s, animating }: { scatter: Scatter; animating: boolean }) {
  const finalColour = s.onTable === false ? '#ff4a4a' : '#3ee07a';
  return (
    <group>
      <Line
        points={[
          [s.impact.x, s.impact.y, 10],
          [s.final.x, s.final.y, 10],
        ]}
        color="#ffe14a"
        lineWidth={3}
      />
      <mesh position={[s.final.x, s.final.y, 10]} raycast={() => null}>
        <sphereGeometry args={[4.5, 14, 10]} />
        <meshBasicMaterial color={finalColour} />
      </mesh>
      {!animating && (
        <Billboard position={[(s.impact.x + s.final.x) / 2, (s.impact.y + s.final.y) / 2, 22]}>
          <Label fontSize={15} color={finalColour} outlineWidth={1.6} outlineColor="#111" anchorY="bottom">
            {s.rule === 'R-7.3' ? cm(s.deviationMm) : cm(s.distanceMm)}
          </Label>
        </Billboard>
      )}
    </group>
  );
}

/** the bases hit: whole in red, partly in orange (dashed), with the covered share. */
function HitRings({ hits, scene }: { hits: readonly AreaHit[]; scene: Scene }) {
  return (
    <>
      {hits.map((h) => {
        const f = scene.fighters.find((x) => x.id === h.id);
        if (!f) return null;
        const fp = fighterFootprint(f);
        return (
          <group key={h.id} name={`hit-${h.id}`}>
            <Line
              points={ringAround(fp, 4, 2.2)}
              color={HIT_COLOURS[h.coverage]}
              lineWidth={h.coverage === 'whole' ? 4 : 3}
              dashed={h.coverage === 'partial'}
              dashSize={5}
              gapSize={3}
            />
            {h.coverage === 'partial' && (
              <Billboard position={[f.position[0], f.position[1] - 26, 8]}>
                <Label
                  fontSize={12}
                  color={HIT_COLOURS.partial}
                  outlineWidth={1.3}
                  outlineColor="#111"
                  anchorY="middle"
                >
                  {`${Math.round(h.coveredFraction * 100)}%`}
                </Label>
              </Billboard>
            )}
          </group>
        );
      })}
    </>
  );
}
