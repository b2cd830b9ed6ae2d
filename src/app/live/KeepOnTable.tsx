// The Measure tool's "leave it on the table" on a live table (issue 32, item 7): the measured
// segment as a ruler, or a ring about its first end through its second, shared until removed.
import { useStore } from '../state/store';
import { usePlay } from './play-store';
import { pw } from './play-words';

/** On a live table: leave the measured segment, or a ring through its far end, on the table for both (issue 32). */
export default function KeepOnTable({ from, to, distanceMm }: { from: Point; to: Point; distanceMm: number }) {
  const act = usePlay((s) => s.act);
  const lang = useStore((s) => s.lang);
  if (!act) return null;
  return (
    <p className="row">
      <button
        data-testid="measure-keep-ruler"
        onClick={() => act.addMark({ kind: 'ruler', from: [from.x, from.y], to: [to.x, to.y] })}
      >
        {pw(lang, 'keepRuler')}
      </button>
      <button
        data-testid="measure-keep-ring"
        disabled={distanceMm <= 0}
        onClick={() => act.addMark({ kind: 'ring', center: [from.x, from.y], radiusMm: distanceMm })}
      >
        {pw(lang, 'keepRing')}
      </button>
    </p>
  );
}

type Point = { x: number; y: number };
