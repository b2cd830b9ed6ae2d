// The languages of the app: the store keeps the player's choice; the words (i18n.ts and the
// *-words.ts files) are written in each.
export type Lang = 'en' | 'fr';
