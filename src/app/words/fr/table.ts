// The French words of words/table-words.ts, loaded with French (words/french.ts).
import type { TableWordKey } from '../table-words';

export const FR: Record<TableWordKey, string> = {
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
