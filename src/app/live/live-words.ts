// English and French words of the live table (Play together).
import type { Lang } from '../words/i18n';

const EN = {
  play: 'Play together',
  title: 'Live table',
  server: 'Table server',
  start: 'Make a live table',
  starting: 'Making the table…',
  link: 'Send this link to the other player:',
  copy: 'Copy',
  copied: 'Link copied',
  copyManual:
    'This page cannot copy (its address is not secure: plain http on the network). The link is selected: copy it by hand, or serve the table with --tls (README, "Friends on a LAN").',
  leave: 'Leave',
  close: 'Close',
  'status.connecting': 'connecting…',
  'status.live': 'live',
  'status.offline': 'offline: your changes are kept and sent on return',
  'status.refused': 'refused: wrong or expired link',
  players: 'players here',
  you: 'you',
  player: 'Player',
  rejected: 'The table server refused a change; your copy is kept on this device',
  wentBack: 'Put back to the shared table',
  diskFull: 'The table server has no space to keep changes; yours stay on this device and are sent later',
  noServer: 'No table server answers at',
  invalidShared: 'The shared table does not read as a valid table; the last valid one is shown',
  codeHint: 'or the join code of a table on this server:',
  join: 'Join',
  noCode: 'No table has this code on this server (a code lasts a day)',
} as const;

export type LiveWord = keyof typeof EN;

const FR: Record<LiveWord, string> = {
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

export function lw(lang: Lang, key: LiveWord): string {
  return (lang === 'fr' ? FR : EN)[key];
}
