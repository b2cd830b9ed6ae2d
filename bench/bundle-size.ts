// What the first screen downloads: the JavaScript that dist/index.html's entry pulls in through
// static imports (not the chunks loaded later by import()), gzip-compressed as served.
// `npx tsx bench/bundle-size.ts` after `npm run build` prints the table the README quotes; the
// e2e test tests/e2e/bundle.test.ts holds the first screen to its budget.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The first screen's JavaScript target, gzip (issue 18, item 6). */
export const FIRST_LOAD_TARGET_GZIP_BYTES = 350 * 1024;
/** The ceiling the test holds: the target, reached (README's size table). */
export const FIRST_LOAD_CEILING_GZIP_BYTES = FIRST_LOAD_TARGET_GZIP_BYTES;

export type ChunkSize = { file: string; rawBytes: number; gzipBytes: number };
export type BundleReport = {
  /** The entry and every chunk it imports statically, transitively. */
  firstLoad: ChunkSize[];
  /** Every other JavaScript chunk (loaded on demand). */
  lazy: ChunkSize[];
  firstLoadGzipBytes: number;
  lazyGzipBytes: number;
  /** The source files bundled into the first screen's chunks (from their source maps). */
  firstLoadSources: string[];
  /** The source files of the chunks loaded on demand. */
  lazySources: string[];
};

const STATIC_IMPORT = /(?:^|[;}\n])\s*import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

function sizeOf(dir: string, file: string): ChunkSize {
  const buf = readFileSync(join(dir, file));
  return { file, rawBytes: buf.length, gzipBytes: gzipSync(buf, { level: 9 }).length };
}

/** The chunks a chunk imports statically (rolldown writes them as `import … from "./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]);
}

export function bundleReport(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="\.?\/?assets\/([^"]+\.js)"/.exec(html);
  if (!entry) throw new Error(`${distDir}/index.html: no module script (is dist/ a vite build?)`);
  const assets = join(distDir, 'assets');
  const seen = new Set<string>();
  const queue = [entry[1]];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  const all = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const firstLoad = [...seen].map((f) => sizeOf(assets, f)).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const lazy = all
    .filter((f) => !seen.has(f))
    .map((f) => sizeOf(assets, f))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (xs: ChunkSize[]) => xs.reduce((a, x) => a + x.gzipBytes, 0);
  const sourcesOf = (f: string) => {
    const map = join(assets, `${f}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  };
  const firstLoadSources = firstLoad.flatMap((c) => sourcesOf(c.file));
  const lazySources = lazy.flatMap((c) => sourcesOf(c.file));
  return {
    firstLoad,
    lazy,
    firstLoadGzipBytes: sum(firstLoad),
    lazyGzipBytes: sum(lazy),
    firstLoadSources,
    lazySources,
  };
}

const kB = (b: number) => `${(b / 1024).toFixed(1)} kB`;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ? resolve(process.argv[2]) : resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const r = bundleReport(dist);
  console.log('| chunk | raw | gzip |\n|---|---:|---:|');
  for (const c of r.firstLoad) console.log(`| ${c.file} (first screen) | ${kB(c.rawBytes)} | ${kB(c.gzipBytes)} |`);
  for (const c of r.lazy.slice(0, 12)) console.log(`| ${c.file} | ${kB(c.rawBytes)} | ${kB(c.gzipBytes)} |`);
  console.log(
    `\nfirst screen: ${kB(r.firstLoadGzipBytes)} gzip in ${r.firstLoad.length} chunk(s), target ${kB(FIRST_LOAD_TARGET_GZIP_BYTES)}, ceiling ${kB(FIRST_LOAD_CEILING_GZIP_BYTES)}`,
  );
  console.log(`on demand: ${kB(r.lazyGzipBytes)} gzip in ${r.lazy.length} chunk(s)`);
}
