// English and French words for the user's table as a whole: where it is kept, links and views,
// setting up a table (placing fighters, drawing scenery) and the help. Kept apart from i18n.ts so
// each part of the app owns its words.
import type { Lang } from './i18n';
import { touchWord } from './touch-words';
import { frenchWord } from './french';

const EN = {
  'store.full':
    "The browser's storage is full: this table is not autosaved (the last saved one is kept). Save it to a file.",
  'tabs.follow':
    'This table is also open in another tab: both tabs show the latest change, which is the one kept. Undo goes back to this tab’s table.',
  'store.badKept':
    'The autosaved table could not be read, so the default table is shown. The unreadable one is kept in the browser under',
  'store.badBlocked':
    'The autosaved table could not be read nor copied aside: it is left as it was and autosave is off. Save your work to a file.',
  'store.newer':
    'This browser keeps tables saved by a newer version of Mire, which this one cannot read: they are left untouched. Tables made here are kept apart; open the newer Mire to find yours.',
  'msg.badLink': 'This link does not hold a table Mire can open:',
  'msg.onlyBundled': 'A link can only open a scenario shipped with Mire, by its name; unknown',
  'view.link': 'A table from a link',
  'view.scenario': 'Scenario',
  'view.safe': 'Your own table is kept: it becomes this one only when you change something here.',
  'view.back': 'Back to my table',
  'adopted.note': 'This table is now yours and autosaved. Your previous table is kept.',
  'adopted.restore': 'Restore my previous table',
  'adopted.dismiss': 'Dismiss',
  'msg.restored': 'Previous table restored (Undo goes back).',
  'left.note': 'You left the live table: your own table is back, as you left it.',
  'left.open': 'Open the live table as a new table',
  'kept.note': 'The autosaved table could not be read; it is kept aside in this browser.',
  'kept.download': 'Download it',
  'share.copied': 'Link copied. It opens this table for anyone, without replacing their own:',
  'share.copy': 'Link to this table:',
  'place.fighter': 'Place a fighter',
  'place.hint': 'Tap or click the table where the fighter goes (Esc to stop).',
  'place.base': 'Base',
  'place.custom': 'Custom',
  'place.side': 'Side',
  'place.name': 'Name',
  'place.noRoom': 'No room for this base there: it would overlap a base or leave the table.',
  'draw.scenery': 'Draw scenery',
  'draw.hint': 'Tap or click each corner; tap the first corner or Done to close (at least 3 corners).',
  'draw.done': 'Done',
  'draw.cancel': 'Cancel',
  'draw.undoCorner': 'Remove last corner',
  'draw.corners': 'corners',
  'draw.kind': 'Kind',
  'scenery.rotate': 'Rotate',
  'fighter.turn': 'Turn on the spot',
  'fighter.face': 'Face toward…',
  'face.hint':
    'Tap a fighter or a point of the table: the selected fighter turns on the spot to face it (Esc to stop).',
  'group.count': 'fighters selected: a drag moves them together, one Undo puts them back.',
  'group.how': 'Shift+click, or a long press, adds a fighter to the selection.',
  'scenery.move': 'Centre at (mm)',
  'help.title': 'How to use Mire',
  'help.open': 'Help',
  'help.close': 'Got it',
  'help.touch': 'Touch',
  'help.mouse': 'Mouse',
  'help.keys': 'Keys',
} as const;

export type TableWordKey = keyof typeof EN;

export function tw(lang: Lang, key: TableWordKey): string {
  return touchWord(lang, key) ?? frenchWord(lang, 'table', key) ?? EN[key];
}
