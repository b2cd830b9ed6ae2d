// The French words of layout/layout-words.ts, loaded with French (words/french.ts).
import type { LayoutKey } from '../../layout/layout-words';

export const FR: Record<LayoutKey, string> = {
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
