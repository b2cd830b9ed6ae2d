// Hostile input for `mire`: scenes (fast-check arbitraries over scene v1, and byte mutations of the
// example scenes), the commands run on them in-process, and the contract every answer keeps:
// exit 0 with JSON that parses (or plain text of printable lines), or exit 2 with exactly one
// printable line on stderr. Never exit 1 (an internal error), never a throw.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { main } from '../../src/cli/main';

export const SCENARIOS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'assets', 'scenarios');

/** Odd strings a scene may legally hold: prototype keys, control characters, escapes, Unicode. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('A', 'B', 'K', 'red', 'blue') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      'K\nInjected: line',
      '\u001b[2J',
      ' ',
      'x'.repeat(64),
      'a b',
      '"q"',
      '\\',
      '\u2028',
      '\ud800',
      '\u202e',
      '--json',
      ',',
      '1e308',
      '<img src=x onerror=alert(1)>',
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }) },
);

/** Strings a hostile file or user would try, legal or not (empty, too long). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: oddString },
  { weight: 1, arbitrary: fc.constantFrom('', 'x'.repeat(65), 'y'.repeat(201)) },
);

/** Numbers at and past every limit, besides ordinary ones. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.double({ min: -200, max: 1300, noNaN: true }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      0,
      -0,
      1,
      -1,
      0.5,
      2,
      3,
      5e-324,
      1e-300,
      1e308,
      -1e308,
      1e5,
      100001,
      1e4,
      10001,
      1e6,
      2 ** 53,
      1000,
      1001,
      300,
    ),
  },
);

const sanePoint = fc.tuple(fc.double({ min: 0, max: 1200, noNaN: true }), fc.double({ min: 0, max: 600, noNaN: true }));
/** A polygon on the table: a star-shaped outline around a centre (simple), or any few points. */
const polygon = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({
        cx: fc.integer({ min: 0, max: 1200 }),
        cy: fc.integer({ min: 0, max: 600 }),
        r: fc.array(fc.integer({ min: 5, max: 150 }), { minLength: 3, maxLength: 14 }),
      })
      .map(({ cx, cy, r }) => ({
        type: 'polygon',
        points: r.map((ri, i) => [
          cx + ri * Math.cos((2 * Math.PI * i) / r.length),
          cy + ri * Math.sin((2 * Math.PI * i) / r.length),
        ]),
      })),
  },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('polygon'), points: fc.array(sanePoint, { minLength: 3, maxLength: 7 }) }),
  },
);
const circle = fc.record({
  type: fc.constant('circle'),
  center: sanePoint,
  radius: fc.double({ min: 1, max: 200, noNaN: true }),
});

function scenery(i: number) {
  return fc.record(
    {
      id: fc.oneof({ weight: 3, arbitrary: fc.constant(`s${i}`) }, { weight: 1, arbitrary: oddString }),
      name: oddString,
      kind: fc.constantFrom('house', 'ruin', 'wall', 'hill', 'tree', 'objective', 'marsh', 'river'),
      size: fc.integer({ min: 1, max: 5 }),
      blocksSight: fc.boolean(),
      passable: fc.boolean(),
      shape: fc.oneof(polygon, circle),
    },
    { requiredKeys: ['id', 'kind', 'shape'] },
  );
}

const base = fc.oneof(
  fc.record({ type: fc.constant('round'), diameter: fc.constantFrom(25, 30, 40, 50, 60) }),
  fc.record({ type: fc.constant('square'), width: fc.constantFrom(25, 40) }),
  fc.record({ type: fc.constant('rect'), width: fc.constantFrom(25, 50), depth: fc.constantFrom(50, 25, 100) }),
);

/** Fighters on a grid (so that most scenes are valid), close enough now and then to be in contact. */
function fighter(i: number, spacing: number) {
  return fc.record(
    {
      id: fc.oneof({ weight: 6, arbitrary: fc.constant(`f${i}`) }, { weight: 1, arbitrary: oddString }),
      name: oddString,
      side: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('red', 'blue') }, { weight: 1, arbitrary: oddString }),
      size: fc.integer({ min: 1, max: 6 }),
      titan: fc.boolean(),
      mov: fc.constantFrom(10, 15, 0, 25),
      level: fc.constantFrom(0, 0, 1),
      base,
      position: fc
        .tuple(fc.double({ min: -5, max: 5, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }))
        .map(([dx, dy]) => [60 + (i % 10) * spacing + dx, 60 + Math.floor(i / 10) * spacing + dy]),
      facing: fc.double({ min: -720, max: 720, noNaN: true }),
      value: fc.integer({ min: 0, max: 500 }),
      wound: fc.constantFrom('none', 'light', 'serious', 'critical'),
      routed: fc.boolean(),
      unit: fc.oneof(fc.constant('u1'), oddString),
      leader: fc.boolean(),
      activatedWith: fc.constantFrom([], [], i > 0 ? [`f${i - 1}`] : []),
    },
    { requiredKeys: ['id', 'side', 'size', 'mov', 'base', 'position'] },
  );
}

const fighters = fc
  .tuple(fc.integer({ min: 0, max: 12 }), fc.constantFrom(45, 60, 110))
  .chain(([n, spacing]) => fc.tuple(...Array.from({ length: n }, (_, i) => fighter(i, spacing))));

/** A hostile value put in place of any one field: numbers past every limit, wrong types, strings. */
const poison = fc.oneof(
  hostileNumber,
  hostileString,
  fc.constantFrom(null, true, [], {}, [[0, 0]], { type: 'polygon' }),
);

type Poison = { k: number; value: unknown; key: string | null };

/** Replace the value at the k-th path of the JSON tree (pre-order), or add a key there. */
function poisonAt(tree: unknown, k: number, value: unknown, key: string | null): void {
  const spots: [Record<string, unknown>, string][] = [];
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    for (const [name, child] of Object.entries(node)) {
      spots.push([node as Record<string, unknown>, name]);
      walk(child);
    }
  };
  walk(tree);
  if (spots.length === 0) return;
  const [parent, name] = spots[k % spots.length];
  if (key === null) parent[name] = value;
  else if (!Array.isArray(parent))
    Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A scene v1 as JSON text: plausible, then zero to two fields poisoned (a value or a stray key). */
export const sceneText: fc.Arbitrary<string> = fc
  .record(
    {
      version: fc.constant(1),
      ruleset: fc.constantFrom('confede', 'ragnarok', 'c3'),
      name: oddString,
      table: fc.constantFrom({ width: 1200, depth: 600 }, { width: 900, depth: 900 }, { width: 600, depth: 600 }),
      options: fc.record(
        {
          tolerance: fc.constantFrom(0, 0.5, 2),
          fovLine: fc.constantFrom('sight', 'center'),
          dispersionDirections: fc.constantFrom('template6', 'continuous'),
        },
        { requiredKeys: [] },
      ),
      deployment: fc.record({
        orientation: fc.constantFrom('width', 'length'),
        sides: fc.record({ low: fc.constant('red'), high: fc.constant('blue') }),
      }),
      scenery: fc
        .integer({ min: 0, max: 5 })
        .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => scenery(i)))),
      fighters,
      units: fc.constant([{ id: 'u1', formation: 'close' }]),
    },
    { requiredKeys: ['version', 'table', 'fighters'] },
  )
  .chain((scene) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.constant<Poison[]>([]) },
        {
          weight: 3,
          arbitrary: fc.array(
            fc.record({
              k: fc.nat(),
              value: poison,
              key: fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: hostileString }),
            }),
            { minLength: 1, maxLength: 2 },
          ),
        },
      )
      .map((edits) => {
        const tree = structuredClone(scene) as unknown;
        // Each poison its own copy: fc.constantFrom hands out one object, which a second edit could put inside itself.
        for (const e of edits) poisonAt(tree, e.k, structuredClone(e.value), e.key);
        return JSON.stringify(tree);
      }),
  );

/** The example scenes, as shipped. */
export function exampleTexts(): string[] {
  return readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readFileSync(join(SCENARIOS, f), 'utf8'));
}

/** Byte-level damage: flips, insertions, deletions, a truncation. */
export const mutation = fc.array(
  fc.record({
    kind: fc.constantFrom('flip', 'insert', 'delete', 'truncate', 'digit'),
    at: fc.nat(),
    byte: fc.integer({ min: 0, max: 255 }),
  }),
  { minLength: 1, maxLength: 4 },
);

export function mutate(text: string, edits: readonly { kind: string; at: number; byte: number }[]): string {
  let bytes = Buffer.from(text, 'utf8');
  for (const e of edits) {
    if (bytes.length === 0) break;
    const at = e.at % bytes.length;
    if (e.kind === 'flip') bytes[at] = e.byte;
    else if (e.kind === 'insert')
      bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([e.byte]), bytes.subarray(at)]);
    else if (e.kind === 'delete') bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + 1)]);
    else if (e.kind === 'truncate') bytes = bytes.subarray(0, at);
    else bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from('9e9'), bytes.subarray(at)]);
  }
  return bytes.toString('utf8');
}

/** The ids a scene text names (to aim los, path and scatter at real fighters), best effort. */
function idsIn(text: string): string[] {
  try {
    const data = JSON.parse(text) as { fighters?: { id?: unknown }[] };
    const ids = (Array.isArray(data.fighters) ? data.fighters : [])
      .map((f) => f?.id)
      .filter((id): id is string => typeof id === 'string');
    return ids.length ? ids : ['A', 'B'];
  } catch {
    return ['A', 'B'];
  }
}

/** Every command on one scene file, text and JSON. `pick` varies the ids and points chosen. */
export function commandsFor(file: string, text: string, pick: number): string[][] {
  const ids = idsIn(text);
  const a = ids[pick % ids.length];
  const b = ids[(pick + 1) % ids.length];
  const actions = ['walk', 'run', 'charge', 'engage', 'cover', 'pursuit'];
  const action = actions[pick % actions.length];
  const points = ['600,300', '0,0', '1200,600', ',', '1e308,0', '-5,7', 'x,y', '100001,1'];
  const at = points[pick % points.length];
  const zones = ['low', 'centre', 'table', '0,0;100,0;100,100', '0,0;100,100;100,0;0,100', a, '__proto__'];
  return [
    ['check', file],
    ['check', file, '--json'],
    ['los', file, a, b],
    ['los', file, a, b, '--json', '--lang', 'fr'],
    ['path', file, a, '--to', at, '--json'],
    ['path', file, a, '--target', b, '--action', action],
    [
      'scatter',
      file,
      '--at',
      at,
      '--from',
      a,
      '--seed',
      String(pick),
      '--area',
      '30',
      '--failures',
      '1',
      '--successes',
      '1',
    ],
    ['scatter', file, '--at', '600,300', '--seed', '7', '--json'],
    ['deploy', file],
    ['deploy', file, '--json'],
    ['setup', file],
    ['setup', file, '--json'],
    ['control', file],
    ['control', file, '--zone', zones[pick % zones.length], '--json'],
    ['formation', file],
    ['formation', file, '--json'],
    ['editions', file, '--json'],
    ['editions', file, '--to', pick % 2 ? 'ragnarok' : 'c3'],
  ];
}

/** Command lines with no scene, or hostile options. */
export const argvArbitrary: fc.Arbitrary<string[]> = fc.oneof(
  fc.constant<string[]>([]),
  fc.tuple(fc.constantFrom('rules', 'setup'), hostileString).map(([c, s]) => [c, s]),
  fc
    .tuple(hostileString, fc.integer({ min: 4, max: 40 }), fc.nat())
    .map(([t, n, seed]) => ['setup', '--propose', String(n), '--table', t, '--seed', String(seed)]),
  fc
    .tuple(
      fc.constantFrom(
        'check',
        'los',
        'path',
        'scatter',
        'deploy',
        'setup',
        'control',
        'formation',
        'editions',
        'rules',
        'nope',
        '__proto__',
      ),
      fc.array(hostileString, { maxLength: 4 }),
    )
    .map(([c, rest]) => [c, ...rest]),
);

export type Answer = { code: number; out: string[]; err: string[]; ms: number };

export async function runMain(argv: readonly string[]): Promise<Answer> {
  const out: string[] = [];
  const err: string[] = [];
  const t0 = performance.now();
  const code = await main(argv, { out: (s) => out.push(s), err: (s) => err.push(s) });
  return { code, out, err, ms: performance.now() - t0 };
}

// Anything a terminal would act on, besides the newlines between lines of text output.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/** Is `--json` a switch on this command line (not the value of an option before it, `--target --json`)? */
function asksJson(argv: readonly string[]): boolean {
  return argv.some(
    (a, i) =>
      a === '--json' &&
      (i === 0 || !argv[i - 1].startsWith('--') || argv[i - 1] === '--json' || argv[i - 1] === '--disengaged'),
  );
}

/** What is wrong with an answer, or null: the contract of every `mire` run. */
export function problemWith(argv: readonly string[], a: Answer): string | null {
  if (a.code === 2) {
    if (a.out.length !== 0) return 'exit 2 with output on stdout';
    if (a.err.length !== 1) return `exit 2 with ${a.err.length} messages`;
    if (a.err[0].includes('\n') || UNPRINTABLE.test(a.err[0]))
      return `exit 2 with an unprintable message: ${JSON.stringify(a.err[0])}`;
    if (a.err[0].trim() === '') return 'exit 2 with an empty message';
    return null;
  }
  if (a.code !== 0) return `exit ${a.code}: ${a.err.join(' | ')}`;
  if (a.err.length !== 0) return `exit 0 with stderr: ${a.err.join(' | ')}`;
  const json = asksJson(argv) || (argv[0] === 'setup' && argv.includes('--propose'));
  const text = a.out.join('\n');
  if (json) {
    if (a.out.length !== 1 && !argv.includes('--propose')) return 'JSON answer in several writes';
    if (UNPRINTABLE.test(text.replace(/\n/g, ''))) return `JSON answer with an unprintable character`;
    try {
      JSON.parse(text);
    } catch {
      return 'exit 0 with JSON that does not parse';
    }
    // JSON writes an overflowed number as null: a movement potential is never missing.
    if (text.includes('"potentialMm":null')) return 'an overflowed potential in the JSON';
    return null;
  }
  for (const line of text.split('\n'))
    if (UNPRINTABLE.test(line)) return `text output with an unprintable line: ${JSON.stringify(line)}`;
  if (/\b(Infinity|NaN|undefined)\b/.test(text)) return 'text output prints Infinity, NaN or undefined';
  return null;
}

/** A scratch directory for scene files, removed by `dispose`. */
export class ScratchDir {
  readonly path = mkdtempSync(join(tmpdir(), 'mire-fuzz-'));
  private count = 0;

  write(text: string): string {
    const file = join(this.path, `scene-${this.count++}.json`);
    writeFileSync(file, text);
    return file;
  }

  dispose(): void {
    rmSync(this.path, { recursive: true, force: true });
  }
}
