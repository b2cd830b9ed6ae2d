// Lessons mode: the list with the progress kept in the browser, and the open lesson: its table on
// the live 3D view, the question or task, the engine's grade and the explanation with its rules.
import { useState } from 'react';
import { Line } from '@react-three/drei';
import { LESSONS } from '../../lessons/catalogue';
import type { Grade, Lesson, Task } from '../../lessons/types';
import { useLearn } from './learn';
import * as play from './learn-play';
import { lt } from '../words/learn-words';
import { RuleLink, RuleText } from '../rules/Rules';
import { actionWords } from '../words/i18n';
import { useStore } from '../state/store';
import { entryWords } from '../../words';

export function LessonsPanel() {
  const lang = useStore((s) => s.lang);
  const lessonId = useLearn((s) => s.lessonId);
  const lesson = play.lessonById(lessonId);
  return (
    <section className="card lessons" data-testid="lessons-panel">
      <h3>
        {lt(lang, 'lessons.title')}
        <button className="small" data-testid="learn-back" onClick={() => useLearn.getState().backToTable()}>
          {lt(lang, 'learn.back')}
        </button>
      </h3>
      {lesson ? <OpenLesson key={lesson.id} lesson={lesson} /> : <LessonList />}
    </section>
  );
}

function LessonList() {
  const lang = useStore((s) => s.lang);
  const progress = useLearn((s) => s.progress);
  const done = LESSONS.filter((l) => progress[l.id]?.done).length;
  return (
    <>
      <p className="muted small">{lt(lang, 'lessons.intro')}</p>
      <p className="small" data-testid="lessons-progress" data-done={done} data-total={LESSONS.length}>
        {lt(lang, 'lessons.progress')}: {done} / {LESSONS.length}
      </p>
      <ol className="lesson-list">
        {LESSONS.map((l) => {
          const p = progress[l.id];
          return (
            <li key={l.id}>
              <button
                className="link"
                data-testid={`lesson-${l.id}`}
                data-done={p?.done ?? false}
                onClick={() => play.openLesson(l.id)}
              >
                {p?.done ? '✓ ' : ''}
                {l.title[lang]}
              </button>
              {p && !p.done && p.step > 0 && (
                <span className="muted small">
                  {' '}
                  ({lt(lang, 'lessons.step')} {p.step + 1}/{l.steps.length})
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function OpenLesson({ lesson }: { lesson: Lesson }) {
  const lang = useStore((s) => s.lang);
  const step = useLearn((s) => s.step);
  const grade = useLearn((s) => s.grade);
  const task = lesson.steps[step];
  const last = step === lesson.steps.length - 1;
  return (
    <div data-testid="lesson" data-lesson={lesson.id} data-step={step}>
      <h4>{lesson.title[lang]}</h4>
      <p className="small">
        {lesson.rules.map((r) => (
          <RuleLink key={r} id={r} />
        ))}
      </p>
      <p className="small">
        <RuleText text={lesson.intro[lang]} />
      </p>
      <p className="muted small">
        {lt(lang, 'lessons.step')} {step + 1} {lt(lang, 'lessons.of')} {lesson.steps.length}
      </p>
      <p className="prompt" data-testid="lesson-prompt">
        <b>{task.prompt[lang]}</b>
      </p>
      <TaskInput key={`${lesson.id}-${step}`} lesson={lesson} task={task} answered={grade?.correct === true} />
      {grade && <GradeView grade={grade} task={task} explain={lesson.explain[step]?.[lang]} />}
      {grade?.correct && (
        <button className="primary" data-testid="lesson-next" onClick={() => play.nextStep()}>
          {last ? lt(lang, 'lessons.finish') : lt(lang, 'lessons.next')}
        </button>
      )}
      {grade?.correct && last && <p data-testid="lesson-complete">✓ {lt(lang, 'lessons.complete')}</p>}
      <p>
        <button className="link small" data-testid="lesson-list" onClick={() => play.openLesson(null)}>
          ← {lt(lang, 'lessons.list')}
        </button>
      </p>
    </div>
  );
}

/** A recorded entry of the lesson's game, in the words `mire log` gives it (the prompt above is the commentary). */
function WatchedEntry({ lesson, entry }: { lesson: Lesson; entry: number }) {
  const lang = useStore((s) => s.lang);
  const recorded = lesson.record?.entries[entry];
  if (!recorded) return null;
  const words = entryWords(recorded, 'verdict' in recorded ? recorded.verdict : null)[lang];
  return (
    <p className="small" data-testid="lesson-watch" data-entry={entry}>
      {lt(lang, 'lessons.recorded')} {entry + 1}/{lesson.record!.entries.length}: <RuleText text={words} />
    </p>
  );
}

function TaskInput({ lesson, task, answered }: { lesson: Lesson; task: Task; answered: boolean }) {
  const lang = useStore((s) => s.lang);
  const [picked, setPicked] = useState<string[]>([]);
  switch (task.kind) {
    case 'select':
      return (
        <div className="row wrap" data-testid="lesson-select">
          {task.candidates.map((id) => (
            <label key={id} className="check">
              <input
                type="checkbox"
                data-testid={`pick-${id}`}
                disabled={answered}
                checked={picked.includes(id)}
                onChange={() => setPicked(picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id])}
              />{' '}
              {id}
            </label>
          ))}
          <button data-testid="lesson-check" disabled={answered} onClick={() => play.check({ kind: 'select', picked })}>
            {lt(lang, 'lessons.check')}
          </button>
        </div>
      );
    case 'choice':
      return (
        <div className="row wrap" data-testid="lesson-choice">
          {task.options.map((o) => (
            <button
              key={o.id}
              data-testid={`choice-${o.id}`}
              disabled={answered}
              onClick={() => play.check({ kind: 'choice', chosen: o.id })}
            >
              {o.label[lang]}
            </button>
          ))}
        </div>
      );
    case 'move':
      return (
        <div data-testid="lesson-move">
          <p className="muted small">
            {lt(lang, 'lessons.moveOne')} {task.mover} ({actionWords(lang, task.action)}
            {task.target ? ` → ${task.target}` : ''})
          </p>
          <CheckOrReset
            answered={answered}
            onCheck={() => {
              const f = useStore.getState().scene.fighters.find((x) => x.id === task.mover);
              if (f) play.check({ kind: 'move', position: [f.position[0], f.position[1]], facing: f.facing });
            }}
          />
        </div>
      );
    case 'watch':
      return <WatchedEntry lesson={lesson} entry={task.entry} />;
    case 'place':
      return (
        <div data-testid="lesson-place">
          <p className="muted small">
            {lt(lang, (task.play?.tool ?? 'edit') === 'move' ? 'lessons.move' : 'lessons.edit')} (
            {task.movable.join(', ')})
          </p>
          <CheckOrReset
            answered={answered}
            onCheck={() => play.check({ kind: 'place', scene: useStore.getState().scene })}
          />
        </div>
      );
  }
}

/** The two buttons of a task played on the table: check the attempt, or start the step again. */
function CheckOrReset({ answered, onCheck }: { answered: boolean; onCheck: () => void }) {
  const lang = useStore((s) => s.lang);
  return (
    <div className="row wrap">
      <button data-testid="lesson-check" disabled={answered} onClick={onCheck}>
        {lt(lang, 'lessons.checkMove')}
      </button>
      <button data-testid="lesson-reset" onClick={() => play.resetStep()}>
        {lt(lang, 'lessons.reset')}
      </button>
    </div>
  );
}

function GradeView({ grade, task, explain }: { grade: Grade; task: Task; explain?: string }) {
  const lang = useStore((s) => s.lang);
  const [reveal, setReveal] = useState(false);
  const expected = Array.isArray(grade.expected) ? grade.expected.join(', ') || '—' : grade.expected;
  const label = (id: string) =>
    task.kind === 'choice' ? (task.options.find((o) => o.id === id)?.label[lang] ?? id) : id;
  return (
    <div className={`verdict ${grade.correct ? 'ok' : 'bad'}`} data-testid="lesson-grade" data-correct={grade.correct}>
      {task.kind !== 'watch' && <b>{grade.correct ? lt(lang, 'lessons.right') : lt(lang, 'lessons.wrong')}</b>}
      {!grade.correct && grade.missing && grade.missing.length > 0 && (
        <p className="small">
          {lt(lang, 'lessons.missing')}: {grade.missing.join(', ')}
        </p>
      )}
      {!grade.correct && grade.extra && grade.extra.length > 0 && (
        <p className="small">
          {lt(lang, 'lessons.extra')}: {grade.extra.join(', ')}
        </p>
      )}
      {grade.reasons && grade.reasons.length > 0 && (
        <ul className="small" data-testid="lesson-reasons">
          {grade.reasons.map((r, i) => (
            <li key={i}>
              <RuleText text={r[lang]} />
            </li>
          ))}
        </ul>
      )}
      {!grade.correct && expected !== undefined && !reveal && (
        <button className="link small" data-testid="lesson-reveal" onClick={() => setReveal(true)}>
          {lt(lang, 'lessons.showAnswer')}
        </button>
      )}
      {(grade.correct || reveal) && expected !== undefined && (
        <p className="small" data-testid="lesson-expected">
          {lt(lang, 'lessons.answer')}: {typeof grade.expected === 'string' ? label(grade.expected) : expected}
        </p>
      )}
      {(grade.correct || reveal) && explain && (
        <p className="small" data-testid="lesson-explain">
          <RuleText text={explain} />
        </p>
      )}
    </div>
  );
}

/**
 * On the table, once a move step is graded: the route of the sight the engine measured,
 * green when the move is accepted, red when it is not. Drawn until the next step or attempt.
 */
export function LessonRouteOverlay() {
  const grade = useLearn((s) => s.grade);
  const route = grade?.move?.route;
  if (!grade || !route || route.length < 2) return null;
  return (
    <Line
      points={route.map((p) => [p.x, p.y, 6] as [number, number, number])}
      color={grade.correct ? '#3ee07a' : '#ff4a4a'}
      lineWidth={4}
      dashed={!grade.correct}
      dashSize={8}
      gapSize={5}
    />
  );
}
