// The Move tool's assault questions (contact point, push aside, assault shot, redirection), the Rag'narok flight and the Dispersion tool's area without dispersion, their
// labels in English and French (the verdicts' sentences are the CLI's: src/words/).
import type { Lang } from '../../words';

const WORDS = {
  en: {
    heading: 'Assault questions',
    target: 'Target',
    at: 'Contact point (cm)',
    choose: 'Choose this contact point',
    push: 'Push aside',
    pick: 'Pick on the table',
    picking: 'Tap the target’s edge…',
    shot: 'Assault shot (R-9.4)',
    redirectTo: 'Target gone: redirect to',
    redirect: 'Redirect the assault (R-6.16)',
    flee: 'Flee: where the unit goes (R-6.18)',
    penalties: 'Penalties of this turn’s charges (R-6.7)',
    penaltiesOfTurn: 'Charge penalties of turn {turn}, the recorded charges of each activation (R-6.7):',
    noCharge: 'No charge reached its target this turn in the game’s record.',
    area: 'Area without dispersion (R-7.5)',
    centre: 'Centre',
    impact: 'the point of impact',
    areaGo: 'Show the area',
    nobody: 'Nobody is covered.',
    needPoint: 'Pick a point of impact or a fighter.',
  },
  fr: {
    heading: 'Questions d’assaut',
    target: 'Cible',
    at: 'Point de contact (cm)',
    choose: 'Choisir ce point de contact',
    push: 'Décaler',
    pick: 'Désigner sur la table',
    picking: 'Touchez le bord de la cible…',
    shot: 'Tir d’assaut (R-9.4)',
    redirectTo: 'Cible disparue : rediriger vers',
    redirect: 'Rediriger l’assaut (R-6.16)',
    flee: 'Fuir : où va l’unité (R-6.18)',
    penalties: 'Pénalités des charges de ce tour (R-6.7)',
    penaltiesOfTurn: 'Pénalités de charge du tour {turn}, les charges enregistrées de chaque tour de parole (R-6.7) :',
    noCharge: 'Aucune charge n’a atteint sa cible ce tour sur la feuille de partie.',
    area: 'Zone sans dispersion (R-7.5)',
    centre: 'Centre',
    impact: 'le point d’impact',
    areaGo: 'Montrer la zone',
    nobody: 'Personne n’est couvert.',
    needPoint: 'Choisissez un point d’impact ou un combattant.',
  },
} as const;

export type AssaultWord = keyof (typeof WORDS)['en'];

export function assaultWord(lang: Lang, k: AssaultWord): string {
  return WORDS[lang][k];
}
