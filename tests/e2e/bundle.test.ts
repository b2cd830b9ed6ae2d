// The first screen's JavaScript (issue 18, item 6): what dist/index.html's entry imports statically,
// measured gzip from the build the other browser tests use (bench/bundle-size.ts prints the table).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_CEILING_GZIP_BYTES, bundleReport } from '../../bench/bundle-size';
import { ROOT, ensureBuild } from './harness';

describe('first load', () => {
  let report: ReturnType<typeof bundleReport>;
  beforeAll(async () => {
    await ensureBuild();
    report = bundleReport(join(ROOT, 'dist'));
  });

  it('stays under its ceiling', () => {
    expect(report.firstLoad.length).toBeGreaterThan(0);
    expect(report.firstLoadGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_CEILING_GZIP_BYTES);
  });

  it('leaves lessons (and their catalogue), practice (and its generator), the Edit panel and its setting-up cards, the rules reference, editions, Dispersion, Zones, label text, the World and its answers, and the stress table for later', () => {
    const later = [
      'src/app/learn/Lessons.tsx',
      'src/app/learn/Practice.tsx',
      'src/lessons/catalogue.ts',
      'src/lessons/practice.ts',
      'src/app/edit/SetupPanel.tsx',
      'src/app/edit/EditPanel.tsx',
      'src/app/edit/FighterForm.tsx',
      'src/app/edit/SceneryForm.tsx',
      'src/app/dispersion/DispersionTool.tsx',
      'src/app/zones/ZonesOverlay.tsx',
      'geometry/rules-reference.ts',
      'geometry/editions.ts',
      'troika-three-text',
      // The World and its answers: fetched at startup, not waited for by the first frame.
      'src/app/engine/world-sync.ts',
      'src/app/engine/moves.ts',
      'geometry/world.ts',
      'geometry/route/',
      'geometry/moves/judge.ts',
      'src/app/editions/Editions.tsx',
      'src/app/dispersion/dispersion-state.ts',
    ];
    // The source maps name what each first-screen chunk holds; none of these may be there.
    expect(report.firstLoadSources.length).toBeGreaterThan(50);
    expect(report.firstLoadSources.filter((s) => later.some((l) => s.includes(l)))).toEqual([]);
    // ... and each of them is in some chunk loaded on demand.
    for (const l of later)
      expect(
        report.lazySources.some((s) => s.includes(l)),
        l,
      ).toBe(true);
    // The hidden 100-fighter stress table is a chunk of its own, never on the first screen.
    expect(report.lazy.some((c) => c.file.startsWith('stress-100-'))).toBe(true);
  });

  it("leaves the photo capture (issue 35: its panel, layer, worker and src/photo/'s pipeline) for later, its worker precached for offline use", () => {
    const later = ['src/app/photo/', 'src/photo/', 'src/words/photo-capture.ts', 'src/app/layout/PhotoTrust.tsx'];
    expect(report.firstLoadSources.filter((s) => later.some((l) => s.includes(l)))).toEqual([]);
    expect(report.lazySources.some((s) => s.includes('src/app/photo/CapturePanel.tsx'))).toBe(true);
    const worker = report.lazy.find((c) => c.file.startsWith('capture-worker-'));
    expect(worker, 'the capture worker is a chunk of its own').toBeDefined();
    expect(readFileSync(join(ROOT, 'dist/sw.js'), 'utf8')).toContain(worker!.file);
  });
});
