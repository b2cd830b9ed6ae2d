// Practice mode: a random table from a seed, one question, the engine as the answer key, a running
// score kept in the browser, and a link (?practice=<seed>) that gives the same exercise to anyone.
import { useState } from 'react';
import { freshSeed, practiceLink, useLearn } from './learn';
import { answerPractice, startPractice } from './learn-actions';
import { lt } from '../words/learn-words';
import { RuleText } from '../rules/Rules';
import { useStore } from '../state/store';
import type { Lang } from '../../words';
import { num } from '../../words/numbers';

export function PracticePanel() {
  const lang = useStore((s) => s.lang);
  const ex = useLearn((s) => s.exercise);
  const score = useLearn((s) => s.score);
  const learn = useLearn.getState();
  return (
    <section className="card practice" data-testid="practice-panel">
      <h3>
        {lt(lang, 'practice.title')}
        <button className="small" data-testid="learn-back" onClick={() => learn.backToTable()}>
          {lt(lang, 'learn.back')}
        </button>
      </h3>
      <p className="muted small">{lt(lang, 'practice.intro')}</p>
      <p className="small" data-testid="practice-score" data-right={score.right} data-total={score.total}>
        {lt(lang, 'practice.score')}: {score.right} / {score.total}{' '}
        <button className="link small" onClick={() => learn.resetScore()}>
          {lt(lang, 'practice.reset')}
        </button>
      </p>
      {ex && <ExerciseView key={ex.seed} ex={ex} lang={lang} />}
    </section>
  );
}

type Ex = NonNullable<ReturnType<typeof useLearn.getState>['exercise']>;

/** One exercise: its question, the answer given (options or a length in cm), the key, what next. */
function ExerciseView({ ex, lang }: { ex: Ex; lang: Lang }) {
  const answer = useLearn((s) => s.answer);
  return (
    <div data-testid="exercise" data-seed={ex.seed} data-kind={ex.kind}>
      <p className="muted small">
        {lt(lang, 'practice.seed')} {ex.seed}
      </p>
      <p className="prompt" data-testid="practice-prompt">
        <b>{ex.prompt[lang]}</b>
      </p>
      {ex.options.length > 0 ? (
        <div className="row wrap">
          {ex.options.map((o) => (
            <button
              key={o.id}
              data-testid={`answer-${o.id}`}
              disabled={answer !== null}
              className={answer?.given === o.id ? 'on' : ''}
              onClick={() => answerPractice(o.id)}
            >
              {o.label[lang]}
            </button>
          ))}
        </div>
      ) : (
        <LengthAnswer lang={lang} locked={answer !== null} />
      )}
      {answer === null && <p className="muted small">{lt(lang, 'practice.locked')}</p>}
      {answer && <AnswerKey ex={ex} lang={lang} correct={answer.correct} />}
      <NextOrShare ex={ex} lang={lang} answered={answer !== null} />
    </div>
  );
}

/** A length typed in cm (a comma or a point). */
function LengthAnswer({ lang, locked }: { lang: Lang; locked: boolean }) {
  const [typed, setTyped] = useState('');
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        answerPractice(typed);
      }}
    >
      <input
        data-testid="answer-number"
        inputMode="decimal"
        value={typed}
        disabled={locked}
        onChange={(e) => setTyped(e.target.value)}
        size={6}
      />{' '}
      {lt(lang, 'practice.cm')}
      <button data-testid="answer-submit" disabled={locked || typed.trim() === ''}>
        {lt(lang, 'practice.answer')}
      </button>
    </form>
  );
}

/** Right or wrong, the engine's answer (in the language's notation) and why. */
function AnswerKey({ ex, lang, correct }: { ex: Ex; lang: Lang; correct: boolean }) {
  const expected =
    typeof ex.answer === 'number'
      ? `${num(lang, ex.answer, 1)} cm`
      : (ex.options.find((o) => o.id === ex.answer)?.label[lang] ?? ex.answer);
  return (
    <div className={`verdict ${correct ? 'ok' : 'bad'}`} data-testid="practice-result" data-correct={correct}>
      <b>{correct ? lt(lang, 'practice.right') : lt(lang, 'practice.wrong')}</b>{' '}
      <span data-testid="practice-expected">
        {lt(lang, 'practice.expected')}: {expected}
      </span>
      <p className="small" data-testid="practice-explain">
        <RuleText text={ex.explain[lang]} />
      </p>
    </div>
  );
}

function NextOrShare({ ex, lang, answered }: { ex: Ex; lang: Lang; answered: boolean }) {
  return (
    <div className="row wrap">
      <button
        className={answered ? 'primary' : ''}
        data-testid="practice-next"
        onClick={() => startPractice(freshSeed())}
      >
        {lt(lang, 'practice.next')}
      </button>
      <button
        data-testid="practice-share"
        onClick={() => {
          const link = practiceLink(ex.seed);
          void navigator.clipboard?.writeText(link).catch(() => undefined);
          useStore.getState().say({ kind: 'info', text: lt(lang, 'practice.shared') });
        }}
      >
        {lt(lang, 'practice.share')}
      </button>
    </div>
  );
}
