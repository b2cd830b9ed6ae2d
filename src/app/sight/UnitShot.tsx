// Rag'narok: the shot of the chosen fighter's unit at the target's unit, on the Sight card, in
// the words of `mire unit-shot`: a line that opens on the problems, the marksmen and the losses in
// order. Loaded on demand (Rag'narok scenes only).
import { useMemo } from 'react';
import { lossesWords, marksmenWords, unitShotHeadWords, unitShotProblemWords } from '../../words';
import { unitShotFor } from '../engine/ragnarok-units';
import { effectiveScene } from '../state/actions';
import { useStore } from '../state/store';
import { RuleText, RuleTextList } from '../rules/Rules';

export default function UnitShot({ from, to }: { from: string; to: string }) {
  const lang = useStore((s) => s.lang);
  const scene = useStore((s) => s.scene);
  const placement = useStore((s) => s.placement);
  const s = useMemo(() => {
    const shown = effectiveScene(scene, placement);
    const both = [from, to].every((id) => shown.fighters.some((f) => f.id === id));
    return both ? unitShotFor(scene, from, to, placement) : null;
  }, [scene, placement, from, to]);
  if (!s) return null;
  const lines = [...s.problems.map((p) => unitShotProblemWords(p, s)), marksmenWords(s)];
  if (s.losses.length > 0) lines.push(lossesWords(s));
  return (
    <details data-testid="unit-shot" data-legal={s.legal} data-difficulty={s.difficulty ?? ''}>
      <summary className={s.legal ? 'ok' : 'bad'}>
        <RuleText text={unitShotHeadWords(s)[lang]} />
      </summary>
      <RuleTextList lines={lines} lang={lang} />
    </details>
  );
}
