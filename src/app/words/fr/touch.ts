// The French words of words/touch-words.ts, loaded with French (words/french.ts).
export const FR: Record<string, string> = {
  'hint.move': 'Faites glisser un combattant ; levez le doigt pour valider. Un appui long le tourne.',
  'hint.measure': 'Touchez deux combattants, décors ou points de la table : distance bord à bord (R-2.1).',
  'hint.sight':
    'Touchez le combattant qui regarde, puis sa cible. L’éventail montre chaque ligne de la mire au socle de la cible (R-5.1).',
  'hint.edit':
    'Touchez un combattant ou un décor pour l’éditer ; faites-le glisser pour le placer. Ajouter, dupliquer ou supprimer ci-dessous.',
  'hint.dispersion':
    'Touchez la table pour le point d’impact initial ; touchez un combattant pour tirer depuis lui (sa ligne de tir donne la flèche 1, R-7.1). Puis Lancer.',
  'disp.pickImpact': 'Touchez la table pour placer le point d’impact initial.',
  'place.hint': 'Touchez la table là où va le combattant (touchez à nouveau le bouton pour arrêter).',
  'draw.hint': 'Touchez chaque coin ; touchez le premier coin ou Terminé pour fermer (3 coins au moins).',
  'lessons.move': 'Déplacez avec l’outil Déplacer, tournez d’un appui long sur le combattant, puis vérifiez.',
  'lessons.edit': 'Déplacez les éléments avec l’outil Éditer, tournez un combattant d’un appui long, puis vérifiez.',
};
