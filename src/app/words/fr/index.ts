// Every French word of the app's dictionaries, one chunk fetched when French is chosen.
import { FR as i18n } from './i18n';
import { FR as learn } from './learn';
import { FR as table } from './table';
import { FR as touch } from './touch';

export const FRENCH_WORDS = { i18n, learn, table, touch };
