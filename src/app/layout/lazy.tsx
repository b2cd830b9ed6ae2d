// The parts of the app a first visit does not need, each loaded the first time it is opened
// (issue 18 item 6; bench/bundle-size.ts measures what the first screen still pulls in). Each is
// wrapped in its own Suspense so that loading one never blanks the table or the panel around it.
import { type ComponentType, type LazyExoticComponent, Suspense, lazy } from 'react';
import { useStore } from '../state/store';
import { lw } from './layout-words';

function later<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const Panels = {
  dispersion: later(() => import('../dispersion/DispersionTool'), 'DispersionPanel'),
  zones: later(() => import('../zones/ZonesOverlay'), 'ZonesPanel'),
  lessons: later(() => import('../learn/Lessons'), 'LessonsPanel'),
  practice: later(() => import('../learn/Practice'), 'PracticePanel'),
  edition: later(() => import('../editions/Editions'), 'EditionCard'),
  edit: later(() => import('../edit/EditPanel'), 'EditPanel'),
  capture: later(() => import('../photo/CapturePanel'), 'CapturePanel'),
  sight: later(() => import('../sight/SightPanel'), 'SightPanel'),
};

const Overlays = {
  dispersion: later(() => import('../dispersion/DispersionTool'), 'DispersionOverlay'),
  zones: later(() => import('../zones/ZonesOverlay'), 'ZonesOverlay'),
  lessonRoute: later(() => import('../learn/Lessons'), 'LessonRouteOverlay'),
  photoLayer: later(() => import('../photo/PhotoLayer'), 'PhotoLayer'),
};

/** "Loading…" in the side panel while a part of it is fetched. */
export function Loading() {
  const lang = useStore((s) => s.lang);
  return (
    <p className="muted card" data-testid="loading">
      {lw(lang, 'loading')}
    </p>
  );
}

/** A side-panel part, loaded on first use; "Loading…" meanwhile. */
export function LazyPanel({ name }: { name: keyof typeof Panels }) {
  const Panel = Panels[name];
  return (
    <Suspense fallback={<Loading />}>
      <Panel />
    </Suspense>
  );
}

/** A table overlay, loaded on first use; nothing drawn meanwhile. */
export function LazyOverlay({ name }: { name: keyof typeof Overlays }) {
  const Overlay = Overlays[name];
  return (
    <Suspense fallback={null}>
      <Overlay />
    </Suspense>
  );
}
