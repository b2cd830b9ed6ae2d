// Numbers and data names as a player reads them in their language: French decimals with a comma
// and shares that are not zero never shown as 0% (the words module's numbers), the sides' and
// scenery kinds' usual names translated.

/** The languages of the app (i18n.ts and the words module hold their words), and numbers in their notation. */
export type { Lang } from '../../words';
export { cmText, num, pctText } from '../../words';

/** The sides' names and the colon in each language's notation: the words module's, for the app and the CLI. */
export { COLON, sideName } from '../../words';

/** The scenery kinds' names: the words module's, one list for the app and the CLI. */
export { kindName } from '../../words';

/** a route's length beside its potential, in the unit that keeps them compared as the verdict does. */
export { lengthAgainstWords } from '../../words';
