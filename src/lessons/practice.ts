// Endless practice: a random legal scene from a seed, one question about sight, view, contact or
// distance, and the engine as the answer key. The same seed gives the same exercise anywhere, so a
// seed in a URL shares it.
import { baseFootprint } from '../../geometry/index';
import { penetrationMm } from '../../geometry/index';
import { type Scene, type SceneInput, parseScene } from '../../geometry/index';
import { World } from '../../geometry/index';
import type { Text } from './types';
import { mulberry32 } from '../../geometry/index';
import { judgeMove } from '../../geometry/index';
import { decimalWords, lengthAgainstWords } from '../words';

export const PRACTICE_KINDS = ['sight', 'view', 'contact', 'distance', 'move'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export type Exercise = {
  readonly seed: number;
  readonly kind: PracticeKind;
  readonly scene: Scene;
  readonly from: string;
  readonly to: string;
  readonly prompt: Text;
  /** Choices for sight, view and contact; a number in cm for distance. */
  readonly options: readonly { id: string; label: Text }[];
  readonly answer: string | number;
  /** Accepted error for numeric answers, in cm. */
  readonly toleranceCm: number;
  readonly explain: Text;
};

/** Accepted error on a distance estimate, in cm: the width of a pencil line on a tape. */
export const DISTANCE_TOLERANCE_CM = 0.5;

type Rng = () => number;

/** mulberry32, the engine's seedable generator (the same numbers on every platform). */
export const seededRng: (seed: number) => Rng = mulberry32;

const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

type FighterInput = NonNullable<SceneInput['fighters']>[number];
const BASES: FighterInput['base'][] = [
  { type: 'round', diameter: 30 },
  { type: 'square', width: 25 },
  { type: 'round', diameter: 40 },
  { type: 'square', width: 37.5 },
  { type: 'rect', width: 25, depth: 50 },
];

function sizeFor(base: FighterInput['base']): number {
  if (base.type === 'rect') return 3;
  const w = base.type === 'round' ? base.diameter : base.width;
  return w > 30 ? 3 : 2;
}

/** Add a fighter when it overlaps nothing and stays on the table; false when it does not fit. */
function tryPlace(fighters: FighterInput[], f: FighterInput, table: { width: number; depth: number }): boolean {
  const fp = baseFootprint(f.base, { x: f.position[0], y: f.position[1] }, f.facing ?? 0);
  const pts = fp.kind === 'circle' ? null : fp.points;
  const r = fp.kind === 'circle' ? fp.radiusMm : 0;
  const inside = pts
    ? pts.every((p) => p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.depth)
    : f.position[0] - r >= 0 &&
      f.position[1] - r >= 0 &&
      f.position[0] + r <= table.width &&
      f.position[1] + r <= table.depth;
  if (!inside) return false;
  for (const g of fighters) {
    const gp = baseFootprint(g.base, { x: g.position[0], y: g.position[1] }, g.facing ?? 0);
    if (penetrationMm(fp, gp) > 0.25) return false;
  }
  fighters.push(f);
  return true;
}

function makeScene(rng: Rng, kind: PracticeKind): Scene {
  const table = { width: 600, depth: 600 };
  const fighters: FighterInput[] = [];
  const baseA = pick(rng, BASES);
  const a: FighterInput = {
    id: 'A',
    side: 'red',
    size: sizeFor(baseA),
    mov: 10,
    base: baseA,
    position: [150 + rng() * 100, 200 + rng() * 200],
    facing: Math.round(rng() * 8) * 45 - 45,
  };
  tryPlace(fighters, a, table);
  const baseB = pick(rng, BASES);
  if (kind === 'contact') {
    // Put B against A at a random bearing, sometimes a little off, so that touching, contact and
    // "touching without contact" all come up.
    for (let attempt = 0; attempt < 200; attempt++) {
      const bearing = rng() * 2 * Math.PI;
      const gap = rng() < 0.7 ? 0 : rng() * 3;
      const facing = Math.round(rng() * 8) * 45;
      for (let d = 10; d < 80; d += 0.25) {
        const pos: [number, number] = [a.position[0] + Math.cos(bearing) * d, a.position[1] + Math.sin(bearing) * d];
        const b: FighterInput = {
          id: 'B',
          side: 'blue',
          size: sizeFor(baseB),
          mov: 10,
          base: baseB,
          position: pos,
          facing,
        };
        const fpA = baseFootprint(a.base, { x: a.position[0], y: a.position[1] }, a.facing ?? 0);
        const fpB = baseFootprint(b.base, { x: pos[0], y: pos[1] }, facing);
        if (penetrationMm(fpA, fpB) > 0.25) continue;
        const moved: [number, number] = [pos[0] + Math.cos(bearing) * gap, pos[1] + Math.sin(bearing) * gap];
        if (tryPlace(fighters, { ...b, position: moved }, table)) break;
        break;
      }
      if (fighters.length === 2) break;
    }
  } else {
    for (let attempt = 0; attempt < 200 && fighters.length < 2; attempt++) {
      const bearing = (a.facing ?? 0) * (Math.PI / 180) + (rng() - 0.5) * (kind === 'view' ? 4 : 2);
      const d = 120 + rng() * 220;
      const b: FighterInput = {
        id: 'B',
        side: 'blue',
        size: sizeFor(baseB),
        mov: 10,
        base: baseB,
        position: [a.position[0] + Math.cos(bearing) * d, a.position[1] + Math.sin(bearing) * d],
        facing: Math.round(rng() * 8) * 45,
      };
      tryPlace(fighters, b, table);
    }
    // Bystanders between them, of mixed sizes, so that sight is worth asking about.
    const n = kind === 'sight' ? 1 + Math.floor(rng() * 3) : Math.floor(rng() * 3);
    for (let i = 0, tries = 0; i < n && tries < 400; tries++) {
      if (fighters.length < 2) break;
      const t = 0.25 + rng() * 0.5;
      const [ax, ay] = a.position;
      const [bx, by] = fighters[1].position;
      const base = pick(rng, BASES);
      const f: FighterInput = {
        id: String.fromCharCode(67 + i),
        side: rng() < 0.5 ? 'red' : 'blue',
        size: sizeFor(base) - (rng() < 0.3 ? 1 : 0),
        mov: 10,
        base,
        position: [ax + (bx - ax) * t + (rng() - 0.5) * 140, ay + (by - ay) * t + (rng() - 0.5) * 140],
        facing: Math.round(rng() * 8) * 45,
      };
      if (tryPlace(fighters, f, table)) i++;
    }
  }
  return parseScene({ version: 1, ruleset: 'confede', table, fighters, name: `Practice` });
}

const VERDICT_OPTIONS = [
  { id: 'full', label: { en: 'Sees', fr: 'Voit' } },
  { id: 'partial', label: { en: 'Sees partially', fr: 'Voit partiellement' } },
  { id: 'none', label: { en: 'Does not see', fr: 'Ne voit pas' } },
];
const YES_NO = [
  { id: 'yes', label: { en: 'Yes', fr: 'Oui' } },
  { id: 'no', label: { en: 'No', fr: 'Non' } },
];

/** What every exercise shares, whatever its question. */
type ExerciseBase = Pick<Exercise, 'seed' | 'kind' | 'scene' | 'from' | 'to' | 'toleranceCm'>;

/** Does A see B: the verdict, with the field of view and the barriers as the reason. */
function sightQuestion(world: World, base: ExerciseBase): Exercise {
  const ex = world.explainLos('A', 'B');
  const blockers = ex.sight.blockers.map((b) => `${b.id} (${b.size === null ? '∞' : b.size})`).join(', ') || '—';
  return {
    ...base,
    prompt: { en: 'Does A see B?', fr: 'A voit-il B ?' },
    options: VERDICT_OPTIONS,
    answer: ex.los,
    explain: {
      en: `${ex.inView ? 'B is in view (R-4.1).' : 'B is not in A’s field of view (R-4.1).'} Barriers: ${blockers}; visible ${(ex.visibleFraction * 100).toFixed(0)}% (R-5.4).`,
      fr: `${ex.inView ? 'B est dans le champ de vision (R-4.1).' : 'B n’est pas dans le champ de vision de A (R-4.1).'} Obstacles : ${blockers} ; visible à ${(ex.visibleFraction * 100).toFixed(0)} % (R-5.4).`,
    },
  };
}

/** Is B in A's field of view. */
function viewQuestion(world: World, base: ExerciseBase): Exercise {
  const inView = world.inView('A', 'B');
  return {
    ...base,
    prompt: { en: 'Is B in A’s field of view?', fr: 'B est-il dans le champ de vision de A ?' },
    options: YES_NO,
    answer: inView ? 'yes' : 'no',
    explain: {
      en: `A sees 180° in front of the line through its sight; ${inView ? 'part of B’s base is in front of it' : 'B’s base is wholly behind it'} (R-4.1).`,
      fr: `A voit à 180° devant la ligne passant par sa mire ; ${inView ? 'une partie du socle de B est devant' : 'le socle de B est entièrement derrière'} (R-4.1).`,
    },
  };
}

/** Are A and B in contact. */
function contactQuestion(world: World, base: ExerciseBase): Exercise {
  const c = world.contact('A', 'B');
  return {
    ...base,
    prompt: { en: 'Are A and B in contact?', fr: 'A et B sont-ils au contact ?' },
    options: YES_NO,
    answer: c.contact ? 'yes' : 'no',
    explain: {
      en: !c.touching
        ? 'They do not touch (R-3.1).'
        : c.contact
          ? `They touch and ${c.aQualifies ? 'A' : 'B'} has ${c.aQualifies ? 'its' : 'its'} half side (or round base) against the other (R-3.2, R-3.3).`
          : 'They touch, but neither has half a side against the other (R-3.2).',
      fr: !c.touching
        ? 'Ils ne se touchent pas (R-3.1).'
        : c.contact
          ? `Ils se touchent et ${c.aQualifies ? 'A' : 'B'} a la moitié d’un côté (ou un socle rond) contre l’autre (R-3.2, R-3.3).`
          : 'Ils se touchent, mais aucun n’a la moitié d’un côté contre l’autre (R-3.2).',
    },
  };
}

/** Can A charge B this turn. */
function moveQuestion(world: World, base: ExerciseBase): Exercise {
  // a charge needs sight of the target at the start, freedom from enemies and a route
  // within MOV × 2; the route goes round the bases in the way.
  const plan = judgeMove(world, { mover: 'A', goal: { target: 'B' }, action: 'charge' });
  const seen = world.explainLos('A', 'B').los !== 'none';
  const len = plan.lengthMm;
  const pot = plan.potentialMm;
  // the route beside the potential in one unit, never reading equal when the verdict is not.
  const against = len === null ? null : lengthAgainstWords(len, pot, plan.withinPotential ? 'under' : 'over');
  const route = (lang: 'en' | 'fr') =>
    against === null
      ? lang === 'en'
        ? 'no route leads A to B (R-6.2)'
        : 'aucun chemin ne mène A jusqu’à B (R-6.2)'
      : lang === 'en'
        ? `A’s route to B is ${against.length.en} against a charge potential of ${against.potential.en} (MOV × 2, R-6.1, R-6.5)`
        : `le chemin de A jusqu’à B mesure ${against.length.fr} pour un potentiel de charge de ${against.potential.fr} (MOU × 2, R-6.1, R-6.5)`;
  const sight = (lang: 'en' | 'fr') =>
    seen
      ? lang === 'en'
        ? 'A sees B at the start'
        : 'A voit B au départ'
      : lang === 'en'
        ? 'A does not see B at the start, and a charge needs sight of its target (R-6.5)'
        : 'A ne voit pas B au départ, or une charge exige de voir sa cible (R-6.5)';
  // A charge out of reach is legal but falls short: the question is whether A gets to B.
  const reaches = plan.legal && plan.withinPotential;
  return {
    ...base,
    prompt: { en: 'Can A charge B this turn?', fr: 'A peut-il charger B ce tour-ci ?' },
    options: YES_NO,
    answer: reaches ? 'yes' : 'no',
    explain: {
      en: `${reaches ? 'Yes' : 'No'}: ${sight('en')}; ${route('en')}.`,
      fr: `${reaches ? 'Oui' : 'Non'} : ${sight('fr')} ; ${route('fr')}.`,
    },
  };
}

/** How far apart A and B are, edge to edge, within a pencil line. */
function distanceQuestion(world: World, base: ExerciseBase): Exercise {
  const cm = Math.round(world.distanceMm('A', 'B')) / 10;
  return {
    ...base,
    prompt: {
      en: 'How far apart are A and B, edge to edge, in cm?',
      fr: 'Quelle distance sépare A et B, bord à bord, en cm ?',
    },
    options: [],
    answer: cm,
    toleranceCm: DISTANCE_TOLERANCE_CM,
    explain: {
      en: `${decimalWords(cm).en} cm between the nearest points of the two bases (R-2.1).`,
      fr: `${decimalWords(cm).fr} cm entre les points les plus proches des deux socles (R-2.1).`,
    },
  };
}

/** Each kind's question and answer, asked of the engine. */
const QUESTIONS: Record<PracticeKind, (world: World, base: ExerciseBase) => Exercise> = {
  sight: sightQuestion,
  view: viewQuestion,
  contact: contactQuestion,
  move: moveQuestion,
  distance: distanceQuestion,
};

/** The exercise for a seed (any integer); kind comes from the seed unless given. */
export function practiceExercise(seed: number, kind?: PracticeKind): Exercise {
  const rng = seededRng(seed);
  const k = kind ?? PRACTICE_KINDS[Math.floor(rng() * PRACTICE_KINDS.length)];
  let scene = makeScene(rng, k);
  // A contact exercise needs B; fall back to another seed stream if placement failed.
  for (let extra = 1; scene.fighters.length < 2 && extra < 20; extra++)
    scene = makeScene(seededRng(seed + extra * 7919), k);
  const world = new World(scene);
  const base = { seed, kind: k, scene, from: 'A', to: 'B', toleranceCm: 0 };
  return QUESTIONS[k](world, base);
}

export function gradePractice(ex: Exercise, given: string | number): boolean {
  if (typeof ex.answer === 'number') {
    const n = typeof given === 'number' ? given : Number(String(given).replace(',', '.'));
    return Number.isFinite(n) && Math.abs(n - ex.answer) <= ex.toleranceCm + 1e-9;
  }
  return given === ex.answer;
}
