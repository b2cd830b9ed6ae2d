// English and French words of the phone layout: the sheet, the tool bar's menu, the piece's
// actions and the offline/update notices.
import type { Lang } from '../words/i18n';
import { frenchWord } from '../words/french';

const EN = {
  'sheet.raise': 'Pull the panel up',
  'sheet.lower': 'Lower the panel',
  more: 'More',
  'more.close': 'Close the menu',
  'piece.actions': 'Actions',
  'piece.turnLeft': 'Turn left 15°',
  'piece.turnRight': 'Turn right 15°',
  'piece.edit': 'Edit',
  'piece.delete': 'Delete',
  'piece.close': 'Close',
  'update.ready': 'A new version is ready',
  'update.reload': 'Reload',
  'update.later': 'Later',
  'offline.ready': 'Mire now works offline',
  'offline.dev': 'Development server: offline needs the built app (npm run build, then npm run preview)',
  loading: 'Loading…',
};

export type LayoutKey = keyof typeof EN;

export function lw(lang: Lang, key: LayoutKey): string {
  return frenchWord(lang, 'layout', key) ?? EN[key];
}
