// The side panel (the bottom sheet on a phone): the rule card, the learning panels, the selected
// piece's card and the current tool's panel; the tools loaded on demand come through LazyPanel.
import { Suspense } from 'react';
import { useStore } from '../state/store';
import { RuleCardWhenShown } from '../rules/rule-card-lazy';
import { useLearn } from '../learn/learn';
import { LazyPanel, Loading } from '../layout/lazy';
import { SelectedCard } from './SelectedCard';
import { MovePanel } from '../move/MovePanel';
import { MeasurePanel } from '../measure/MeasurePanel';
import { ContactPanel } from '../contact/ContactPanel';
import { Hint } from './Hint';
import { Legend } from './Legend';
import { useCaptureFlags } from '../state/capture-flags';

export function ToolPanel() {
  const tool = useStore((s) => s.tool);
  const mode = useLearn((s) => s.mode);
  const hasEdition = useLearn((s) => s.edition !== null);
  const capture = useCaptureFlags((s) => s.open);
  return (
    <>
      {/* On a phone the hint and the legend sit here, off the table they would cover (app.css). */}
      <div className="sheet-notes">
        <Hint testId="sheet-hint" />
        <Legend testId="sheet-legend" />
      </div>
      <RuleCardWhenShown />
      {hasEdition && <LazyPanel name="edition" />}
      {mode === 'lessons' && <LazyPanel name="lessons" />}
      {mode === 'practice' && <LazyPanel name="practice" />}
      <SelectedCard />
      {/* The tools' answers come from the engine's core, loaded as the app starts (engine/index.ts). */}
      <Suspense fallback={<Loading />}>
        {tool === 'move' && <MovePanel />}
        {tool === 'measure' && <MeasurePanel />}
        {tool === 'contact' && <ContactPanel />}
      </Suspense>
      {tool === 'sight' && <LazyPanel name="sight" />}
      {tool === 'edit' && <LazyPanel name="edit" />}
      {tool === 'dispersion' && <LazyPanel name="dispersion" />}
      {tool === 'zones' && <LazyPanel name="zones" />}
      {/* The photo's capture after the tool's answer: the answer stays in view as bases are fitted. */}
      {capture && <LazyPanel name="capture" />}
    </>
  );
}
