// `mire penalties <scene.json> <charger:target[,target…]>… [--json] [--lang en|fr]`: the charge
// penalties (R-6.7, V-B-3) of the charges made in one activation, each charger with its targets.
import { type Charge, World, chargeGroups } from '../../geometry/index';
import { chargeGroupWords } from '../words';
import { type Io, UsageError, parseArgs, readScene } from './io';

export const usage = 'mire penalties <scene.json> <charger:target[,target…]>… [--json] [--lang en|fr]';

/** "A:Z" or "H:V,U": one charger and the fighters it charges. */
export function parseCharges(text: string): Charge[] {
  const [charger, targets, ...rest] = text.split(':').map((s) => s.trim());
  const ids = (targets ?? '').split(',').map((s) => s.trim());
  if (rest.length > 0 || !charger || ids.some((id) => id === ''))
    throw new UsageError(`expected "charger:target[,target…]", got "${text}"`);
  return ids.map((target) => ({ charger, target }));
}

export function run(argv: readonly string[], io: Io): number {
  const { positional, flags } = parseArgs(argv, ['json'], ['lang']);
  if (positional.length < 2) throw new UsageError(`usage: ${usage}`);
  const [file, ...specs] = positional;
  const lang = (flags.get('lang') as string | undefined) ?? 'en';
  if (lang !== 'en' && lang !== 'fr') throw new UsageError(`--lang: expected en or fr, got "${lang}"`);
  const world = new World(readScene(file));
  const charges = specs.flatMap(parseCharges);
  for (const c of charges) {
    for (const id of [c.charger, c.target])
      if (!world.hasFighter(id)) throw new UsageError(`${file}: no fighter with id "${id}"`);
    if (world.fighter(c.charger).side === world.fighter(c.target).side)
      throw new UsageError(`${c.charger} and ${c.target} are on the same side: a charge targets an enemy`);
  }
  const groups = chargeGroups(world, charges).map((g) => ({
    rule: 'R-6.7' as const,
    chargers: g.chargers,
    targets: g.targets,
    chargersPower: g.chargersPower,
    chargedPower: g.chargedPower,
    penalised: g.penalised ? g.targets : [],
    text: chargeGroupWords(g)[lang],
  }));
  if (flags.has('json')) {
    io.out(JSON.stringify({ groups }));
    return 0;
  }
  const head = { en: 'Charge penalties of one activation', fr: 'Pénalités de charge d’un tour de parole' };
  io.out(`${head[lang]} (R-6.7)${lang === 'fr' ? ' :' : ':'}`);
  for (const g of groups) io.out(`- ${g.text}`);
  return 0;
}
