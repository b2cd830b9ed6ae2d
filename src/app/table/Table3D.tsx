// The 3D table: three.js through @react-three/fiber, rendered on demand. Table units are mm with
// z up: the table's x and y are three's x and y. Everything drawn here comes from the
// store's scene and the engine's answers (engine/); gestures go back to the store. The pieces,
// overlays, camera and gestures each have a file in table/; this one puts them together.
import { Suspense, useEffect, useMemo } from 'react';
import { Canvas } from '@react-three/fiber';
import type { Placement } from '../engine';
import { sideColour, sideShape } from '../layout/look';
import { useStore } from '../state/store';
import { effectiveScene } from '../state/actions';
import { LazyOverlay } from '../layout/lazy';
import { CrowdLabelFrame } from '../layout/CrowdLabel';
import { LabelLayout, LabelLayoutContext } from '../layout/label-layout';
import { useLearn } from '../learn/learn';
import { SetupOverlay } from '../edit/SetupOverlay';
import { TableTouch } from '../layout/TableTouch';
import { usePresence } from '../live/presence';
import { TableTop } from './TableTop';
import { SceneryPiece } from './SceneryPiece';
import { Controls } from './Controls';
import { REST_DPR, DragResolution } from './DragResolution';
import { TestHook, markContentMounted } from './TestHook';
import { ProjectorLink } from './ProjectorLink';
import { usePointerToTable } from './pointer';
import { useDrag } from './drag';
import { useTableHandlers, usePieceHandlers } from './handlers';
import { FighterPiece, RotateHandle } from './FighterPiece';
import { FieldOfView } from './FieldOfView';
import { MoveOverlay } from './MoveOverlay';
import { SightOverlay } from './SightOverlay';
import { MeasureOverlay } from './MeasureOverlay';
import { ContactOverlay } from './ContactOverlay';

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
      <ProjectorLink />
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
  const group = useStore((s) => s.group);
  const groupDrag = useStore((s) => s.groupDrag);
  const inLessons = useLearn((s) => s.mode === 'lessons');
  // The other players' rings and ghosts: loaded once a live table is joined.
  const liveOn = usePresence((s) => s.status !== 'off');
  const shown = useMemo(() => effectiveScene(scene, placement, groupDrag), [scene, placement, groupDrag]);
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
          <SceneryPiece
            spec={s}
            selected={selection?.kind === 'scenery' && selection.id === s.id}
            onDown={onSceneryDown}
          />
        </group>
      ))}
      {shown.fighters.map((f) => (
        <FighterPiece
          key={f.id}
          spec={f}
          colour={sideColour(shown, f.side)}
          shape={sideShape(shown, f.side)}
          selected={(selection?.kind === 'fighter' && selection.id === f.id) || group.includes(f.id)}
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
      {liveOn && <LazyOverlay name="peerGhosts" />}
    </group>
  );
}

export type { Placement };
