// The lessons, built from the books' worked examples and figures. Each answer is computed by the
// engine; tests/lessons.test.ts checks that the engine's answers are the books' answers.
import { type ZoneControl, controlOfZone, zoneByName } from '../../geometry/index';
import { checkDeployment } from '../../geometry/index';
import { dispersionFromDice, lineOfFire } from '../../geometry/index';
import { containsPoint, penetrationMm } from '../../geometry/index';
import { chargePenalties, judgeMove } from '../../geometry/index';
import { ragnarokBand } from '../../geometry/index';
import { type Scene, parseScene } from '../../geometry/index';
import { type SetupViolation, checkSetup } from '../../geometry/index';
import type { World } from '../../geometry/index';
import charge from '../../assets/scenarios/lesson-charge.json';
import contactRound from '../../assets/scenarios/lesson-contact-round.json';
import control from '../../assets/scenarios/lesson-control.json';
import deployment from '../../assets/scenarios/lesson-deployment.json';
import dispersion from '../../assets/scenarios/lesson-dispersion.json';
import dispersionGame from '../../assets/games/lesson-dispersion.json';
import { type EntryOf, type GameRecord, parseGame } from '../../geometry/index';
import fieldOfView from '../../assets/scenarios/lesson-field-of-view.json';
import ragnarokRange from '../../assets/scenarios/lesson-ragnarok-range.json';
import ragnarokSight from '../../assets/scenarios/lesson-ragnarok-sight.json';
import scenerySetup from '../../assets/scenarios/lesson-scenery-setup.json';
import vaGap from '../../assets/scenarios/lesson-va-gap.json';
import vaGapNarrow from '../../assets/scenarios/lesson-va-gap-narrow.json';
import squareContact from '../../assets/scenarios/ii-e-1-square-contact.json';
import sightExample from '../../assets/scenarios/r-5.8-sight.json';
import type { Lesson, PlaceVerdict, Text } from './types';
import { cmWords, decimalWords } from '../words';

const YES_NO = [
  { id: 'yes', label: { en: 'Yes', fr: 'Oui' } },
  { id: 'no', label: { en: 'No', fr: 'Non' } },
] as const;

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

const others = (world: World, id: string) => world.fighterIds().filter((o) => o !== id);

/** the bases `mover` overlaps by more than τ. */
function overlaps(world: World, mover: string): Text[] {
  const reasons: Text[] = [];
  for (const other of others(world, mover)) {
    const depth = penetrationMm(world.footprintOf(mover), world.footprintOf(other));
    if (depth > world.toleranceMm) {
      reasons.push({
        en: `${mover} overlaps ${other} by ${depth.toFixed(1)} mm: bases may not overlap (R-0.3).`,
        fr: `${mover} chevauche ${other} de ${depth.toFixed(1)} mm : les socles ne se chevauchent pas (R-0.3).`,
      });
    }
  }
  return reasons;
}

/** R-3.4 + R-0.3: is `mover` in contact with `target`, its sight touching it, overlapping nothing? */
function legalContact(world: World, mover: string, target: string): PlaceVerdict {
  const reasons: Text[] = overlaps(world, mover);
  const c = world.contact(mover, target);
  if (!c.contact) {
    reasons.push(
      c.touching
        ? {
            en: `${mover} touches ${target} but neither has half a side against the other (R-3.2).`,
            fr: `${mover} touche ${target} mais aucun des deux n'a la moitié d'un côté à son contact (R-3.2).`,
          }
        : { en: `${mover} does not touch ${target} (R-3.1).`, fr: `${mover} ne touche pas ${target} (R-3.1).` },
    );
  }
  if (!world.sightTouches(mover, target)) {
    reasons.push({
      en: `${mover}'s sight (the dot on the front of its base) must touch ${target}'s base after the move (R-3.4).`,
      fr: `La mire de ${mover} (le point à l'avant du socle) doit toucher le socle de ${target} après le mouvement (R-3.4).`,
    });
  }
  if (reasons.length === 0) {
    reasons.push({
      en: `${mover} is in contact with ${target} and its sight touches ${target}'s base: a legal contact (R-3.3, R-3.4).`,
      fr: `${mover} est au contact de ${target} et sa mire touche le socle de ${target} : un contact légal (R-3.3, R-3.4).`,
    });
    return { ok: true, reasons };
  }
  return { ok: false, reasons };
}

const frCm = (mm: number) => decimalWords(mm / 10).fr;
const enCm = (mm: number) => decimalWords(mm / 10).en;

/** The V-A lesson: where Z would stand half-way between Y and C. */
function betweenYAndC(w: World): { x: number; y: number } {
  const [yx, yy] = w.fighter('Y').position;
  const [cx, cy] = w.fighter('C').position;
  return { x: (yx + cx) / 2, y: (yy + cy) / 2 };
}

/** may `mover` charge `target` now and reach it? The engine plans the whole charge (sight, contact, reach); one out of reach is legal but falls short. */
const mayCharge = (w: World, mover: string, target: string) => {
  const j = judgeMove(w, { mover, goal: { target }, action: 'charge' });
  return j.legal && j.withinPotential;
};

const EDGE_NAME: Record<string, Text> = {
  'x=0': { en: 'the left edge', fr: 'le bord gauche' },
  'x=width': { en: 'the right edge', fr: 'le bord droit' },
  'y=0': { en: 'the near edge', fr: 'le bord proche' },
  'y=depth': { en: 'the far edge', fr: 'le bord du fond' },
};

/** One violation, in words. */
function setupViolationText(v: SetupViolation): Text {
  switch (v.code) {
    case 'too-few':
      return {
        en: `Only ${v.count} scenery elements: at least ${v.min} are needed (R-8.3).`,
        fr: `Seulement ${v.count} éléments de décor : il en faut au moins ${v.min} (R-8.3).`,
      };
    case 'too-large':
      return {
        en: `${v.scenery} needs a ${enCm(v.extentMm)} cm square: no element may exceed 30 x 30 cm (R-8.3).`,
        fr: `${v.scenery} demande un carré de ${frCm(v.extentMm)} cm : aucun élément ne dépasse 30 x 30 cm (R-8.3).`,
      };
    case 'too-close':
      return {
        en: `${v.scenery} and ${v.other} are ${enCm(v.distanceMm)} cm apart: at least 6 cm are needed (R-8.3).`,
        fr: `${v.scenery} et ${v.other} sont à ${frCm(v.distanceMm)} cm l’un de l’autre : il faut au moins 6 cm (R-8.3).`,
      };
    case 'near-edge':
      return {
        en: `${v.scenery} is ${enCm(v.distanceMm)} cm from ${EDGE_NAME[v.edge].en}: at least 6 cm are needed (R-8.3).`,
        fr: `${v.scenery} est à ${frCm(v.distanceMm)} cm du ${EDGE_NAME[v.edge].fr.replace(/^le /, '')} : il faut au moins 6 cm (R-8.3).`,
      };
  }
}

/** The scenery elements named in violations. */
function setupOffenders(scene: Scene): string[] {
  const out = new Set<string>();
  for (const v of checkSetup(scene).violations) {
    if (v.code === 'too-few') continue;
    out.add(v.scenery);
    if (v.code === 'too-close') out.add(v.other);
  }
  return [...out].sort();
}

/** control of the control lesson's field. */
function fieldControl(scene: Scene): ZoneControl {
  const zone = zoneByName(scene, 'field');
  if (!zone) throw new Error('the control lesson needs a scenery element "field"');
  return controlOfZone(scene, zone);
}

/** The totals, in words: "red: power 2, value 55; blue: power 3, value 50". */
function controlTotalsText(c: ZoneControl): Text {
  const en = c.totals.map((t) => `${t.side}: power ${t.power}, value ${t.value}`).join('; ');
  const fr = c.totals.map((t) => `${t.side} : puissance ${t.power}, valeur ${t.value}`).join(' ; ');
  return { en, fr };
}

/** The blast of the dispersion lesson: aimed at (600, 300), missed; the dice show 3 then 4. */
export const DISPERSION_LESSON = {
  impact: { x: 600, y: 300 },
  dice: { method: 'template6', distance: 3, direction: 4 },
} as const;

/**
 * The dispersion lesson's recorded sequence (tests/support/write-lesson-game.ts): red's activation,
 * the blast scattered by its seed's dice, the fighter it covers taken off by hand.
 */
export const DISPERSION_GAME: GameRecord = parseGame(dispersionGame, 'lesson-dispersion.json');
const DISPERSION_INDEX = DISPERSION_GAME.entries.findIndex((e) => e.type === 'dispersion');
const SCATTER = DISPERSION_GAME.entries[DISPERSION_INDEX] as EntryOf<'dispersion'>;

/** the commentary on the recorded blast, in the verdict's own numbers. */
function scatterCommentary(): Text {
  const v = SCATTER.verdict;
  const dice = v.dice.method === 'template6' ? [v.dice.distance, v.dice.direction] : [v.dice.distance, 0];
  const [x, y] = v.final.map((mm) => decimalWords(mm / 10));
  const [ix, iy] = SCATTER.impact.map((mm) => decimalWords(mm / 10));
  const moved = cmWords(Math.hypot(v.final[0] - SCATTER.impact[0], v.final[1] - SCATTER.impact[1]));
  const radius = cmWords(SCATTER.areaMm ?? 0);
  const hit = v.hits.map((h) => h.id).join(', ');
  return {
    en: `The record keeps the roll: its seed ${SCATTER.seed} gives the dice ${dice[0]} then ${dice[1]} on every replay (R-7.4). The point moves ${moved.en} from (${ix.en}, ${iy.en}) cm to (${x.en}, ${y.en}) cm; the blast’s area of ${radius.en} around it covers ${hit} (R-7.2).`,
    fr: `La feuille de partie garde le jet : sa graine ${SCATTER.seed} donne les dés ${dice[0]} puis ${dice[1]} à chaque relecture (R-7.4). Le point se déplace de ${moved.fr} de (${ix.fr} ; ${iy.fr}) cm à (${x.fr} ; ${y.fr}) cm ; l’aire du tir, ${radius.fr} autour, recouvre ${hit} (R-7.2).`,
  };
}

export const LESSONS: readonly Lesson[] = [
  {
    id: 'sight-ii-d-3',
    title: { en: 'Line of sight: the book example', fr: 'Ligne de vue : l’exemple du livre' },
    rules: ['R-5.1', 'R-5.3', 'R-5.4', 'R-5.8'],
    scene: parseScene(sightExample),
    intro: {
      en: 'A looks at five fighters. Lines run from A’s sight (the dot on its base) to every point of the target’s base. X is large; the others are normal size.',
      fr: 'A regarde cinq combattants. Les lignes partent de la mire de A (le point sur son socle) vers tous les points du socle de la cible. X est de grande taille, les autres de taille moyenne.',
    },
    steps: [
      {
        kind: 'select',
        prompt: {
          en: 'Which fighters does A see, even partially?',
          fr: 'Quels combattants A voit-il, même partiellement ?',
        },
        candidates: ['V', 'W', 'X', 'Y', 'Z'],
        answer: (w) => others(w, 'A').filter((id) => w.explainLos('A', id).los !== 'none'),
      },
      {
        kind: 'select',
        prompt: { en: 'Which of them does A see only partially?', fr: 'Lesquels A ne voit-il que partiellement ?' },
        candidates: ['V', 'W', 'X', 'Y', 'Z'],
        answer: (w) => others(w, 'A').filter((id) => w.explainLos('A', id).los === 'partial'),
      },
    ],
    explain: [
      {
        en: 'A sees Y and Z: no line is cut. It sees V partially (Z cuts some lines) and X partially: Y cuts every line to X, but Y is smaller than X, so it only hinders (R-5.4). W is hidden: Y and X, at least as big as A and W, cut every line.',
        fr: 'A voit Y et Z : aucune ligne n’est coupée. Il voit V partiellement (Z coupe certaines lignes) et X partiellement : Y coupe toutes les lignes vers X, mais Y est plus petit que X, il ne fait que gêner (R-5.4). W est caché : Y et X, au moins aussi grands que A et W, coupent toutes les lignes.',
      },
      {
        en: 'Partial sight: V and X. A shot at a partially visible target is one point harder (R-5.4).',
        fr: 'Vue partielle : V et X. Un tir sur une cible partiellement visible est plus difficile d’un point (R-5.4).',
      },
    ],
  },
  {
    id: 'contact-square',
    title: { en: 'Contact between square bases', fr: 'Contact entre socles carrés' },
    rules: ['R-3.1', 'R-3.2', 'R-3.3', 'R-3.4'],
    scene: parseScene(squareContact),
    intro: {
      en: 'A fighter on a square base is in contact when at least half of one side of its base touches the other base. Contact is bilateral: if one qualifies, both are in contact.',
      fr: 'Un combattant sur socle carré est au contact quand au moins la moitié d’un côté de son socle touche l’autre socle. Le contact est bilatéral : si l’un est au contact, l’autre aussi.',
    },
    steps: [
      {
        kind: 'choice',
        prompt: { en: 'Are B and Y in contact?', fr: 'B et Y sont-ils au contact ?' },
        options: YES_NO,
        answer: (w) => yesNo(w.contact('B', 'Y').contact),
      },
      {
        kind: 'choice',
        prompt: {
          en: 'X (large) has less than half of a side against C. Are C and X in contact?',
          fr: 'X (grande taille) a moins de la moitié d’un côté contre C. C et X sont-ils au contact ?',
        },
        options: YES_NO,
        answer: (w) => yesNo(w.contact('C', 'X').contact),
      },
      {
        kind: 'choice',
        prompt: {
          en: 'Who could have moved to make the contact between A and Z?',
          fr: 'Qui a pu se déplacer pour créer le contact entre A et Z ?',
        },
        options: [
          { id: 'A', label: { en: 'A', fr: 'A' } },
          { id: 'Z', label: { en: 'Z', fr: 'Z' } },
          { id: 'both', label: { en: 'Either', fr: 'L’un ou l’autre' } },
        ],
        answer: (w) => {
          const a = w.sightTouches('A', 'Z');
          const z = w.sightTouches('Z', 'A');
          return a && z ? 'both' : a ? 'A' : 'Z';
        },
      },
    ],
    explain: [
      {
        en: 'No: B and Y touch, but only 10 mm of their 25 mm sides meet, less than half for both (R-3.2).',
        fr: 'Non : B et Y se touchent, mais seuls 10 mm de leurs côtés de 25 mm se rencontrent, moins de la moitié pour les deux (R-3.2).',
      },
      {
        en: 'Yes: half of C’s front is against X, so C is in contact, and contact is bilateral (R-3.3).',
        fr: 'Oui : la moitié de l’avant de C touche X, donc C est au contact, et le contact est bilatéral (R-3.3).',
      },
      {
        en: 'Only A: after a move into contact the mover’s sight must touch the other base (R-3.4). A’s sight touches Z; Z’s does not touch A.',
        fr: 'Seulement A : après un mouvement au contact, la mire du combattant doit toucher l’autre socle (R-3.4). La mire de A touche Z ; celle de Z ne touche pas A.',
      },
    ],
  },
  {
    id: 'contact-round',
    title: { en: 'Placing a round base in contact', fr: 'Placer un socle rond au contact' },
    rules: ['R-3.2', 'R-3.3', 'R-3.4'],
    scene: parseScene(contactRound),
    intro: {
      en: 'A round base is in contact as soon as any point touches the other base. After a move into contact, the mover’s sight must touch the target.',
      fr: 'Un socle rond est au contact dès qu’un point touche l’autre socle. Après un mouvement au contact, la mire du combattant doit toucher la cible.',
    },
    steps: [
      {
        kind: 'place',
        prompt: {
          en: 'Move and turn Z into legal contact with A.',
          fr: 'Déplacez et tournez Z pour le mettre au contact légal de A.',
        },
        movable: ['Z'],
        play: { tool: 'move', action: 'engage' },
        check: (w) => legalContact(w, 'Z', 'A'),
      },
    ],
    explain: [
      {
        en: 'Z touches A (round bases: any point is enough, R-3.2) and Z’s sight touches A’s base (R-3.4).',
        fr: 'Z touche A (socles ronds : un point suffit, R-3.2) et la mire de Z touche le socle de A (R-3.4).',
      },
    ],
  },
  {
    id: 'move-gap',
    title: { en: 'Moving through a gap (the V-A example)', fr: 'Passer entre deux obstacles (l’exemple du V-A)' },
    rules: ['R-6.1', 'R-6.2', 'R-6.5'],
    scene: parseScene(vaGap, 'lesson-va-gap.json'),
    intro: {
      en: 'Z wants to come into contact with A by going between Y and C (Confédé V-A). A move is measured along the route of Z’s sight (the dot on its base), going round the other bases; a fighter cannot pass between two obstacles closer together than the width of its base. Z has MOV 19: a charge takes it up to 38 cm.',
      fr: 'Z veut venir au contact de A en passant entre Y et C (Confédé V-A). Un mouvement se mesure le long du chemin de la mire de Z (le point sur son socle), en contournant les autres socles ; un combattant ne peut pas passer entre deux obstacles séparés de moins que la largeur de son socle. Z a MOU 19 : une charge le mène jusqu’à 38 cm.',
    },
    steps: [
      {
        kind: 'choice',
        prompt: {
          en: 'Y and C stand 5 cm apart; Z’s base is 3 cm wide. Can Z pass between them?',
          fr: 'Y et C sont à 5 cm l’un de l’autre ; le socle de Z fait 3 cm de large. Z peut-il passer entre eux ?',
        },
        options: YES_NO,
        answer: (w) => yesNo(judgeMove(w, { mover: 'Z', goal: { point: betweenYAndC(w) }, action: 'walk' }).reachable),
      },
      {
        kind: 'move',
        prompt: {
          en: 'Z charges A: drop Z in contact with A, facing it. The engine measures the route of Z’s sight.',
          fr: 'Z charge A : posez Z au contact de A, face à lui. Le moteur mesure le chemin de la mire de Z.',
        },
        mover: 'Z',
        action: 'charge',
        target: 'A',
      },
      {
        kind: 'choice',
        scene: parseScene(vaGapNarrow, 'lesson-va-gap-narrow.json'),
        prompt: {
          en: 'Now Y and C stand only 2 cm apart. Can Z, still MOV 19, charge A?',
          fr: 'Maintenant Y et C ne sont plus qu’à 2 cm l’un de l’autre. Z, toujours MOU 19, peut-il charger A ?',
        },
        options: YES_NO,
        answer: (w) => yesNo(mayCharge(w, 'Z', 'A')),
      },
    ],
    explain: [
      {
        en: 'Yes: the space between Y and C (5 cm) is wider than Z’s base (3 cm), so Z can pass, as in the book (R-6.2).',
        fr: 'Oui : l’espace entre Y et C (5 cm) est plus large que le socle de Z (3 cm), donc Z peut passer, comme dans le livre (R-6.2).',
      },
      {
        en: 'The measure follows the shortest route from Z’s sight to the edge of A’s base: the straight line between Y and C, 37 cm, within the 38 cm of a charge (MOV × 2, R-6.1, R-6.5). Z ends against A, its sight touching A’s base (R-3.4).',
        fr: 'La mesure suit le chemin le plus court de la mire de Z au bord du socle de A : la ligne droite entre Y et C, 37 cm, dans les 38 cm d’une charge (MOU × 2, R-6.1, R-6.5). Z finit contre A, sa mire touchant le socle de A (R-3.4).',
      },
      {
        en: 'No: 2 cm is narrower than Z’s base, so Z cannot pass between Y and C (R-6.2). Its route goes round Y or C (the same length either way, they stand symmetrically): 38.6 cm, more than its 38 cm charge (R-6.5). A charge out of reach fails: Z only moves its whole potential towards A.',
        fr: 'Non : 2 cm, c’est moins que la largeur du socle de Z, qui ne peut donc pas passer entre Y et C (R-6.2). Son chemin contourne Y ou C (la même longueur des deux côtés, ils sont placés symétriquement) : 38,6 cm, plus que ses 38 cm de charge (R-6.5). Une charge hors de portée échoue : Z parcourt seulement tout son potentiel vers A.',
      },
    ],
  },
  {
    id: 'charge',
    title: { en: 'A charge and its placement', fr: 'Une charge et son placement' },
    rules: ['R-6.5', 'R-6.6', 'R-3.4', 'R-6.7'],
    scene: parseScene(charge, 'lesson-charge.json'),
    intro: {
      en: 'To charge, a fighter must be free of any enemy and see its target at the start, even partially; the charge takes it up to MOV × 2 (R-6.5). It is then placed in contact with any free edge of the target’s base, facing it, its sight against the target; the target does not turn (R-6.6). The blue fighters have MOV 10: a 20 cm charge.',
      fr: 'Pour charger, un combattant doit être libre de tout adversaire et voir sa cible au départ, même partiellement ; la charge le mène jusqu’à MOU × 2 (R-6.5). Il est alors placé au contact de n’importe quel bord libre du socle de la cible, orienté vers elle, sa mire contre la cible ; la cible n’est pas tournée (R-6.6). Les combattants bleus ont MOU 10 : une charge de 20 cm.',
    },
    steps: [
      {
        kind: 'select',
        prompt: { en: 'Which blue fighters may charge T?', fr: 'Quels combattants bleus peuvent charger T ?' },
        candidates: ['A', 'B', 'C', 'D'],
        answer: (w) => ['A', 'B', 'C', 'D'].filter((id) => mayCharge(w, id, 'T')),
      },
      {
        kind: 'move',
        prompt: {
          en: 'A charges T: drop A in contact with a free side of T, facing it.',
          fr: 'A charge T : posez A au contact d’un côté libre de T, face à lui.',
        },
        mover: 'A',
        action: 'charge',
        target: 'T',
      },
      {
        kind: 'choice',
        prompt: {
          en: 'A (power 1) is the only fighter to charge T (power 1) this turn. Does T suffer the charge penalties?',
          fr: 'A (puissance 1) est le seul à charger T (puissance 1) ce tour-ci. T subit-il les pénalités de charge ?',
        },
        options: YES_NO,
        answer: (w) => yesNo(chargePenalties(w, [{ charger: 'A', target: 'T' }])[0].penalised),
      },
    ],
    explain: [
      {
        en: 'Only A. B cannot see T past the wall; C is in contact with E, an enemy, so it is not free; D sees T (partly), but its route to T is 38 cm, beyond its 20 cm charge (R-6.5).',
        fr: 'Seulement A. B ne voit pas T derrière le mur ; C est au contact de E, un ennemi, il n’est donc pas libre ; D voit T (en partie), mais son chemin jusqu’à T fait 38 cm, au-delà de ses 20 cm de charge (R-6.5).',
      },
      {
        en: 'A may end against any side of T that F does not cover: its whole base must stay clear of the other bases (R-6.6) and its sight must touch T (R-3.4). The route of A’s sight to that spot is the measure (R-6.1).',
        fr: 'A peut finir contre n’importe quel côté de T que F ne couvre pas : tout son socle doit rester à l’écart des autres socles (R-6.6) et sa mire doit toucher T (R-3.4). Le chemin de la mire de A jusque-là est la mesure (R-6.1).',
      },
      {
        en: 'Yes: the total power of T’s chargers this turn (1) equals T’s power (1); equal or more gives T −1 to Initiative, Attack, Defence and Aim until the end of the turn (R-6.7).',
        fr: 'Oui : la puissance totale des combattants qui ont chargé T ce tour-ci (1) égale celle de T (1) ; égale ou supérieure, elle inflige à T −1 en Initiative, Attaque, Défense et Tir jusqu’à la fin du tour (R-6.7).',
      },
    ],
  },
  {
    id: 'field-of-view',
    title: { en: 'The field of view', fr: 'Le champ de vision' },
    rules: ['R-4.1', 'R-4.2'],
    scene: parseScene(fieldOfView),
    intro: {
      en: 'A fighter sees 180° in front of its base: in front of the line through its sight, square to its facing. A target is in view when part of its base is in front of that line.',
      fr: 'Un combattant voit à 180° devant son socle : devant la ligne qui passe par sa mire, perpendiculaire à son orientation. Une cible est dans son champ de vision si une partie de son socle est devant cette ligne.',
    },
    steps: [
      {
        kind: 'select',
        prompt: {
          en: 'Which fighters are in A’s field of view?',
          fr: 'Quels combattants sont dans le champ de vision de A ?',
        },
        candidates: ['B', 'C', 'D', 'E', 'F'],
        answer: (w) => others(w, 'A').filter((id) => w.inView('A', id)),
      },
    ],
    explain: [
      {
        en: 'B is ahead; C is beside A but its base reaches 2.5 mm past the line through A’s sight, so it is in view (R-4.1). D, E and F are wholly behind the line.',
        fr: 'B est devant ; C est à côté de A mais son socle dépasse de 2,5 mm la ligne passant par la mire de A : il est dans le champ de vision (R-4.1). D, E et F sont entièrement derrière la ligne.',
      },
    ],
  },
  {
    id: 'ragnarok-sight',
    title: { en: 'Rag’narok: seeing from the whole base', fr: 'Rag’narok : voir depuis tout le socle' },
    rules: ['R-5.7', 'R-4.3', 'R-5.3'],
    scene: parseScene(ragnarokSight),
    intro: {
      en: 'In Rag’narok a fighter sees all round, and a line from any point of its base to any point of the target’s base is enough. In Confédé the lines start from the sight only.',
      fr: 'Dans Rag’narok, un combattant voit tout autour de lui, et une ligne de n’importe quel point de son socle vers n’importe quel point du socle de la cible suffit. Dans Confédé, les lignes partent seulement de la mire.',
    },
    steps: [
      {
        kind: 'choice',
        prompt: { en: 'In Rag’narok, does A see T past the wall?', fr: 'Dans Rag’narok, A voit-il T malgré le mur ?' },
        options: [
          { id: 'full', label: { en: 'Yes, clearly', fr: 'Oui, sans gêne' } },
          { id: 'partial', label: { en: 'Yes, with interference', fr: 'Oui, avec interférence' } },
          { id: 'none', label: { en: 'No', fr: 'Non' } },
        ],
        answer: (w) => w.explainLos('A', 'T').los,
      },
    ],
    explain: [
      {
        en: 'Yes, with interference: a line from the top edge of A’s base to the top edge of T’s passes above the wall (R-5.7), but the wall stands between them. In Confédé, every line from A’s sight is cut: A would not see T.',
        fr: 'Oui, avec interférence : une ligne du bord supérieur du socle de A au bord supérieur de celui de T passe au-dessus du mur (R-5.7), mais le mur se trouve entre eux. Dans Confédé, toutes les lignes partant de la mire de A sont coupées : A ne verrait pas T.',
      },
    ],
  },
  {
    id: 'ragnarok-range',
    title: { en: 'Rag’narok: range bands', fr: 'Rag’narok : les portées' },
    rules: ['R-2.2', 'R-2.1'],
    scene: parseScene(ragnarokRange, 'lesson-ragnarok-range.json'),
    intro: {
      en: 'In Rag’narok a unit’s shot is measured only from the edge of its leader’s base to the edge of the enemy leader’s base. The tape is marked in bands of 10 cm: up to 10 cm is range 0, from 10 to 20 cm range 1, and so on; a base exactly on a boundary is in the lower range. The range is the difficulty of the ranged attack.',
      fr: 'Dans Rag’narok, le tir d’une unité se mesure seulement du bord du socle de son leader au bord du socle du leader ennemi. Le mètre est gradué par zones de 10 cm : jusqu’à 10 cm la portée est 0, de 10 à 20 cm elle est 1, et ainsi de suite ; un socle exactement sur une limite est dans la portée inférieure. La portée est la difficulté du tir.',
    },
    steps: [
      {
        kind: 'select',
        prompt: {
          en: 'L leads the marksmen. Which enemy leaders are at range 1?',
          fr: 'L mène les tireurs. Quels leaders ennemis sont à portée 1 ?',
        },
        candidates: ['T1', 'T2', 'T3', 'T4'],
        answer: (w) => others(w, 'L').filter((id) => ragnarokBand(w.distanceMm('L', id), w.toleranceMm) === 1),
      },
      {
        kind: 'choice',
        prompt: {
          en: 'What is the difficulty of a ranged attack on T2’s unit?',
          fr: 'Quelle est la difficulté d’un tir sur l’unité de T2 ?',
        },
        options: ['0', '1', '2', '3'].map((id) => ({ id, label: { en: id, fr: id } })),
        answer: (w) => String(ragnarokBand(w.distanceMm('L', 'T2'), w.toleranceMm)),
      },
    ],
    explain: [
      {
        en: 'T1 and T4. T4 is 15 cm away; T1 is exactly 20 cm away, on the boundary, so it stays at range 1 (R-2.2). T3 (9 cm) is at range 0, T2 (20.5 cm) at range 2.',
        fr: 'T1 et T4. T4 est à 15 cm ; T1 est à 20 cm tout juste, sur la limite, il reste donc à portée 1 (R-2.2). T3 (9 cm) est à portée 0, T2 (20,5 cm) à portée 2.',
      },
      {
        en: '2: T2 is 20.5 cm from L, edge to edge (R-2.1), just past the 20 cm boundary: range 2, and the range is the difficulty (R-2.2).',
        fr: '2 : T2 est à 20,5 cm de L, de bord à bord (R-2.1), juste après la limite des 20 cm : portée 2, et la portée est la difficulté (R-2.2).',
      },
    ],
  },
  {
    id: 'dispersion',
    title: { en: 'Dispersion of a missed blast', fr: 'Dispersion d’un tir raté' },
    rules: ['R-7.1', 'R-7.2', 'R-7.4'],
    scene: parseScene(dispersion),
    record: DISPERSION_GAME,
    intro: {
      en: 'A recorded turn, step by step. Red’s activation: the gunner S aimed at the point (60, 30) cm and missed. A first d6 gives the distance (1→4 cm … 6→14 cm), a second d6 the direction on the template’s six arrows: arrow 1 along the line of fire, then every 60° counter-clockwise.',
      fr: 'Un tour enregistré, étape par étape. Tour de parole des rouges : le servant S visait le point (60, 30) cm et a raté. Un premier d6 donne la distance (1→4 cm … 6→14 cm), un second d6 la direction sur les six flèches du gabarit : la flèche 1 suit la ligne de tir, puis une tous les 60° dans le sens inverse des aiguilles d’une montre.',
    },
    steps: [
      {
        kind: 'choice',
        prompt: {
          en: 'The dice show 3, then 4. On whom does the blast land?',
          fr: 'Les dés donnent 3, puis 4. Sur qui tombe le tir ?',
        },
        options: ['P', 'Q', 'R', 'T'].map((id) => ({ id, label: { en: id, fr: id } })),
        answer: (w) => {
          const r = dispersionFromDice(
            DISPERSION_LESSON.impact,
            lineOfFire(DISPERSION_LESSON.impact, w.sightOf('S')),
            DISPERSION_LESSON.dice,
          );
          return others(w, 'S').find((id) => containsPoint(w.footprintOf(id), r.final)) ?? 'none';
        },
      },
      { kind: 'watch', entry: DISPERSION_INDEX, prompt: scatterCommentary() },
      {
        kind: 'watch',
        entry: DISPERSION_INDEX + 1,
        prompt: {
          en: 'P, under the blast, is taken off the table by hand. The record keeps it as an edit, so every step of the game can be shown again, and mire replay judges the blast again on the table it fell on.',
          fr: 'P, sous le tir, est retiré de la table à la main. La feuille de partie le garde comme une modification : chaque étape de la partie peut être remontrée, et mire replay juge de nouveau le tir sur la table où il est tombé.',
        },
      },
    ],
    explain: [
      {
        en: 'A 3 on the first die moves the point 8 cm; a 4 on the second is arrow 4, three arrows (180°) round from arrow 1: straight back towards the gunner, onto P (R-7.1).',
        fr: 'Un 3 au premier dé déplace le point de 8 cm ; un 4 au second est la flèche 4, trois flèches (180°) après la flèche 1 : droit vers le servant, sur P (R-7.1).',
      },
      {
        en: 'The same seed on the same table always gives the same dice, the same point and the same fighters covered (R-7.4): the record can be re-judged.',
        fr: 'La même graine sur la même table donne toujours les mêmes dés, le même point et les mêmes combattants touchés (R-7.4) : la feuille de partie peut être rejugée.',
      },
      {
        en: 'Removing a casualty is an edit by hand: the rules decide who is hit (R-7.2), the players take the fighter off.',
        fr: 'Retirer une victime est une modification à la main : les règles disent qui est touché (R-7.2), les joueurs retirent la figurine.',
      },
    ],
  },
  {
    id: 'deployment',
    title: { en: 'Deployment zones', fr: 'Zones de déploiement' },
    rules: ['R-8.1', 'R-8.2'],
    scene: parseScene(deployment),
    intro: {
      en: 'The median line splits the table in two. Each player deploys in his half, more than 15 cm and less than 50 cm from the median line, and the whole base must be in the zone.',
      fr: 'La ligne médiane partage la table en deux. Chaque joueur se déploie dans sa moitié, à plus de 15 cm et moins de 50 cm de la ligne médiane, et tout le socle doit être dans la zone.',
    },
    steps: [
      {
        kind: 'place',
        prompt: {
          en: 'Move the red fighters R1 and R2 so that every red fighter is deployed legally.',
          fr: 'Déplacez les combattants rouges R1 et R2 pour que tous les rouges soient déployés légalement.',
        },
        movable: ['R1', 'R2'],
        check: (w) => {
          const report = checkDeployment(w.scene);
          const bad = report.fighters.filter((f) => f.side === 'red' && f.legal !== true);
          if (bad.length === 0) {
            return {
              ok: true,
              reasons: [
                {
                  en: 'Every red base lies wholly in the red zone (R-8.2).',
                  fr: 'Tous les socles rouges sont entièrement dans la zone rouge (R-8.2).',
                },
              ],
            };
          }
          return {
            ok: false,
            reasons: bad.map((f) => ({
              en: `${f.id} reaches ${cmWords(f.outsideMm).en} out of the red zone: the whole base must be inside (R-8.2).`,
              fr: `${f.id} dépasse de ${cmWords(f.outsideMm).fr} de la zone rouge : tout le socle doit être dedans (R-8.2).`,
            })),
          };
        },
      },
    ],
    explain: [
      {
        en: 'R1 stood across the 15 cm line next to the median; R2 was more than 50 cm away. A base straddling a zone line is not deployed (R-8.2).',
        fr: 'R1 chevauchait la limite des 15 cm près de la médiane ; R2 était à plus de 50 cm. Un socle à cheval sur une limite n’est pas déployé (R-8.2).',
      },
    ],
  },
  {
    id: 'scenery-setup',
    title: { en: 'Setting up the scenery', fr: 'L’installation des décors' },
    rules: ['R-8.3'],
    scene: parseScene(scenerySetup, 'lesson-scenery-setup.json'),
    intro: {
      en: 'Basic scenarios are played with at least 4 scenery elements, none larger than 30 x 30 cm. Each element is placed at least 6 cm from every other element and from the table edges (Confédé III-A-3).',
      fr: 'Les scénarios de base se jouent avec au moins 4 éléments de décor, qui ne dépassent pas 30 x 30 cm. Chaque élément est placé à au moins 6 cm de tout autre élément et des bords de table (Confédé III-A-3).',
    },
    steps: [
      {
        kind: 'select',
        prompt: {
          en: 'Which elements break the set-up rule?',
          fr: 'Quels éléments ne respectent pas la règle d’installation ?',
        },
        candidates: ['house', 'barn', 'forest', 'hill'],
        answer: (w) => setupOffenders(w.scene),
      },
      {
        kind: 'place',
        prompt: {
          en: 'Move the barn and the hill so that the set-up is legal.',
          fr: 'Déplacez la grange et la colline pour que l’installation soit légale.',
        },
        movable: ['barn', 'hill'],
        check: (w) => {
          const report = checkSetup(w.scene);
          if (report.legal) {
            return {
              ok: true,
              reasons: [
                {
                  en: 'Every element is at least 6 cm from the others and from the edges (R-8.3).',
                  fr: 'Chaque élément est à au moins 6 cm des autres et des bords (R-8.3).',
                },
              ],
            };
          }
          return { ok: false, reasons: report.violations.map(setupViolationText) };
        },
      },
    ],
    explain: [
      {
        en: 'The house and the barn are only 5 cm apart, and the hill is 4 cm from the right edge and from the far edge (R-8.3). The forest, 25 x 15 cm, is well placed.',
        fr: 'La maison et la grange ne sont qu’à 5 cm l’une de l’autre, et la colline est à 4 cm du bord droit et du bord du fond (R-8.3). La forêt, 25 x 15 cm, est bien placée.',
      },
      {
        en: 'Each element now stands at least 6 cm from every other and from the table edges (R-8.3).',
        fr: 'Chaque élément est maintenant à au moins 6 cm de tous les autres et des bords de table (R-8.3).',
      },
    ],
  },
  {
    id: 'control',
    title: { en: 'Controlling an area', fr: 'Contrôler une zone' },
    rules: ['R-8.4', 'R-1.3'],
    scene: parseScene(control, 'lesson-control.json'),
    intro: {
      en: 'A player controls an area when, counting only fighters whose whole base is in it, the total power of his fighters is greater than the enemy’s and their total strategic value is greater too; a serious wound takes 5 off a fighter’s value, a critical one 10. Any other case leaves the area disputed (Confédé III-A-2). Power is 1 for small and normal fighters, size − 1 above (R-1.3).',
      fr: 'Un joueur contrôle une zone quand, en ne comptant que les combattants dont tout le socle y est, la somme des puissances de ses combattants est supérieure à celle de l’ennemi et la somme de leurs valeurs stratégiques aussi ; une blessure grave ôte 5 à la valeur d’un combattant, une critique 10. Tout autre cas laisse la zone disputée (Confédé III-A-2). La puissance vaut 1 pour les petits et moyens combattants, la taille − 1 au-delà (R-1.3).',
    },
    steps: [
      {
        kind: 'select',
        prompt: { en: 'Which fighters count for the field?', fr: 'Quels combattants comptent pour le champ ?' },
        candidates: ['R1', 'R2', 'R3', 'B1', 'B2'],
        answer: (w) => fieldControl(w.scene).counted.map((c) => c.id),
      },
      {
        kind: 'choice',
        prompt: { en: 'Who controls the field?', fr: 'Qui contrôle le champ ?' },
        options: [
          { id: 'red', label: { en: 'Red', fr: 'Rouge' } },
          { id: 'blue', label: { en: 'Blue', fr: 'Bleu' } },
          { id: 'disputed', label: { en: 'Nobody: it is disputed', fr: 'Personne : elle est disputée' } },
        ],
        answer: (w) => {
          const c = fieldControl(w.scene);
          return c.controller ?? c.state;
        },
      },
      {
        kind: 'place',
        prompt: {
          en: 'Move R3 so that red controls the field.',
          fr: 'Déplacez R3 pour que les rouges contrôlent le champ.',
        },
        movable: ['R3'],
        check: (w) => {
          const reasons = overlaps(w, 'R3');
          const c = fieldControl(w.scene);
          const totals = controlTotalsText(c);
          if (c.notCounted.some((n) => n.id === 'R3')) {
            reasons.push({
              en: 'R3 is only partly in the field: it does not count (R-8.4).',
              fr: 'R3 n’est qu’en partie dans le champ : il ne compte pas (R-8.4).',
            });
          }
          if (c.controller === 'red' && reasons.length === 0) {
            return {
              ok: true,
              reasons: [
                {
                  en: `${totals.en}: red controls the field (R-8.4).`,
                  fr: `${totals.fr} : les rouges contrôlent le champ (R-8.4).`,
                },
              ],
            };
          }
          if (c.controller !== 'red') {
            reasons.push({
              en: `${totals.en}: red needs more power and more value than blue (R-8.4).`,
              fr: `${totals.fr} : il faut aux rouges plus de puissance et plus de valeur que les bleus (R-8.4).`,
            });
          }
          return { ok: false, reasons };
        },
      },
    ],
    explain: [
      {
        en: 'R1, R2, B1 and B2. R3’s base crosses the edge of the field: only whole bases count (R-8.4).',
        fr: 'R1, R2, B1 et B2. Le socle de R3 dépasse du champ : seuls les socles entiers comptent (R-8.4).',
      },
      {
        en: 'Disputed: blue has more power (3 against 2: B1 is large, power 2), but red has more value (55 against 50: B2’s serious wound takes 5 off its 25). Control needs both (R-8.4).',
        fr: 'Disputée : les bleus ont plus de puissance (3 contre 2 : B1 est grand, puissance 2), mais les rouges ont plus de valeur (55 contre 50 : la blessure grave de B2 ôte 5 à ses 25). Le contrôle demande les deux (R-8.4).',
      },
      {
        en: 'With R3 wholly in the field, red has power 4 against 3 and value 90 against 50: red controls it (R-8.4).',
        fr: 'Avec R3 entièrement dans le champ, les rouges ont une puissance de 4 contre 3 et une valeur de 90 contre 50 : ils contrôlent le champ (R-8.4).',
      },
    ],
  },
];

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}
