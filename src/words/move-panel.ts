// The app's Move panel and message bar: each move problem in a short phrase, citing its rules (the
// CLI and the lessons say it in a sentence, moves.ts). A file of its own because the app's first
// screen loads it, and the sentences are only loaded with the lessons.
import type { MoveProblem } from '../../geometry/index';
import { actionWords } from './actions';
import { cmText, num } from './numbers';
import type { Lang } from './types';

/** A problem in the panel's short phrase. */
type PlaceProblem = Extract<
  MoveProblem,
  { code: 'too-long' | 'off-table' | 'overlap' | 'no-route' | 'in-scenery' | 'mov-zero' }
>;
const PLACE_CODES: ReadonlySet<MoveProblem['code']> = new Set([
  'too-long',
  'off-table',
  'overlap',
  'no-route',
  'in-scenery',
  'mov-zero',
]);

export function moveProblemShort(p: MoveProblem, lang: Lang): string {
  return PLACE_CODES.has(p.code)
    ? placeProblemShort(p as PlaceProblem, lang)
    : ruleProblemShort(p as Exclude<MoveProblem, PlaceProblem>, lang);
}

/** Where the move goes: its length, the route, the base's end place. */
function placeProblemShort(p: PlaceProblem, lang: Lang): string {
  const fr = lang === 'fr';
  const cm = (mm: number) => cmText(lang, mm);
  switch (p.code) {
    case 'too-long': {
      const round =
        p.wentRound.length > 0
          ? fr
            ? ` ; le chemin contourne ${p.wentRound.join(', ')} (R-6.2)`
            : `; the route goes round ${p.wentRound.join(', ')} (R-6.2)`
          : '';
      return fr
        ? `trajet de ${cm(p.lengthMm)} au-delà du potentiel de ${cm(p.potentialMm)} (R-6.5)${round}`
        : `route of ${cm(p.lengthMm)} exceeds the potential of ${cm(p.potentialMm)} (R-6.5)${round}`;
    }
    case 'off-table':
      return fr ? 'le socle sort de la table (R-0.3)' : 'the base leaves the table (R-0.3)';
    case 'overlap':
      return fr
        ? `le socle chevauche celui de ${p.other} de ${num('fr', p.depthMm)} mm (R-0.3)`
        : `the base overlaps ${p.other}'s base by ${p.depthMm.toFixed(1)} mm (R-0.3)`;
    case 'no-route': {
      const r = p.reason;
      if (r.code === 'goal-inside-obstacle') {
        return fr
          ? `pas de place pour que le socle finisse là, contre ${r.id} (R-6.2)`
          : `no room for the base to end there, against ${r.id} (R-6.2)`;
      }
      if (r.code === 'goal-off-table' || r.code === 'start-off-table')
        return fr ? 'le trajet sort de la table (R-6.2)' : 'the route leaves the table (R-6.2)';
      return fr
        ? 'aucun passage : chaque brèche sur le chemin est plus étroite que le socle (R-6.2)'
        : 'no way through: every gap on the way is narrower than the base (R-6.2)';
    }
    case 'in-scenery':
      return fr
        ? `le socle est dans ${p.other}, infranchissable (R-6.2, R-6.4)`
        : `the base stands in ${p.other}, which is impassable (R-6.2, R-6.4)`;
    case 'mov-zero':
      return fr ? 'MOU 0 : ni déplacement ni pivot (R-6.2)' : 'MOV 0: it can neither move nor turn (R-6.2)';
  }
}

/** Who may move how, and an assault's contact (R-3, R-5.6, R-6.5 .. ). */
function ruleProblemShort(p: Exclude<MoveProblem, PlaceProblem>, lang: Lang): string {
  const fr = lang === 'fr';
  const cm = (mm: number) => cmText(lang, mm);
  switch (p.code) {
    case 'friend-target':
      return fr
        ? `${p.target} est un ami : un assaut vise un ennemi (R-6.5)`
        : `${p.target} is a friend: an assault targets an enemy (R-6.5)`;
    case 'contact-forbidden':
      return fr
        ? `${actionWords('fr', p.action)} ne peut pas finir au contact d’un adversaire (${p.enemies.join(', ')}, R-6.5)`
        : `a ${actionWords('en', p.action).toLowerCase()} may not end in contact with an enemy (${p.enemies.join(', ')}, R-6.5)`;
    case 'contact-required':
      if (p.target !== null) {
        return fr
          ? `${actionWords('fr', p.action)} doit finir au contact de ${p.target}${p.touching ? ' : le toucher ne suffit pas, il faut la moitié d’un côté (R-3.2)' : ''} (R-6.6)`
          : `a ${actionWords('en', p.action).toLowerCase()} must end in contact with ${p.target}${p.touching ? ': touching is not enough, half a side is needed (R-3.2)' : ''} (R-6.6)`;
      }
      return fr
        ? `${actionWords('fr', p.action)} doit finir au contact d’un adversaire (R-6.5, R-6.6)`
        : `a ${actionWords('en', p.action).toLowerCase()} must end in contact with an enemy (R-6.5, R-6.6)`;
    case 'sight-not-touching':
      return fr
        ? `la mire doit toucher le socle de ${p.enemy} (R-3.4)`
        : `the sight must touch ${p.enemy}'s base (R-3.4)`;
    case 'no-sight-at-start':
      return fr
        ? `une charge exige de voir la cible (${p.enemy}) au départ (R-6.5)`
        : `a charge needs sight of the target (${p.enemy}) at the start (R-6.5)`;
    case 'not-free':
      return p.mayDisengage
        ? fr
          ? `au contact de ${p.enemies.join(', ')} : il faut se désengager d’abord (R-6.9)`
          : `in contact with ${p.enemies.join(', ')}: disengage first (R-6.9)`
        : fr
          ? `${actionWords('fr', p.action)} exige d’être libre de tout adversaire (${p.enemies.join(', ')}, R-6.9)`
          : `a ${actionWords('en', p.action).toLowerCase()} needs the mover free of enemies (${p.enemies.join(', ')}, R-6.9)`;
    // Moves of issue 19 (R-6.9 .. ).
    case 'no-disengagement':
      return p.why === 'attacked'
        ? fr
          ? `assailli lors de cette phase : pas de désengagement (R-6.9)`
          : `attacked this phase: no disengagement (R-6.9)`
        : fr
          ? `au maximum d’adversaires au contact (${p.enemies.join(', ')}) : pas de désengagement (R-6.9)`
          : `at its maximum of enemies in contact (${p.enemies.join(', ')}): no disengagement (R-6.9)`;
    case 'needs-target':
      return fr
        ? `${actionWords('fr', p.action)} vise un ennemi, pas un point (R-6.5)`
        : `a ${actionWords('en', p.action).toLowerCase()} is aimed at an enemy, not a point (R-6.5)`;
    case 'too-many-in-contact':
      return fr
        ? `${p.target} a déjà ${p.already.length} adversaires au contact (${p.already.join(', ')}), son maximum est ${p.max} (R-6.11)`
        : `${p.target} already has ${p.already.length} enemies in contact (${p.already.join(', ')}), its maximum is ${p.max} (R-6.11)`;
    case 'no-free-edge':
      return fr ? `aucun bord libre du socle de ${p.target} (R-6.6)` : `no free edge of ${p.target}'s base (R-6.6)`;
    case 'two-units':
      return fr
        ? `au contact des unités ${p.units.join(', ')} : un assaut engage une seule unité ennemie (R-6.18)`
        : `in contact with units ${p.units.join(', ')}: an assault engages a single enemy unit (R-6.18)`;
    // Refusals naming their reason (issue 30).
    case 'other-level':
      return fr
        ? `${p.target} est au niveau ${p.targetLevel}, le combattant au niveau ${p.moverLevel} : pas de contact entre niveaux (R-5.6, II-F-1)`
        : `${p.target} is at level ${p.targetLevel}, the mover at level ${p.moverLevel}: no contact between levels (R-5.6, II-F-1)`;
    case 'targets-apart':
      return fr
        ? `${p.targets.join(' et ')} sont à ${cm(p.gapMm)} l’un de l’autre : aucun socle de ${cm(p.spanMm)} ne les touche tous deux (R-6.11)`
        : `${p.targets.join(' and ')} are ${cm(p.gapMm)} apart: no base spanning ${cm(p.spanMm)} touches both (R-6.11)`;
  }
}
