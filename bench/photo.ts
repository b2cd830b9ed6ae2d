// The photo pipeline's sweep (issue 35): synthetic phone photos of the crowd scene at poses from
// straight down to oblique, several seeds each; one JSON line per photo with the table fit and the
// base centre errors, then one line per pose class with p50 / p95 / max, the fits whose error
// exceeds their stated uncertainty, and the share of `mire check` verdicts (touching, contact,
// in view, sees) unchanged between the true scene and the one rebuilt from the photo, with the
// share of those that changed which the trust (src/photo/trust.ts) said could. Slow: run it alone.
//   npx tsx bench/photo.ts [width=1600] [seeds=3] [jpegQuality=90, 0 for none]
import { crowdScene, phoneAt } from '../tests/support/photo/frames';
import { measureScene, quantile } from '../tests/support/photo/measure';
import { renderPhoto } from '../tests/support/photo/render';
import { compareVerdicts } from '../tests/support/photo/verdicts';

const width = Number(process.argv[2] ?? 1600);
const seeds = Number(process.argv[3] ?? 3);
// Saved as a phone saves it; 0 keeps the photo lossless.
const jpegQuality = Number(process.argv[4] ?? 90) || undefined;
const size = { width, height: (width * 3) / 4 };
const poses = [
  { name: 'above', tiltDeg: 0, distanceMm: 1100 },
  { name: 'tilted', tiltDeg: 20, distanceMm: 1100 },
  { name: 'oblique', tiltDeg: 35, distanceMm: 1100 },
];
const round3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);

for (const pose of poses) {
  const errors: number[] = [];
  let refused = 0;
  let overU = 0;
  let unflaggedOver1 = 0;
  const verdicts = { compared: 0, unchanged: 0, changed: 0, changedFlagged: 0 };
  for (let seed = 1; seed <= seeds; seed++) {
    const camera = phoneAt(pose.tiltDeg, pose.distanceMm + 50 * (seed - 2), size, 0.01 * seed);
    const scene = crowdScene(camera, seed, { jpegQuality });
    const t0 = performance.now();
    const img = renderPhoto(scene);
    const t1 = performance.now();
    const { fit, bases } = measureScene(scene, img);
    const t2 = performance.now();
    for (const b of bases) {
      if (b.errorMm === null) refused++;
      else errors.push(b.errorMm);
      if (b.errorMm !== null && b.errorMm > b.uncertaintyMm!) overU++;
      if (b.errorMm !== null && b.errorMm > 1 && b.uncertaintyMm! <= 1) unflaggedOver1++;
    }
    const compared = fit.kind === 'fit' ? compareVerdicts(scene, bases) : null;
    if (compared)
      for (const k of ['compared', 'unchanged', 'changed', 'changedFlagged'] as const) verdicts[k] += compared[k];
    const fitLine =
      fit.kind === 'fit'
        ? {
            markers: fit.markerIds.length,
            rmsPx: round3(fit.rmsPx),
            rmsMm: round3(fit.rmsMm),
            k1: round3(fit.lens.k1),
            tiltDeg: round3(fit.pose.tiltDeg),
          }
        : fit;
    const baseErrors = bases.map((b) => ({
      id: b.id,
      type: b.type,
      errorMm: round3(b.errorMm),
      uMm: round3(b.uncertaintyMm),
      doubts: b.doubts?.length ? b.doubts : undefined,
      refused: b.refused,
    }));
    console.log(
      JSON.stringify({
        bench: 'photo',
        pose: pose.name,
        seed,
        width,
        jpegQuality,
        renderMs: Math.round(t1 - t0),
        pipelineMs: Math.round(t2 - t1),
        fit: fitLine,
        bases: baseErrors,
        verdicts: compared,
      }),
    );
  }
  console.log(
    JSON.stringify({
      bench: 'photo-summary',
      pose: pose.name,
      width,
      fitted: errors.length,
      refused,
      p50Mm: round3(quantile(errors, 0.5)),
      p95Mm: round3(quantile(errors, 0.95)),
      maxMm: round3(Math.max(...errors)),
      overUncertainty: overU,
      over1mmUnflagged: unflaggedOver1,
      verdictsUnchanged: round3(verdicts.unchanged / verdicts.compared),
      changedSaidCouldChange: verdicts.changed === 0 ? null : round3(verdicts.changedFlagged / verdicts.changed),
    }),
  );
}
