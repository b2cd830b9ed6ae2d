// The help's lines: the gestures (touch and mouse) and the keys the app answers to (use-keys.ts).
import type { Lang } from '../words/i18n';

type Lines = { intro: string; touch: string[]; mouse: string[]; keys: [string, string][] };

export const HELP_LINES: Record<Lang, Lines> = {
  en: {
    intro:
      'Set up the situation on the table, then ask: the Move, Sight and Contact tools answer with the rule that decides (R-ids).',
    touch: [
      'One finger on a fighter: drag it (Move shows the route, its length and whether it is legal).',
      'One finger on the empty table: pan. Two fingers: pinch to zoom, twist to turn the view.',
      'Long press on a piece: its actions (turn, edit, delete).',
      'Edit tool: “Place a fighter”, then tap where it goes; “Draw scenery”, then tap each corner and the first one to close.',
    ],
    mouse: [
      'Click a fighter to select it; drag it to move it. Drag the yellow knob to turn it.',
      'Drag the empty table to turn the view, right-drag to pan, wheel to zoom.',
      'Sight tool: click the viewer, then the target. Measure: click two pieces or points.',
    ],
    keys: [
      ['M R S C E D Z', 'Move, Measure (ruler), Sight, Contact, Edit, Dispersion, Zones'],
      ['1 … 6', 'Move action: walk, run, charge, engage, cover, pursuit'],
      ['[ ]', 'Turn the selected piece 15° (Shift: 1°)'],
      ['T O F P', 'Top view, orbit view, focus on the selection, plan view'],
      ['G V L', 'Grid, field of view, language'],
      ['Ctrl+Z / Ctrl+Y', 'Undo / redo'],
      ['Ctrl+S', 'Save the table to a file'],
      ['Delete', 'Delete the selected piece (Edit)'],
      ['Esc', 'Clear the selection; stop placing or drawing'],
      ['?', 'This help'],
    ],
  },
  fr: {
    intro:
      'Mettez la situation en place sur la table, puis demandez : les outils Déplacer, Vue et Contact répondent avec la règle qui tranche (R-…).',
    touch: [
      'Un doigt sur un combattant : le faire glisser (Déplacer montre le trajet, sa longueur et s’il est légal).',
      'Un doigt sur la table vide : déplacer la vue. Deux doigts : pincer pour zoomer, tourner pour pivoter la vue.',
      'Appui long sur une pièce : ses actions (tourner, éditer, supprimer).',
      'Outil Éditer : « Placer un combattant », puis touchez où il va ; « Dessiner un décor », puis touchez chaque coin et le premier pour fermer.',
    ],
    mouse: [
      'Cliquez un combattant pour le choisir ; faites-le glisser pour le déplacer. Le bouton jaune le fait tourner.',
      'Glisser sur la table vide : tourner la vue ; clic droit : déplacer ; molette : zoom.',
      'Outil Vue : cliquez l’observateur puis la cible. Mesurer : cliquez deux pièces ou points.',
    ],
    keys: [
      ['M R S C E D Z', 'Déplacer, Mesurer (règle), Vue, Contact, Éditer, Dispersion, Zones'],
      ['1 … 6', 'Action de mouvement : marche, course, charge, engagement, couvert, poursuite'],
      ['[ ]', 'Tourner la pièce choisie de 15° (Maj : 1°)'],
      ['T O F P', 'Vue de dessus, vue en orbite, centrer sur la sélection, vue en plan'],
      ['G V L', 'Grille, champ de vision, langue'],
      ['Ctrl+Z / Ctrl+Y', 'Annuler / rétablir'],
      ['Ctrl+S', 'Enregistrer la table dans un fichier'],
      ['Suppr', 'Supprimer la pièce choisie (Éditer)'],
      ['Échap', 'Vider la sélection ; arrêter de placer ou de dessiner'],
      ['?', 'Cette aide'],
    ],
  },
};
