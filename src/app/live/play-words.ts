// English and French words of playing together on a live table (issue 32, item 7): names, sides,
// join code and QR code, marks, dice, pings, the movement left. Loaded with the parts that use them
// (the live session's panel, the table's marks), never with the first screen.
import type { Lang } from '../words/i18n';

const EN = {
  together: 'Names, sides, join code, dice, rulers',
  yourName: 'Your name',
  code: 'Join code',
  showQr: 'QR code',
  hideQr: 'Hide the QR code',
  qrAlt: 'QR code of the link to this table',
  sides: 'Sides',
  ownSides: 'Each player moves only their own side',
  playSide: 'Play this side',
  freeSide: 'Give it up',
  free: 'free',
  mine: 'you',
  sideTaken: 'Another player holds this side',
  ownSidesHeld: 'The setting stays on while another player holds a side',
  notYourSide: 'This fighter is of a side another player holds: only they move it',
  dice: 'Dice',
  roll: 'Roll',
  rollsFull: 'The dice log is full (500 rolls): make a new live table to go on',
  seed: 'seed',
  marks: 'On the table',
  keepRuler: 'Leave this ruler on the table',
  keepRing: 'Leave a range ring of this radius',
  remove: 'Remove',
  ruler: 'Ruler',
  ring: 'Ring',
  marksFull: 'The table holds 32 rulers and rings at most: remove one first',
  pingHint: 'Long press on the table: a ping both players see',
  movementLeft: 'Movement left this activation',
  movementUsed: 'moved',
} as const;

export type PlayWord = keyof typeof EN;

const FR: Record<PlayWord, string> = {
  together: 'Noms, camps, code, dés, règles',
  yourName: 'Votre nom',
  code: 'Code de la table',
  showQr: 'Code QR',
  hideQr: 'Cacher le code QR',
  qrAlt: 'Code QR du lien vers cette table',
  sides: 'Camps',
  ownSides: 'Chaque joueur ne déplace que son camp',
  playSide: 'Jouer ce camp',
  freeSide: 'Le laisser',
  free: 'libre',
  mine: 'vous',
  sideTaken: 'Un autre joueur tient ce camp',
  ownSidesHeld: 'Le réglage reste actif tant qu’un autre joueur tient un camp',
  notYourSide: 'Ce combattant est d’un camp qu’un autre joueur tient : lui seul le déplace',
  dice: 'Dés',
  roll: 'Lancer',
  rollsFull: 'Le journal des dés est plein (500 lancers) : créez une nouvelle table partagée pour continuer',
  seed: 'graine',
  marks: 'Sur la table',
  keepRuler: 'Laisser cette règle sur la table',
  keepRing: 'Laisser un cercle de portée de ce rayon',
  remove: 'Retirer',
  ruler: 'Règle',
  ring: 'Cercle',
  marksFull: 'La table garde 32 règles et cercles au plus : retirez-en un d’abord',
  pingHint: 'Appui long sur la table : un signal que les deux joueurs voient',
  movementLeft: 'Mouvement restant pour ce tour de parole',
  movementUsed: 'déjà parcouru',
};

export function pw(lang: Lang, key: PlayWord): string {
  return (lang === 'fr' ? FR : EN)[key];
}
