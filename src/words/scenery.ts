// The scenery kinds' usual names (the scene's `kind` codes), in English and French, for the app and the CLI.
import type { Lang } from './types';

const KIND_FR: Record<string, string> = {
  house: 'maison',
  ruin: 'ruine',
  wall: 'mur',
  hill: 'colline',
  copse: 'bosquet',
  tree: 'arbre',
  forest: 'forêt',
  rocks: 'rochers',
  fence: 'barrière',
  river: 'rivière',
  marsh: 'marais',
  objective: 'objectif',
  other: 'autre',
};

/** A scenery kind's name in the language (a kind without a French name reads as it is). */
export function kindName(lang: Lang, kind: string): string {
  return lang === 'fr' ? (KIND_FR[kind] ?? kind) : kind;
}
