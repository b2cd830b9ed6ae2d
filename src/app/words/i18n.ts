// English and French words for the app. The engine returns facts (verdicts, barriers, R-ids);
// this file turns them into sentences. Lengths arrive in mm and are shown in cm.
import type { LosExplanation, MoveAction, MoveProblem, SightVerdict } from '../engine';
import { type Lang, cmText, num, pctText } from './format';

export type { Lang };

/** The language numbers are written in (the startup keeps it to the store's language). */
let numberLang: Lang = 'en';
export function setNumberLang(lang: Lang): void {
  numberLang = lang;
}

/** centimetres with one decimal on screen, in the user's language (12,5 cm in French). */
export function cm(mm: number): string {
  return cmText(numberLang, mm);
}

const EN = {
  title: 'Mire',
  subtitle: 'Confrontation table',
  'tool.move': 'Move',
  'tool.measure': 'Measure',
  'tool.sight': 'Sight',
  'tool.contact': 'Contact',
  'tool.edit': 'Edit',
  'cam.top': 'Top view',
  'cam.orbit': 'Orbit view',
  'cam.focus': 'Focus',
  undo: 'Undo',
  redo: 'Redo',
  save: 'Save',
  load: 'Open…',
  share: 'Share link',
  newTable: 'Default table',
  grid: 'Grid',
  snap: 'Snap',
  fov: 'Field of view',
  language: 'Français',
  scenarios: 'Scenarios',
  'hint.move': 'Drag a fighter to move it. [ and ] turn it about its sight (Shift: 1°). Release to commit.',
  'hint.measure': 'Click two fighters, scenery pieces or points of the table: edge-to-edge distance (R-2.1).',
  'hint.sight': 'Click the looking fighter, then its target. The fan shows every line from the sight to the target base (R-5.1).',
  'hint.contact': 'Contacts between bases (R-3.3) and each fighter’s enemies in contact against its maximum (R-3.5).',
  'hint.edit': 'Click a fighter or a scenery piece to edit it; drag to place it. Add, duplicate or delete below.',
  'move.action': 'Action',
  'action.walk': 'Walk',
  'action.run': 'Run',
  'action.charge': 'Charge',
  'action.engage': 'Engage',
  'action.cover': 'Move under cover',
  'action.pursuit': 'Pursuit',
  'move.length': 'Route length',
  'move.potential': 'Potential',
  'move.legal': 'Legal move',
  'move.illegal': 'Illegal move',
  'move.disengaged': 'Disengaging (in contact, not attacked this phase: walk, or engage at MOV × 1)',
  'move.idle': 'Select a fighter and drag it.',
  'move.rejected': 'Move not committed',
  'move.turn': 'Turn about the sight',
  'sight.pick': 'Pick the looking fighter, then the target.',
  'sight.pickTarget': 'Now pick the target.',
  'sight.visible': 'visible',
  'sight.barriers': 'Barriers',
  'sight.none': 'none',
  'sight.rules': 'Rules applied',
  'sight.who': 'Who sees whom',
  'sight.sees': 'sees',
  'sight.seenBy': 'is seen by',
  'legend.clear': 'clear line',
  'legend.hinder': 'cut by a smaller barrier',
  'legend.block': 'cut by a barrier that blocks',
  'contact.none': 'No bases in contact.',
  'contact.max': 'enemies in contact / maximum',
  'contact.warn': 'neither sight touches the other base (R-3.4): a move may not end in this contact',
  'contact.over': 'more enemies in contact than allowed (R-3.5)',
  'contact.friends': 'friends',
  'measure.pick': 'Pick two things to measure between.',
  'measure.distance': 'Edge to edge',
  'measure.point': 'point',
  'edit.addFighter': 'Add fighter',
  'edit.addScenery': 'Add scenery',
  'edit.duplicate': 'Duplicate',
  'edit.delete': 'Delete',
  'edit.nothing': 'Nothing selected.',
  'edit.apply': 'Apply',
  'field.id': 'Id',
  'field.name': 'Name',
  'field.side': 'Side',
  'field.size': 'Size',
  'field.mov': 'MOV (cm)',
  'field.base': 'Base',
  'field.baseW': 'Width (mm)',
  'field.baseD': 'Depth (mm)',
  'field.facing': 'Facing (°)',
  'field.kind': 'Kind',
  'field.shape': 'Shape',
  'field.sizeClass': 'Size class',
  'field.noSize': 'none (blocks all)',
  'field.passable': 'Passable',
  'field.blocksSight': 'Blocks sight',
  'field.x': 'x (mm)',
  'field.y': 'y (mm)',
  'base.square': 'square',
  'base.round': 'round',
  'base.rect': 'cavalry (rectangle)',
  'shape.polygon': 'rectangle',
  'shape.circle': 'circle',
  'msg.loaded': 'Table loaded',
  'msg.badFile': 'Could not open this file; the table is unchanged',
  'msg.shared': 'Link copied to the address bar',
  'msg.restored': 'Table restored from your last session',
  'verdict.full': 'sees',
  'verdict.partial': 'partially sees',
  'verdict.none': 'does not see',
  'short.full': 'full',
  'short.partial': 'partial',
  'short.none': 'none',
  selected: 'Selected',
  fighter: 'fighter',
  scenery: 'scenery',
  // Dispersion and Zones tools: keys of their own, kept together at the end.
  'tool.dispersion': 'Dispersion',
  'tool.zones': 'Zones',
  'hint.dispersion': 'Click the table for the initial point of impact; click a fighter to fire from it (its line of fire gives arrow 1, R-7.1). Then Roll.',
  'hint.zones': 'Deployment zones (R-8.2, R-8.5), scenery set-up gaps (R-8.3) and who controls each zone (R-8.4).',
  'disp.impact': 'Initial point of impact',
  'disp.pickImpact': 'Click the table to place the initial point of impact.',
  'disp.aimAt': 'Aim at a fighter',
  'disp.shooter': 'Shooter',
  'disp.noShooter': 'none: arrow 1 points along +x',
  'disp.dropShooter': '(remove)',
  'disp.radius': 'Area radius (cm)',
  'disp.weaponArea': 'Weapon area (cm)',
  'disp.failures': 'Failed tests',
  'disp.successes': 'Successes',
  'disp.seed': 'Seed',
  'disp.seedHint': 'empty: a new seed at each roll',
  'disp.badSeed': 'The seed must be a whole number from 0 to 4294967295.',
  'disp.roll': 'Roll',
  'disp.dice': 'Dice',
  'disp.distanceDie': 'distance',
  'disp.directionDie': 'direction',
  'disp.final': 'Final point of impact',
  'disp.offTable': 'off the table: the shot is lost',
  'disp.hits': 'Fighters hit',
  'disp.nobody': 'The area covers nobody.',
  'disp.replay': 'Replay with seed',
  'zones.deployment': 'Deployment',
  'zones.setup': 'Scenery set-up',
  'zones.control': 'Control',
  'zones.objectives': 'Objectives',
  'zones.noSides': 'The scene records no deployment sides: the zones each fighter lies in, without a verdict.',
  'zones.lineOfBattle': 'Table and line of battle',
  'zones.table': 'Table',
  'zones.orientation': 'Median line',
  'zones.across': 'across the width (figure 1)',
  'zones.along': 'along the length (figure 2)',
  'zones.lowSide': 'Low half',
  'zones.nowhere': 'in no zone',
  'zones.setupLegal': 'Legal: at least 4 elements, each within 30 x 30 cm and 6 cm from the others and the edges (R-8.3).',
  'zones.power': 'power',
  'zones.value': 'value',
  'zones.partly': 'not counted, base only partly inside',
  'zones.routed': 'not counted, routed',
};

type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  title: 'Mire',
  subtitle: 'Table de Confrontation',
  'tool.move': 'Déplacer',
  'tool.measure': 'Mesurer',
  'tool.sight': 'Vue',
  'tool.contact': 'Contact',
  'tool.edit': 'Éditer',
  'cam.top': 'Vue de dessus',
  'cam.orbit': 'Vue orbitale',
  'cam.focus': 'Centrer',
  undo: 'Annuler',
  redo: 'Rétablir',
  save: 'Enregistrer',
  load: 'Ouvrir…',
  share: 'Lien à partager',
  newTable: 'Table par défaut',
  grid: 'Grille',
  snap: 'Magnétisme',
  fov: 'Champ de vision',
  language: 'English',
  scenarios: 'Scénarios',
  'hint.move': 'Faites glisser un combattant. [ et ] le tournent autour de sa mire (Maj : 1°). Relâchez pour valider.',
  'hint.measure': 'Cliquez deux combattants, décors ou points de la table : distance bord à bord (R-2.1).',
  'hint.sight': 'Cliquez le combattant qui regarde, puis sa cible. L’éventail montre chaque ligne de la mire au socle de la cible (R-5.1).',
  'hint.contact': 'Contacts entre socles (R-3.3) et adversaires au contact de chacun face à son maximum (R-3.5).',
  'hint.edit': 'Cliquez un combattant ou un décor pour l’éditer ; faites-le glisser pour le placer. Ajouter, dupliquer ou supprimer ci-dessous.',
  'move.action': 'Action',
  'action.walk': 'Marche',
  'action.run': 'Course',
  'action.charge': 'Charge',
  'action.engage': 'Engagement',
  'action.cover': 'Déplacement à couvert',
  'action.pursuit': 'Poursuite',
  'move.length': 'Longueur du trajet',
  'move.potential': 'Potentiel',
  'move.legal': 'Mouvement légal',
  'move.illegal': 'Mouvement illégal',
  'move.disengaged': 'Désengagement (au contact, sans avoir subi d’assaut : marche, ou engagement à MOU × 1)',
  'move.idle': 'Sélectionnez un combattant et faites-le glisser.',
  'move.rejected': 'Mouvement non validé',
  'move.turn': 'Pivoter autour de la mire',
  'sight.pick': 'Choisissez le combattant qui regarde, puis la cible.',
  'sight.pickTarget': 'Choisissez maintenant la cible.',
  'sight.visible': 'visible',
  'sight.barriers': 'Obstacles',
  'sight.none': 'aucun',
  'sight.rules': 'Règles appliquées',
  'sight.who': 'Qui voit qui',
  'sight.sees': 'voit',
  'sight.seenBy': 'est vu par',
  'legend.clear': 'ligne libre',
  'legend.hinder': 'coupée par un obstacle plus petit',
  'legend.block': 'coupée par un obstacle qui bloque',
  'contact.none': 'Aucun socle au contact.',
  'contact.max': 'adversaires au contact / maximum',
  'contact.warn': 'aucune mire ne touche l’autre socle (R-3.4) : un mouvement ne peut pas finir sur ce contact',
  'contact.over': 'plus d’adversaires au contact que permis (R-3.5)',
  'contact.friends': 'alliés',
  'measure.pick': 'Choisissez deux éléments à mesurer.',
  'measure.distance': 'Bord à bord',
  'measure.point': 'point',
  'edit.addFighter': 'Ajouter un combattant',
  'edit.addScenery': 'Ajouter un décor',
  'edit.duplicate': 'Dupliquer',
  'edit.delete': 'Supprimer',
  'edit.nothing': 'Rien de sélectionné.',
  'edit.apply': 'Appliquer',
  'field.id': 'Id',
  'field.name': 'Nom',
  'field.side': 'Camp',
  'field.size': 'Taille',
  'field.mov': 'MOU (cm)',
  'field.base': 'Socle',
  'field.baseW': 'Largeur (mm)',
  'field.baseD': 'Profondeur (mm)',
  'field.facing': 'Orientation (°)',
  'field.kind': 'Type',
  'field.shape': 'Forme',
  'field.sizeClass': 'Taille',
  'field.noSize': 'aucune (bloque tout)',
  'field.passable': 'Franchissable',
  'field.blocksSight': 'Bloque la vue',
  'field.x': 'x (mm)',
  'field.y': 'y (mm)',
  'base.square': 'carré',
  'base.round': 'rond',
  'base.rect': 'cavalerie (rectangle)',
  'shape.polygon': 'rectangle',
  'shape.circle': 'cercle',
  'msg.loaded': 'Table chargée',
  'msg.badFile': 'Impossible d’ouvrir ce fichier ; la table n’a pas changé',
  'msg.shared': 'Lien copié dans la barre d’adresse',
  'msg.restored': 'Table restaurée depuis votre dernière session',
  'verdict.full': 'voit',
  'verdict.partial': 'voit partiellement',
  'verdict.none': 'ne voit pas',
  'short.full': 'totale',
  'short.partial': 'partielle',
  'short.none': 'aucune',
  selected: 'Sélection',
  fighter: 'combattant',
  scenery: 'décor',
  // Outils Dispersion et Zones: leurs clés, regroupées à la fin.
  'tool.dispersion': 'Dispersion',
  'tool.zones': 'Zones',
  'hint.dispersion': 'Cliquez la table pour le point d’impact initial ; cliquez un combattant pour tirer depuis lui (sa ligne de tir donne la flèche 1, R-7.1). Puis Lancer.',
  'hint.zones': 'Zones de déploiement (R-8.2, R-8.5), écarts entre les décors (R-8.3) et contrôle de chaque zone (R-8.4).',
  'disp.impact': 'Point d’impact initial',
  'disp.pickImpact': 'Cliquez la table pour placer le point d’impact initial.',
  'disp.aimAt': 'Viser un combattant',
  'disp.shooter': 'Tireur',
  'disp.noShooter': 'aucun : la flèche 1 pointe vers +x',
  'disp.dropShooter': '(retirer)',
  'disp.radius': 'Rayon de la zone (cm)',
  'disp.weaponArea': 'Zone de l’arme (cm)',
  'disp.failures': 'Tests ratés',
  'disp.successes': 'Réussites',
  'disp.seed': 'Graine',
  'disp.seedHint': 'vide : une nouvelle graine à chaque jet',
  'disp.badSeed': 'La graine doit être un nombre entier de 0 à 4294967295.',
  'disp.roll': 'Lancer',
  'disp.dice': 'Dés',
  'disp.distanceDie': 'distance',
  'disp.directionDie': 'direction',
  'disp.final': 'Point d’impact final',
  'disp.offTable': 'hors de la table : le tir est perdu',
  'disp.hits': 'Combattants touchés',
  'disp.nobody': 'La zone ne couvre personne.',
  'disp.replay': 'Rejouer avec la graine',
  'zones.deployment': 'Déploiement',
  'zones.setup': 'Mise en place des décors',
  'zones.control': 'Contrôle',
  'zones.objectives': 'Objectifs',
  'zones.noSides': 'La scène n’indique pas les camps du déploiement : les zones où se trouve chaque combattant, sans verdict.',
  'zones.lineOfBattle': 'Table et ligne de bataille',
  'zones.table': 'Table',
  'zones.orientation': 'Ligne médiane',
  'zones.across': 'dans la largeur (figure 1)',
  'zones.along': 'dans la longueur (figure 2)',
  'zones.lowSide': 'Moitié basse',
  'zones.nowhere': 'dans aucune zone',
  'zones.setupLegal': 'Légal : au moins 4 éléments, chacun dans 30 x 30 cm et à 6 cm des autres et des bords (R-8.3).',
  'zones.power': 'puissance',
  'zones.value': 'valeur',
  'zones.partly': 'non compté, socle en partie dedans',
  'zones.routed': 'non compté, en déroute',
};

export const DICT: Record<Lang, Record<Key, string>> = { en: EN, fr: FR };

export function tr(lang: Lang, key: Key): string {
  return DICT[lang][key];
}

export type { Key as MessageKey };

const pct = (f: number) => pctText(numberLang, f);

export function verdictWords(lang: Lang, v: SightVerdict): string {
  return DICT[lang][`verdict.${v}`];
}

export function actionWords(lang: Lang, a: MoveAction): string {
  return DICT[lang][`action.${a}`];
}

/** One line per fact behind a line-of-sight verdict, each citing its rule. */
export function losLines(ex: LosExplanation, lang: Lang): { text: string; rule: string }[] {
  const fr = lang === 'fr';
  const a = ex.from.id;
  const b = ex.to.id;
  const out: { text: string; rule: string }[] = [];
  for (const r of ex.reasons) {
    switch (r.code) {
      case 'contact':
        out.push({
          rule: 'R-4.2',
          text: fr
            ? `${a} est au contact de ${b} : un combattant voit tous ceux qui sont à son contact.`
            : `${a} is in contact with ${b}: a fighter sees every fighter in contact with it.`,
        });
        break;
      case 'not-in-view':
        out.push({
          rule: 'R-4.1',
          text: fr
            ? `${b} est hors du champ de vision de ${a} : aucune partie de son socle n’est devant la ligne passant par ${r.fovLine === 'center' ? 'le centre du socle' : 'la mire'} (180°).`
            : `${b} is out of ${a}'s field of view: no part of its base lies in front of the line through ${r.fovLine === 'center' ? 'the base centre' : 'the sight'} (180°).`,
        });
        break;
      case 'in-view':
        out.push({
          rule: 'R-4.1',
          text: fr
            ? `${b} est dans le champ de vision de ${a} (180° devant la ligne passant par ${r.fovLine === 'center' ? 'le centre du socle' : 'la mire'}).`
            : `${b} is in ${a}'s field of view (180° in front of the line through ${r.fovLine === 'center' ? 'the base centre' : 'the sight'}).`,
        });
        break;
      case 'all-round-view':
        out.push({ rule: 'R-4.3', text: fr ? `${a} voit à 360°.` : `${a} sees all round (360°).` });
        break;
      case 'level-1-no-barrier':
        out.push({
          rule: 'R-5.6',
          text: fr ? `L’un des deux est en vol (niveau 1) : aucun obstacle ne coupe la ligne.` : `One of them is flying (level 1): no barrier cuts the line.`,
        });
        break;
      case 'sight-touches-target':
        out.push({
          rule: 'R-3.4',
          text: fr ? `La mire de ${a} touche le socle de ${b} : rien ne peut s’interposer.` : `${a}'s sight touches ${b}'s base: nothing can stand between them.`,
        });
        break;
      case 'barriers': {
        const span = ex.sight.spanDeg[1] - ex.sight.spanDeg[0];
        out.push({
          rule: 'R-5.3',
          text: fr
            ? `Lignes de la mire de ${a} (taille ${ex.from.size}) au socle de ${b} (taille ${ex.to.size}) : ${num('fr', span)}°.`
            : `Lines from ${a}'s sight (size ${ex.from.size}) to ${b}'s base (size ${ex.to.size}): ${span.toFixed(1)}°.`,
        });
        out.push({
          rule: 'R-5.4',
          text: fr
            ? `Directions non coupées : ${pct(ex.sight.visibleFraction)} ; verdict des obstacles : ${verdictWords('fr', r.verdict)}.`
            : `Unblocked directions: ${pct(ex.sight.visibleFraction)}; verdict from the barriers: ${verdictWords('en', r.verdict)}.`,
        });
        break;
      }
    }
  }
  return out;
}

/** One line per barrier: its size, what share of the lines it cuts, whether it can hide the target. */
export function barrierLines(ex: LosExplanation, lang: Lang): { id: string; text: string; tallEnough: boolean }[] {
  const fr = lang === 'fr';
  return ex.sight.blockers.map((b) => {
    const what = b.kind === 'fighter' ? (fr ? 'combattant' : 'fighter') : fr ? 'décor' : 'scenery';
    const size = b.size === null ? (fr ? 'sans taille' : 'no size') : fr ? `taille ${b.size}` : `size ${b.size}`;
    const role = b.tallEnough
      ? fr
        ? 'au moins aussi grand que les deux : peut cacher la cible'
        : 'at least as big as both: can hide the target'
      : fr
        ? 'plus petit : ne peut que gêner (vue partielle)'
        : 'smaller: can only hinder (partial sight)';
    return {
      id: b.id,
      tallEnough: b.tallEnough,
      text: `${b.id} (${what}, ${size}) ${fr ? 'coupe' : 'cuts'} ${pct(b.blockedFraction)} — ${role} (R-5.4${b.kind === 'scenery' ? ', R-5.5' : ''})`,
    };
  });
}

export function problemWords(p: MoveProblem, lang: Lang): string {
  const fr = lang === 'fr';
  switch (p.code) {
    case 'too-long': {
      const round = p.wentRound.length > 0 ? (fr ? ` ; le chemin contourne ${p.wentRound.join(', ')} (R-6.2)` : `; the route goes round ${p.wentRound.join(', ')} (R-6.2)`) : '';
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
          ? `la mire ne peut pas finir si près de ${r.id} : il faut un passage aussi large que le socle (R-6.2)`
          : `the sight cannot end this close to ${r.id}: the base needs a gap as wide as itself (R-6.2)`;
      }
      if (r.code === 'goal-off-table' || r.code === 'start-off-table') return fr ? 'le trajet sort de la table (R-6.2)' : 'the route leaves the table (R-6.2)';
      return fr
        ? 'aucun passage : chaque brèche sur le chemin est plus étroite que le socle (R-6.2)'
        : 'no way through: every gap on the way is narrower than the base (R-6.2)';
    }
    case 'in-scenery':
      return fr ? `le socle est dans ${p.other}, infranchissable (R-6.2, R-6.4)` : `the base stands in ${p.other}, which is impassable (R-6.2, R-6.4)`;
    case 'friend-target':
      return fr ? `${p.target} est un ami : un assaut vise un ennemi (R-6.5)` : `${p.target} is a friend: an assault targets an enemy (R-6.5)`;
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
    case 'mov-zero':
      return fr ? 'MOU 0 : ni déplacement ni pivot (R-6.2)' : 'MOV 0: it can neither move nor turn (R-6.2)';
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
      return fr ? `${actionWords('fr', p.action)} vise un ennemi, pas un point (R-6.5)` : `a ${actionWords('en', p.action).toLowerCase()} is aimed at an enemy, not a point (R-6.5)`;
    case 'too-many-in-contact':
      return fr
        ? `${p.target} a déjà ${p.already.length} adversaires au contact (${p.already.join(', ')}), son maximum est ${p.max} (R-6.11)`
        : `${p.target} already has ${p.already.length} enemies in contact (${p.already.join(', ')}), its maximum is ${p.max} (R-6.11)`;
    case 'no-free-edge':
      return fr ? `aucun bord libre du socle de ${p.target} (R-6.6)` : `no free edge of ${p.target}'s base (R-6.6)`;
  }
}
