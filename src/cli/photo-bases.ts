// `mire photo --fit`: the bases to place from the photo, as a player would tap them (issue 35):
// "A=round30@300,300; E=rect25x50@950,180", each an id, an base and a point near its centre.
import { type Base, LIMITS, quote } from '../../geometry/index';
import { UsageError, parsePoint } from './io';

export type FitAsk = { readonly id: string; readonly base: Base; readonly tapMm: { x: number; y: number } };

/** round<diameter>, square<width> or rect<width>x<depth>, in mm (R-1.1: round30, square25, rect25x50). */
function baseOf(text: string, entry: string): Base {
  const m = /^(round|square|rect)(\d+(?:\.\d+)?)(?:x(\d+(?:\.\d+)?))?$/.exec(text);
  const size = (s: string | undefined) => (s === undefined ? NaN : Number(s));
  const [a, b] = m ? [size(m[2]), size(m[3])] : [NaN, NaN];
  const ok = (v: number) => v > 0 && v <= LIMITS.baseMm;
  if (m && m[1] === 'round' && m[3] === undefined && ok(a)) return { type: 'round', diameter: a };
  if (m && m[1] === 'square' && m[3] === undefined && ok(a)) return { type: 'square', width: a };
  if (m && m[1] === 'rect' && ok(a) && ok(b)) return { type: 'rect', width: a, depth: b };
  throw new UsageError(
    `--fit: ${quote(entry)}: expected a base round<d>, square<w> or rect<w>x<d> in mm up to ${LIMITS.baseMm}, got ${quote(text)}`,
  );
}

/** The entries of --fit, separated by ";" (each id=base@x,y). */
export function parseFitList(text: string): FitAsk[] {
  const entries = text
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (entries.length === 0) throw new UsageError('--fit: expected id=base@x,y entries separated by ";"');
  const seen = new Set<string>();
  return entries.map((entry) => {
    const m = /^([^=@\s]+)=([^@\s]+)@(.+)$/.exec(entry);
    if (!m) throw new UsageError(`--fit: expected id=base@x,y (as A=round30@300,300), got ${quote(entry)}`);
    if (seen.has(m[1])) throw new UsageError(`--fit: the id ${quote(m[1])} is given twice`);
    seen.add(m[1]);
    const [x, y] = parsePoint(m[3], `--fit ${m[1]}`);
    return { id: m[1], base: baseOf(m[2], entry), tapMm: { x, y } };
  });
}
