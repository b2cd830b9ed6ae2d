// The French words of live/live-words.ts, loaded with French (words/french.ts).
import type { LiveWord } from '../../live/live-words';

export const FR: Record<LiveWord, string> = {
  play: 'Jouer à deux',
  title: 'Table partagée',
  server: 'Serveur de table',
  start: 'Créer une table partagée',
  starting: 'Création de la table…',
  link: 'Envoyez ce lien à l’autre joueur :',
  copy: 'Copier',
  copied: 'Lien copié',
  copyManual:
    'Cette page ne peut pas copier (son adresse n’est pas sûre : http simple sur le réseau). Le lien est sélectionné : copiez-le à la main, ou servez la table avec --tls (README, « Friends on a LAN »).',
  leave: 'Quitter',
  close: 'Fermer',
  'status.connecting': 'connexion…',
  'status.live': 'en direct',
  'status.offline': 'hors ligne : vos changements sont gardés et envoyés au retour',
  'status.refused': 'refusé : lien faux ou périmé',
  players: 'joueurs présents',
  you: 'vous',
  player: 'Joueur',
  rejected: 'Le serveur de table a refusé un changement ; votre copie reste sur cet appareil',
  wentBack: 'Remis comme sur la table partagée',
  diskFull:
    'Le serveur de table n’a plus de place pour garder les changements ; les vôtres restent sur cet appareil et seront envoyés plus tard',
  noServer: 'Aucun serveur de table ne répond à',
  codeHint: 'ou le code d’une table de ce serveur :',
  join: 'Rejoindre',
  noCode: 'Aucune table n’a ce code sur ce serveur (un code dure un jour)',
  invalidShared: 'La table partagée n’est pas une table valide ; la dernière table valide reste affichée',
};
