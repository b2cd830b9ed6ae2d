// English and French words for the user's table as a whole: where it is kept, links and views,
// setting up a table (placing fighters, drawing scenery) and the help. Kept apart from i18n.ts so
// each part of the app owns its words.
import type { Lang } from './i18n';
import { touchWord } from './touch-words';

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

const FR: Record<TableWordKey, string> = {
  'store.full':
    'Le stockage du navigateur est plein : cette table n’est pas sauvegardée automatiquement (la dernière sauvegardée est gardée). Enregistrez-la dans un fichier.',
  'tabs.follow':
    'Cette table est aussi ouverte dans un autre onglet : les deux onglets montrent la dernière modification, qui est celle gardée. Annuler revient à la table de cet onglet.',
  'store.badKept':
    'La table sauvegardée n’a pas pu être lue : la table par défaut est affichée. L’ancienne est gardée dans le navigateur sous',
  'store.badBlocked':
    'La table sauvegardée n’a pu être ni lue ni copiée à part : elle est laissée telle quelle et la sauvegarde automatique est arrêtée. Enregistrez votre travail dans un fichier.',
  'store.newer':
    'Ce navigateur garde des tables enregistrées par une version plus récente de Mire, que celle-ci ne sait pas lire : elles sont laissées intactes. Les tables faites ici sont gardées à part ; ouvrez la version récente pour retrouver les vôtres.',
  'msg.badLink': 'Ce lien ne contient pas de table que Mire sait ouvrir :',
  'msg.onlyBundled': 'Un lien ne peut ouvrir qu’un scénario fourni avec Mire, par son nom ; inconnu',
  'view.link': 'Une table reçue par lien',
  'view.scenario': 'Scénario',
  'view.safe': 'Votre table est gardée : elle ne sera remplacée par celle-ci que si vous y changez quelque chose.',
  'view.back': 'Revenir à ma table',
  'adopted.note': 'Cette table est maintenant la vôtre et sauvegardée. Votre table précédente est gardée.',
  'adopted.restore': 'Rétablir ma table précédente',
  'adopted.dismiss': 'Fermer',
  'msg.restored': 'Table précédente rétablie (Annuler pour revenir).',
  'left.note': 'Vous avez quitté la table partagée : votre table est revenue, telle que vous l’aviez laissée.',
  'left.open': 'Ouvrir la table partagée comme nouvelle table',
  'kept.note': 'La table sauvegardée n’a pas pu être lue ; elle est gardée à part dans ce navigateur.',
  'kept.download': 'La télécharger',
  'share.copied': 'Lien copié. Il ouvre cette table chez n’importe qui, sans remplacer la sienne :',
  'share.copy': 'Lien vers cette table :',
  'place.fighter': 'Placer un combattant',
  'place.hint': 'Touchez ou cliquez la table là où va le combattant (Échap pour arrêter).',
  'place.base': 'Socle',
  'place.custom': 'Sur mesure',
  'place.side': 'Camp',
  'place.name': 'Nom',
  'place.noRoom': 'Pas de place pour ce socle ici : il chevaucherait un socle ou sortirait de la table.',
  'draw.scenery': 'Dessiner un décor',
  'draw.hint': 'Touchez ou cliquez chaque coin ; touchez le premier coin ou Terminé pour fermer (3 coins au moins).',
  'draw.done': 'Terminé',
  'draw.cancel': 'Annuler',
  'draw.undoCorner': 'Retirer le dernier coin',
  'draw.corners': 'coins',
  'draw.kind': 'Type',
  'scenery.rotate': 'Tourner',
  'fighter.turn': 'Tourner sur place',
  'fighter.face': 'Faire face à…',
  'face.hint':
    'Touchez un combattant ou un point de la table : le combattant choisi tourne sur place pour lui faire face (Échap pour arrêter).',
  'group.count': 'combattants choisis : un glisser les déplace ensemble, un seul Annuler les remet.',
  'group.how': 'Maj+clic, ou un appui long, ajoute un combattant au choix.',
  'scenery.move': 'Centre en (mm)',
  'help.title': 'Utiliser Mire',
  'help.open': 'Aide',
  'help.close': 'Compris',
  'help.touch': 'Tactile',
  'help.mouse': 'Souris',
  'help.keys': 'Touches',
};

export function tw(lang: Lang, key: TableWordKey): string {
  return touchWord(lang, key) ?? (lang === 'fr' ? FR : EN)[key];
}
