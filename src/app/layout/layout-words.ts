// English and French words of the phone layout: the sheet, the tool bar's menu, the piece's
// actions and the offline/update notices.
import type { Lang } from '../words/i18n';

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

const FR: Record<LayoutKey, string> = {
  'sheet.raise': 'Remonter le panneau',
  'sheet.lower': 'Baisser le panneau',
  more: 'Plus',
  'more.close': 'Fermer le menu',
  'piece.actions': 'Actions',
  'piece.turnLeft': 'Tourner à gauche de 15°',
  'piece.turnRight': 'Tourner à droite de 15°',
  'piece.edit': 'Modifier',
  'piece.delete': 'Supprimer',
  'piece.close': 'Fermer',
  'update.ready': 'Une nouvelle version est prête',
  'update.reload': 'Recharger',
  'update.later': 'Plus tard',
  'offline.ready': 'Mire fonctionne maintenant hors ligne',
  'offline.dev':
    'Serveur de développement : le hors ligne demande l’application construite (npm run build, puis npm run preview)',
  loading: 'Chargement…',
};

export function lw(lang: Lang, key: LayoutKey): string {
  return (lang === 'fr' ? FR : EN)[key];
}
