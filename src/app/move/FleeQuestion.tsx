// Rag'narok "Fleeing": where the chosen fighter's unit flees (2 × its MOV towards the nearest
// table edge) and whether it survives, in the words of `mire flee`. Loaded on demand (Rag'narok only).
import { useState } from 'react';
import { flightWords } from '../../words';
import { type Flight, flightFor } from '../engine/ragnarok-units';
import { RuleText, RuleTextList } from '../rules/Rules';
import { useStore } from '../state/store';
import { assaultWord } from '../words/assault-words';

export default function FleeQuestion({ fighter }: { fighter: string }) {
  const lang = useStore((s) => s.lang);
  const [asked, setAsked] = useState<{ fighter: string; f: Flight } | null>(null);
  // A new fighter asks again: the answer shown is always the chosen fighter's unit's.
  const shown = asked?.fighter === fighter ? asked.f : null;
  return (
    <div className="form" data-testid="flee-question">
      <div className="row">
        <button
          data-testid="flee"
          onClick={() => setAsked({ fighter, f: flightFor(useStore.getState().scene, fighter) })}
        >
          {assaultWord(lang, 'flee')}
        </button>
      </div>
      {shown && <FlightView f={shown} lang={lang} />}
    </div>
  );
}

function FlightView({ f, lang }: { f: Flight; lang: 'en' | 'fr' }) {
  const [head, ...rest] = flightWords(f);
  return (
    <div
      data-testid="flee-answer"
      data-eliminated={f.eliminated !== null}
      className={`verdict ${f.eliminated !== null ? 'bad' : 'ok'}`}
    >
      <RuleText text={head[lang]} />
      <RuleTextList lines={rest} lang={lang} />
    </div>
  );
}
