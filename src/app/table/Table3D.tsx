// The 3D table: three.js through @react-three/fiber, rendered on demand. Table units are mm with
// z up: the table's x and y are three's x and y. Everything drawn here comes from the
// store's scene and the engine's answers (engine/); gestures go back to the store. The pieces,
// overlays, camera and gestures each have a file in table/; this one puts them together.
import { Suspense, lazy, useEffect, useMemo } from 'react';
import { Canvas } from '@react-three/fiber';
import type { Placement, Scene } from '../engine';
import { sideColour, sideShape } from '../layout/look';
import { useStore } from '../state/store';
import { useCaptureFlags } from '../state/capture-flags';
import { effectiveScene } from '../state/actions';
import { LazyOverlay } from '../layout/lazy';
import { useLearn } from '../learn/learn';
import { SetupOverlay } from '../edit/SetupOverlay';
import { TableTouch } from '../layout/TableTouch';
import { TableTop } from './TableTop';
import { Controls } from './Controls';
import { MEANS, DragResolution } from './DragResolution';
import { TestHook, markContentMounted } from './TestHook';
import { ProjectorLink } from './ProjectorLink';
import { usePointerToTable } from './pointer';
import { useDrag } from './drag';
import { useTableHandlers, usePieceHandlers } from './handlers';
import { FighterBodies } from './pieces/FighterBodies';
import type { FighterLook } from './pieces/fighter-parts';
import { fighterLabel, sceneryLabel } from './pieces/label-requests';
import { registerLabelBatch } from '../layout/label-pending';
import { SceneryLayers } from './pieces/SceneryLayers';
import {
  ContactOverlay,
  FieldOfView,
  FighterRings,
  PeerGhosts,
  MeasureOverlay,
  MoveOverlay,
  RotateHandle,
  SightOverlay,
  preloadTableOverlays,
} from './table-overlays';

/** Every crowding label in one mesh, with the text engine: loaded after the table is drawn. */
const LabelBatch = lazy(() => import('../layout/LabelBatch'));

export function Table3D() {
  return (
    <Canvas
      data-testid="table-canvas"
      frameloop="demand"
      dpr={MEANS.restDpr}
      gl={{ antialias: MEANS.antialias }}
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
      <ProjectorLink />
      <Suspense fallback={null}>
        <SceneContent />
      </Suspense>
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
  const group = useStore((s) => s.group);
  const groupDrag = useStore((s) => s.groupDrag);
  const inLessons = useLearn((s) => s.mode === 'lessons');
  const capture = useCaptureFlags((s) => s.open);
  const shown = useMemo(() => effectiveScene(scene, placement, groupDrag), [scene, placement, groupDrag]);
  const drag = useDrag();
  const toTable = usePointerToTable();
  useEffect(() => {
    markContentMounted();
    preloadTableOverlays();
  }, []);

  const { onTableDown, onTableClick } = useTableHandlers(toTable);
  const { onFighterDown, onSceneryDown } = usePieceHandlers(drag);

  const selectedFighter = selection?.kind === 'fighter' ? shown.fighters.find((f) => f.id === selection.id) : undefined;
  const looks = useMemo(() => fighterLooks(shown), [shown]);
  const labels = useMemo(() => {
    const picked = (kind: string, id: string) => selection?.kind === kind && selection.id === id;
    const out = shown.scenery.map((s) =>
      sceneryLabel(s, picked('scenery', s.id), sceneryDrag?.id === s.id ? [sceneryDrag.dx, sceneryDrag.dy] : NO_OFFSET),
    );
    for (const f of shown.fighters) out.push(fighterLabel(f, picked('fighter', f.id), f.id === sightTarget));
    return out;
  }, [shown, selection, sightTarget, sceneryDrag]);

  return (
    <group>
      <TableTop scene={shown} showGrid={showGrid} onDown={onTableDown} onClick={onTableClick} />
      {/* The photo of the real table (issue 35), under the pieces, while its capture is open. */}
      {capture && <LazyOverlay name="photoLayer" />}
      <SceneryLayers
        scenery={shown.scenery}
        selectedId={selection?.kind === 'scenery' ? selection.id : null}
        draggedId={sceneryDrag?.id ?? null}
        offset={sceneryDrag ? [sceneryDrag.dx, sceneryDrag.dy] : NO_OFFSET}
        onDown={onSceneryDown}
      />
      <FighterBodies fighters={shown.fighters} looks={looks} onDown={onFighterDown} />
      <Suspense fallback={null}>
        {(selectedFighter || sightTarget || group.length > 0) && (
          <FighterRings fighters={shown.fighters} selected={selectedFighter} grouped={group} targetId={sightTarget} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        <LabelBatch requests={labels} register={registerLabelBatch} />
      </Suspense>
      {/* Their own Suspense: fetching a chunk never blanks the table. */}
      <Suspense fallback={null}>
        {selectedFighter && showFov && <FieldOfView scene={shown} f={selectedFighter} />}
        {selectedFighter && tool === 'move' && <RotateHandle f={selectedFighter} drag={drag} />}
      </Suspense>
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

const NO_OFFSET = [0, 0] as const;

/** Each fighter's side colour and figure shape, worked out once per side (sideIndex reads every fighter). */
function fighterLooks(scene: Scene): FighterLook[] {
  const bySide = new Map<string, FighterLook>();
  return scene.fighters.map((f) => {
    let look = bySide.get(f.side);
    if (!look) bySide.set(f.side, (look = { colour: sideColour(scene, f.side), shape: sideShape(scene, f.side) }));
    return look;
  });
}

export type { Placement };
