// The lessons, built from the books' worked examples and figures. Each answer is computed by the
// engine; tests/lessons.test.ts checks that the engine's answers are the books' answers.
import { checkDeployment } from '../../geometry/deployment';
import { dispersionFromDice, lineOfFire } from '../../geometry/dispersion';
import { containsPoint, penetrationMm } from '../../geometry/footprint';
import { parseScene } from '../../geometry/scene';
import type { World } from '../../geometry/world';
import contactRound from '../../assets/scenarios/lesson-contact-round.json';
import deployment from '../../assets/scenarios/lesson-deployment.json';
import dispersion from '../../assets/scenarios/lesson-dispersion.json';
import fieldOfView from '../../assets/scenarios/lesson-field-of-view.json';
import ragnarokSight from '../../assets/scenarios/lesson-ragnarok-sight.json';
import squareContact from '../../assets/scenarios/ii-e-1-square-contact.json';
import sightExample from '../../assets/scenarios/r-5.8-sight.json';
import type { Lesson, PlaceVerdict, Text } from './types';

const YES_NO = [
  { id: 'yes', label: { en: 'Yes', fr: 'Oui' } },
  { id: 'no', label: { en: 'No', fr: 'Non' } },
] as const;

const yesNo = (b: boolean) => (b ? 'yes' : 'no');

const others = (world: World, id: string) => world.fighterIds().filter((o) => o !== id);

/** R-3.4 + R-0.3: is `mover` in contact with `target`, its sight touching it, overlapping nothing? */
function legalContact(world: World, mover: string, target: string): PlaceVerdict {
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

/** The blast of the dispersion lesson: aimed at (600, 300), missed; the dice show 3 then 4. */
export const DISPERSION_LESSON = { impact: { x: 600, y: 300 }, dice: { method: 'template6', distance: 3, direction: 4 } } as const;

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
        prompt: { en: 'Which fighters does A see, even partially?', fr: 'Quels combattants A voit-il, même partiellement ?' },
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
        prompt: { en: 'X (large) has less than half of a side against C. Are C and X in contact?', fr: 'X (grande taille) a moins de la moitié d’un côté contre C. C et X sont-ils au contact ?' },
        options: YES_NO,
        answer: (w) => yesNo(w.contact('C', 'X').contact),
      },
      {
        kind: 'choice',
        prompt: { en: 'Who could have moved to make the contact between A and Z?', fr: 'Qui a pu se déplacer pour créer le contact entre A et Z ?' },
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
        prompt: { en: 'Move and turn Z into legal contact with A.', fr: 'Déplacez et tournez Z pour le mettre au contact légal de A.' },
        movable: ['Z'],
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
        prompt: { en: 'Which fighters are in A’s field of view?', fr: 'Quels combattants sont dans le champ de vision de A ?' },
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
    id: 'dispersion',
    title: { en: 'Dispersion of a missed blast', fr: 'Dispersion d’un tir raté' },
    rules: ['R-7.1', 'R-7.4'],
    scene: parseScene(dispersion),
    intro: {
      en: 'The gunner S aimed at the point (60, 30) cm and missed. A first d6 gives the distance (1→4 cm … 6→14 cm), a second d6 the direction on the template’s six arrows: arrow 1 along the line of fire, then every 60° counter-clockwise.',
      fr: 'Le servant S visait le point (60, 30) cm et a raté. Un premier d6 donne la distance (1→4 cm … 6→14 cm), un second d6 la direction sur les six flèches du gabarit : la flèche 1 suit la ligne de tir, puis une tous les 60° dans le sens inverse des aiguilles d’une montre.',
    },
    steps: [
      {
        kind: 'choice',
        prompt: { en: 'The dice show 3, then 4. On whom does the blast land?', fr: 'Les dés donnent 3, puis 4. Sur qui tombe le tir ?' },
        options: ['P', 'Q', 'R', 'T'].map((id) => ({ id, label: { en: id, fr: id } })),
        answer: (w) => {
          const r = dispersionFromDice(DISPERSION_LESSON.impact, lineOfFire(DISPERSION_LESSON.impact, w.sightOf('S')), DISPERSION_LESSON.dice);
          return others(w, 'S').find((id) => containsPoint(w.footprintOf(id), r.final)) ?? 'none';
        },
      },
    ],
    explain: [
      {
        en: 'A 3 on the first die moves the point 8 cm; a 4 on the second is arrow 4, three arrows (180°) round from arrow 1: straight back towards the gunner, onto P (R-7.1).',
        fr: 'Un 3 au premier dé déplace le point de 8 cm ; un 4 au second est la flèche 4, trois flèches (180°) après la flèche 1 : droit vers le servant, sur P (R-7.1).',
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
        prompt: { en: 'Move the red fighters R1 and R2 so that every red fighter is deployed legally.', fr: 'Déplacez les combattants rouges R1 et R2 pour que tous les rouges soient déployés légalement.' },
        movable: ['R1', 'R2'],
        check: (w) => {
          const report = checkDeployment(w.scene);
          const bad = report.fighters.filter((f) => f.side === 'red' && f.legal !== true);
          if (bad.length === 0) {
            return {
              ok: true,
              reasons: [{ en: 'Every red base lies wholly in the red zone (R-8.2).', fr: 'Tous les socles rouges sont entièrement dans la zone rouge (R-8.2).' }],
            };
          }
          return {
            ok: false,
            reasons: bad.map((f) => ({
              en: `${f.id} reaches ${(f.outsideMm / 10).toFixed(1)} cm out of the red zone: the whole base must be inside (R-8.2).`,
              fr: `${f.id} dépasse de ${(f.outsideMm / 10).toFixed(1).replace('.', ',')} cm de la zone rouge : tout le socle doit être dedans (R-8.2).`,
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
];


export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((l) => l.id === id);
}
