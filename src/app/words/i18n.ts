// English and French words for the app's own labels, hints and messages. The engine's facts (a
// move's problems, a verdict's reasons, a shot) are put in words by the words module (src/words/),
// whose move words the app reads here. Lengths arrive in mm and are shown in cm.
import { type Lang, cmText } from './format';
import { touchWord } from './touch-words';
import { frenchWord } from './french';

export type { Lang };
/** An action's label, and a move's problem in the Move panel's short phrase. */
export { actionWords, moveProblemShort as problemWords } from '../../words';

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
  'cam.plan': 'Plan view',
  undo: 'Undo',
  redo: 'Redo',
  save: 'Save',
  load: 'Open…',
  share: 'Share link',
  record: 'Game record',
  newTable: 'Default table',
  grid: 'Grid',
  snap: 'Snap',
  fov: 'Field of view',
  language: 'Français',
  scenarios: 'Scenarios',
  'hint.move': 'Drag a fighter to move it. [ and ] turn it about its sight (Shift: 1°). Release to commit.',
  'hint.measure': 'Click two fighters, scenery pieces or points of the table: edge-to-edge distance (R-2.1).',
  'hint.sight':
    'Click the looking fighter, then its target. The fan shows every line from the sight to the target base (R-5.1).',
  'hint.contact': 'Contacts between bases (R-3.3) and each fighter’s enemies in contact against its maximum (R-3.5).',
  'hint.edit': 'Click a fighter or a scenery piece to edit it; drag to place it. Add, duplicate or delete below.',
  'move.action': 'Action',
  'move.length': 'Route length',
  'move.travel': 'Base travel, edge to edge',
  'move.unitMov': 'the unit’s MOV',
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
  'short.full': 'full',
  'short.partial': 'partial',
  'short.interference': 'interference',
  'short.none': 'none',
  selected: 'Selected',
  fighter: 'fighter',
  scenery: 'scenery',
  // Dispersion and Zones tools: keys of their own, kept together at the end.
  'tool.dispersion': 'Dispersion',
  'tool.zones': 'Zones',
  'hint.dispersion':
    'Click the table for the initial point of impact; click a fighter to fire from it (its line of fire gives arrow 1, R-7.1). Then Roll.',
  'hint.zones': 'Deployment zones (R-8.2, R-8.5), scenery set-up gaps (R-8.3) and who controls each zone (R-8.4).',
  'disp.impact': 'Initial point of impact',
  'disp.pickImpact': 'Click the table to place the initial point of impact.',
  'disp.aimAt': 'Aim at a fighter',
  'disp.shooter': 'Shooter',
  'disp.noShooter': "none: arrow 1 points along the table's width, towards +x",
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
  'zones.setupLegal':
    'Legal: at least 4 elements, each within 30 x 30 cm and 6 cm from the others and the edges (R-8.3).',
  'zones.power': 'power',
  'zones.value': 'value',
  'zones.partly': 'not counted, base only partly inside',
  'zones.routed': 'not counted, routed',
};

type Key = keyof typeof EN;

export function tr(lang: Lang, key: Key): string {
  return touchWord(lang, key) ?? frenchWord(lang, 'i18n', key) ?? EN[key];
}

export type { Key as MessageKey };
