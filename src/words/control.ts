// Who controls a zone (R-8.4; Rag'narok R-8.5) and the Rag'narok objectives (R-8.5), in English and
// French, for mire control.
import type { ObjectiveControl, ZoneControl } from '../../geometry/index';
import { cmWords } from './numbers';
import { sideName } from './sides';
import type { Lang } from './types';

type Shown = (id: string) => string;

/** A zone's verdict, then one line per side and the fighters not counted. */
export function zoneControlWords(c: ZoneControl, lang: Lang, shown: Shown): string[] {
  const fr = lang === 'fr';
  const who = shown(sideName(lang, c.controller ?? '?'));
  const verdict =
    c.state === 'controls'
      ? fr
        ? `${who} la contrôle`
        : `${who} controls it`
      : c.state === 'disputed'
        ? fr
          ? 'disputée'
          : 'disputed'
        : fr
          ? 'personne dedans, non contrôlée'
          : 'nobody there: not controlled';
  const what =
    c.rule === 'R-8.5' ? (fr ? 'puissance' : 'power') : fr ? 'puissance, valeur stratégique' : 'power, strategic value';
  const out = [
    fr
      ? `Zone ${shown(c.zone.name)} : ${verdict} (${c.rule} : socles entièrement dedans, ${what}).`
      : `Zone ${shown(c.zone.name)}: ${verdict} (${c.rule}: whole bases inside, ${what}).`,
  ];
  for (const t of c.totals) {
    const value = c.rule === 'R-8.5' ? '' : fr ? `, valeur stratégique ${t.value}` : `, strategic value ${t.value}`;
    const ids = t.fighters.length ? ` (${t.fighters.map(shown).join(' ')})` : '';
    out.push(
      fr
        ? `  ${shown(sideName(lang, t.side))} : puissance ${t.power}${value}${ids}`
        : `  ${shown(sideName(lang, t.side))}: power ${t.power}${value}${ids}`,
    );
  }
  const partly = c.notCounted.filter((n) => n.reason === 'partly-inside').map((n) => shown(n.id));
  const routed = c.notCounted.filter((n) => n.reason === 'routed').map((n) => shown(n.id));
  if (partly.length)
    out.push(
      fr
        ? `  non comptés, socle en partie seulement dedans : ${partly.join(' ')}`
        : `  not counted, base only partly inside: ${partly.join(' ')}`,
    );
  if (routed.length)
    out.push(fr ? `  non comptés, en déroute : ${routed.join(' ')}` : `  not counted, routed: ${routed.join(' ')}`);
  if (c.valueMissing.length && c.rule === 'R-8.4') {
    const ids = c.valueMissing.map(shown).join(' ');
    out.push(
      fr ? `  sans valeur stratégique (comptée 0) : ${ids}` : `  no strategic value given (counted as 0): ${ids}`,
    );
  }
  return out;
}

/** A Rag'narok objective's verdict: the power within 10 cm of each side. */
export function objectiveControlWords(o: ObjectiveControl, lang: Lang, shown: Shown): string {
  const fr = lang === 'fr';
  const who = shown(sideName(lang, o.controller ?? '?'));
  const verdict =
    o.state === 'controls'
      ? fr
        ? `${who} le contrôle`
        : `${who} controls it`
      : o.state === 'disputed'
        ? fr
          ? 'égalité : personne ne le contrôle'
          : 'tie: nobody controls it'
        : fr
          ? 'personne à 10 cm ou moins'
          : 'nobody within 10 cm';
  const totals = o.totals.map((t) => `${shown(sideName(lang, t.side))} ${t.power}`).join(', ');
  const near = o.counted.map((c) => `${shown(c.id)} ${cmWords(c.distanceMm)[lang]}`).join(', ');
  const routedIds = o.routed.map(shown).join(' ');
  if (fr) {
    const routed = o.routed.length ? ` ; en déroute, non comptés : ${routedIds}` : '';
    return `Objectif ${shown(o.objective)} : ${verdict} (R-8.5 : puissance à 10 cm ou moins : ${totals}${near ? ` ; ${near}` : ''}${routed}).`;
  }
  const routed = o.routed.length ? `; routed, not counted: ${routedIds}` : '';
  return `Objective ${shown(o.objective)}: ${verdict} (R-8.5: power within 10 cm: ${totals}${near ? `; ${near}` : ''}${routed}).`;
}
