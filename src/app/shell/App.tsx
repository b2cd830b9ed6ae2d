// The app's shell: toolbar, the 3D table, the side panel of the current tool, messages, keys.
import { useEffect } from 'react';
import { Table3D } from '../table/Table3D';
import { useStore } from '../state/store';
import { warmRoutes } from '../engine';
import { BottomSheet } from '../layout/BottomSheet';
import { TableBanner } from './TableBanner';
import { HelpOverlay } from '../help/Help';
import { LivePanel } from '../live/LivePanel';
import { Toolbar } from './Toolbar';
import { useKeys } from './use-keys';
import { Hint } from './Hint';
import { Legend } from './Legend';
import { MessageBar } from './MessageBar';
import { ToolPanel } from './ToolPanel';
import { DragReadout } from '../move/DragReadout';
import { useTimeline } from '../state/record-hook';

export function App() {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const Timeline = useTimeline((s) => (s.open ? s.view : null));
  useKeys();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  // The route indexes of the table as it stands, built while the user looks (engine.warmRoutes).
  useEffect(() => warmRoutes(scene), [scene]);
  return (
    <div className="app">
      <Toolbar />
      <main className="main">
        <div className="stage">
          <Table3D />
          <Hint />
          <TableBanner />
          <DragReadout />
          <div className="stage-foot">
            {Timeline && <Timeline />}
            <MessageBar />
            <Legend />
          </div>
          <LivePanel />
        </div>
        <BottomSheet>
          <ToolPanel />
        </BottomSheet>
      </main>
      <HelpOverlay />
    </div>
  );
}
