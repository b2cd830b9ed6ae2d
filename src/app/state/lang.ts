// The languages of the app: the store keeps the player's choice; the words (words/) are written
// in each.
export type Lang = 'en' | 'fr';
