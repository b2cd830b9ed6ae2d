// The 3D table: three.js through @react-three/fiber, rendered on demand. Table units are mm with
// z up: the table's x and y are three's x and y. Everything drawn here comes from the
// store's scene and the engine's answers (engine/); gestures go back to the store.
import { Suspense, useEffect, useMemo } from 'react';
import { Canvas } from '@react-three/fiber';
import { Billboard, Line } from '@react-three/drei';
import * as THREE from 'three';
import {
  type Placement,
  contacts,
  evaluateMove,
  explainLos,
  fighterFootprint,
  halfDepthMm,
  measure,
  sightFan,
  whoSeesWhom,
} from './engine';
import { FAN_COLOURS, VERDICT_COLOURS, sideColour, sideShape } from './look';
import { cm } from './i18n';
import { useStore } from './store';
import { effectiveScene } from './actions';
import { LazyOverlay } from './layout/lazy';
import { CrowdLabelFrame } from './layout/CrowdLabel';
import { Label } from './layout/Label';
import { LabelLayout, LabelLayoutContext } from './layout/label-layout';
import { useLearn } from './learn';
import { SetupOverlay } from './edit/SetupOverlay';
import { TableTouch } from './layout/TableTouch';
import { PeerGhosts } from './live/PeerGhosts';
import { TableTop } from './table/TableTop';
import { SceneryPiece } from './table/SceneryPiece';
import { Controls } from './table/Controls';
import { REST_DPR, DragResolution } from './table/DragResolution';
import { TestHook, markContentMounted } from './table/TestHook';
import { usePointerToTable } from './table/pointer';
import { useDrag } from './table/drag';
import { useTableHandlers, usePieceHandlers } from './table/handlers';
import { FighterPiece, RotateHandle } from './table/FighterPiece';
import { FieldOfView } from './table/FieldOfView';

export function Table3D() {
  const labels = useMemo(() => new LabelLayout(), []);
  return (
    <Canvas
      data-testid="table-canvas"
      frameloop="demand"
      dpr={REST_DPR}
      gl={{ antialias: false }}
      camera={{ fov: 38, near: 5, far: 20000, up: [0, 0, 1], position: [600, -330, 820] }}
      onCreated={({ camera }) => camera.lookAt(600, 290, 0)}
    >
      <color attach="background" args={['#1d232b']} />
      <ambientLight intensity={1.6} />
      <directionalLight position={[300, -400, 900]} intensity={1.8} />
      <directionalLight position={[1200, 900, 500]} intensity={0.5} />
      <Controls />
      <TableTouch />
      <DragResolution />
      <TestHook />
      <LabelLayoutContext.Provider value={labels}>
        <CrowdLabelFrame />
        <Suspense fallback={null}>
          <SceneContent />
        </Suspense>
      </LabelLayoutContext.Provider>
    </Canvas>
  );
}

function SceneContent() {
  const scene = useStore((s) => s.scene);
  const placement = useStore((s) => s.placement);
  const selection = useStore((s) => s.selection);
  const tool = useStore((s) => s.tool);
  const showGrid = useStore((s) => s.showGrid);
  const showFov = useStore((s) => s.showFov);
  const sightTarget = useStore((s) => s.sightTarget);
  const sceneryDrag = useStore((s) => s.sceneryDrag);
  const inLessons = useLearn((s) => s.mode === 'lessons');
  const shown = useMemo(() => effectiveScene(scene, placement), [scene, placement]);
  const drag = useDrag();
  const toTable = usePointerToTable();
  useEffect(() => {
    markContentMounted();
  }, []);

  const { onTableDown, onTableClick } = useTableHandlers(toTable);
  const { onFighterDown, onSceneryDown } = usePieceHandlers(drag);

  const selectedFighter = selection?.kind === 'fighter' ? shown.fighters.find((f) => f.id === selection.id) : undefined;

  return (
    <group>
      <TableTop scene={shown} showGrid={showGrid} onDown={onTableDown} onClick={onTableClick} />
      {shown.scenery.map((s) => (
        <group key={s.id} position={sceneryDrag?.id === s.id ? [sceneryDrag.dx, sceneryDrag.dy, 0] : [0, 0, 0]}>
          <SceneryPiece spec={s} selected={selection?.kind === 'scenery' && selection.id === s.id} onDown={onSceneryDown} />
        </group>
      ))}
      {shown.fighters.map((f) => (
        <FighterPiece
          key={f.id}
          spec={f}
          colour={sideColour(shown, f.side)}
          shape={sideShape(shown, f.side)}
          selected={selection?.kind === 'fighter' && selection.id === f.id}
          target={sightTarget === f.id}
          onDown={onFighterDown}
        />
      ))}
      {selectedFighter && showFov && <FieldOfView scene={shown} f={selectedFighter} />}
      {selectedFighter && tool === 'move' && <RotateHandle f={selectedFighter} drag={drag} />}
      {/* The engine's core loads as the app starts: the table is drawn without waiting for it. */}
      <Suspense fallback={null}>
        {tool === 'move' && placement && <MoveOverlay />}
        {tool === 'sight' && <SightOverlay />}
        {tool === 'measure' && <MeasureOverlay />}
        {tool === 'contact' && <ContactOverlay />}
      </Suspense>
      {tool === 'dispersion' && <LazyOverlay name="dispersion" />}
      {tool === 'zones' && <LazyOverlay name="zones" />}
      {inLessons && <LazyOverlay name="lessonRoute" />}
      {tool === 'edit' && <SetupOverlay />}
      <Suspense fallback={null}>
        <PeerGhosts />
      </Suspense>
    </group>
  );
}

// ---------------------------------------------------------------------------------------------
// Tool overlays

function MoveOverlay() {
  const scene = useStore((s) => s.scene);
  const placement = useStore((s) => s.placement);
  const start = useStore((s) => s.moveStart);
  const action = useStore((s) => s.action);
  const disengaged = useStore((s) => s.disengaged);
  const facts = useMemo(() => (placement && start ? evaluateMove(scene, start, placement, action, { disengaged }) : null), [scene, placement, start, action, disengaged]);
  if (!facts || !placement) return null;
  const orig = scene.fighters.find((f) => f.id === placement.id);
  if (!orig) return null;
  const colour = facts.legal ? '#3ee07a' : '#ff4a4a';
  const a = facts.route[0];
  const b = facts.route[facts.route.length - 1];
  const ghost = fighterFootprint(orig);
  const ghostPts: [number, number, number][] =
    ghost.kind === 'circle'
      ? Array.from({ length: 41 }, (_, i) => [ghost.center.x + ghost.radiusMm * Math.cos((i / 40) * 2 * Math.PI), ghost.center.y + ghost.radiusMm * Math.sin((i / 40) * 2 * Math.PI), 1] as [number, number, number])
      : [...ghost.points, ghost.points[0]].map((p) => [p.x, p.y, 1] as [number, number, number]);
  const reach: [number, number, number][] = Array.from({ length: 97 }, (_, i) => {
    const t = (i / 96) * Math.PI * 2;
    return [a.x + facts.potentialMm * Math.cos(t), a.y + facts.potentialMm * Math.sin(t), 0.9];
  });
  const mid = facts.route[Math.floor(facts.route.length / 2)] ?? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  return (
    <group>
      <Line points={ghostPts} color="#ffffff" lineWidth={1.5} dashed dashSize={4} gapSize={3} />
      <Line points={reach} color="#9fd7ff" lineWidth={1.2} dashed dashSize={10} gapSize={8} />
      {facts.lengthMm > 0.05 && <Line points={facts.route.map((p) => [p.x, p.y, 6] as [number, number, number])} color={colour} lineWidth={4} />}
      <Billboard position={[mid.x, mid.y, 30]}>
        <Label fontSize={16} color={colour} outlineWidth={1.6} outlineColor="#111" anchorY="bottom">
          {cm(facts.lengthMm)}
        </Label>
      </Billboard>
    </group>
  );
}

function SightOverlay() {
  const scene = useStore((s) => s.scene);
  const placement = useStore((s) => s.placement);
  const selection = useStore((s) => s.selection);
  const target = useStore((s) => s.sightTarget);
  const from = selection?.kind === 'fighter' ? selection.id : null;
  const shown = useMemo(() => effectiveScene(scene, placement), [scene, placement]);
  const ex = useMemo(() => {
    if (!from || !target || !shown.fighters.some((f) => f.id === target)) return null;
    return explainLos(scene, from, target, placement);
  }, [scene, placement, from, target, shown]);
  const fan = useMemo(() => (ex ? sightFan(scene, ex, 41, placement) : null), [scene, placement, ex]);
  // the free line from base to base that gives sight in Rag'narok, drawn bold.
  const witness = ex?.sight.method === 'base-to-base' && ex.los !== 'none' ? ex.sight.witness : null;
  const who = useMemo(() => (from && !target ? whoSeesWhom(scene, from, placement) : null), [scene, placement, from, target]);
  if (fan) {
    const pts: [number, number, number][] = [];
    const cols: [number, number, number][] = [];
    for (const r of fan) {
      pts.push([r.from.x, r.from.y, 7], [r.to.x, r.to.y, 7]);
      const c = new THREE.Color(FAN_COLOURS[r.kind]);
      cols.push([c.r, c.g, c.b], [c.r, c.g, c.b]);
    }
    return (
      <group>
        <Line points={pts} segments vertexColors={cols} lineWidth={1.6} />
        {witness && (
          <Line
            points={witness.map((p) => [p.x, p.y, 8] as [number, number, number])}
            color={FAN_COLOURS.clear}
            lineWidth={4}
          />
        )}
      </group>
    );
  }
  if (who) {
    return (
      <group>
        {who.sees.map((s) => {
          const f = shown.fighters.find((x) => x.id === s.id);
          if (!f) return null;
          const r = Math.max(halfDepthMm(f.base), f.base.type === 'rect' ? f.base.depth / 2 : 0) + 7;
          const pts: [number, number, number][] = Array.from({ length: 33 }, (_, i) => {
            const t = (i / 32) * Math.PI * 2;
            return [f.position[0] + r * Math.cos(t), f.position[1] + r * Math.sin(t), 1.2];
          });
          return <Line key={s.id} points={pts} color={VERDICT_COLOURS[s.los]} lineWidth={s.los === 'none' ? 1.5 : 3} dashed={s.los === 'none'} dashSize={5} gapSize={4} />;
        })}
      </group>
    );
  }
  return null;
}

function MeasureOverlay() {
  const scene = useStore((s) => s.scene);
  const ends = useStore((s) => s.measure);
  const m = useMemo(() => (ends.length === 2 ? measure(scene, ends[0], ends[1]) : null), [scene, ends]);
  const first = ends[0];
  return (
    <group>
      {first?.kind === 'point' && (
        <mesh position={[first.at.x, first.at.y, 2]}>
          <sphereGeometry args={[4, 12, 8]} />
          <meshBasicMaterial color="#ffe14a" />
        </mesh>
      )}
      {m && (
        <group>
          <Line points={[[m.from.x, m.from.y, 8], [m.to.x, m.to.y, 8]]} color="#ffe14a" lineWidth={3.5} />
          <mesh position={[m.from.x, m.from.y, 8]}>
            <sphereGeometry args={[3.5, 12, 8]} />
            <meshBasicMaterial color="#ffe14a" />
          </mesh>
          <mesh position={[m.to.x, m.to.y, 8]}>
            <sphereGeometry args={[3.5, 12, 8]} />
            <meshBasicMaterial color="#ffe14a" />
          </mesh>
          <Billboard position={[(m.from.x + m.to.x) / 2, (m.from.y + m.to.y) / 2, 24]}>
            <Label fontSize={17} color="#ffe14a" outlineWidth={1.8} outlineColor="#111" anchorY="bottom">
              {cm(m.distanceMm)}
            </Label>
          </Billboard>
        </group>
      )}
    </group>
  );
}

function ContactOverlay() {
  const scene = useStore((s) => s.scene);
  const report = useMemo(() => contacts(scene), [scene]);
  return (
    <group>
      {report.links.map((l) => {
        const a = scene.fighters.find((f) => f.id === l.a)!;
        const b = scene.fighters.find((f) => f.id === l.b)!;
        const warn = l.enemies && !l.aSightTouches && !l.bSightTouches;
        const colour = !l.enemies ? '#9fd7ff' : warn ? '#ffb020' : '#ff4a4a';
        return (
          <group key={`${l.a}-${l.b}`}>
            <Line points={[[a.position[0], a.position[1], 12], [b.position[0], b.position[1], 12]]} color={colour} lineWidth={3} dashed={!l.enemies} dashSize={5} gapSize={4} />
            <mesh position={[l.point.x, l.point.y, 6]}>
              <sphereGeometry args={[warn ? 6 : 4, 12, 8]} />
              <meshBasicMaterial color={colour} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}

export type { Placement };
