// The practice actions the first screen names (the tool bar, a shared ?practice= link) and the
// practice panel: each loads learn-play.ts, with the exercise generator and the grader, on its
// first use. Only this file imports learn-play.ts on demand; learn-play.ts writes the learning
// store (learn.ts), which imports neither.
const play = () => import('./learn-play');

export function startPractice(seed: number): void {
  void play().then((m) => m.startPractice(seed));
}

export function answerPractice(given: string | number): void {
  void play().then((m) => m.answerPractice(given));
}
