// The note in the table's top corner that says what the current tool does with a tap or a drag
// (the Edit tool's placing modes say their own).
import { useStore } from '../state/store';
import { useSetup } from '../edit/setup';
import { tw } from '../words/table-words';
import { useT } from '../words/use-t';

/** `testId`: the sheet's copy on a phone has its own (app.css shows one or the other). */
export function Hint({ testId = 'hint' }: { testId?: string }) {
  const t = useT();
  const tool = useStore((s) => s.tool);
  const lang = useStore((s) => s.lang);
  const placing = useSetup((s) => s.mode);
  return (
    <div className="hint" data-testid={testId} data-placing={placing}>
      {(tool === 'edit' && setupHint(lang)) || t(`hint.${tool}`)}
    </div>
  );
}

/** The hint shown while a placing mode is armed. */
function setupHint(lang: 'en' | 'fr'): string | null {
  const m = useSetup.getState().mode;
  if (m === 'face') return tw(lang, 'face.hint');
  return m === 'place' ? tw(lang, 'place.hint') : m === 'draw' ? tw(lang, 'draw.hint') : null;
}
