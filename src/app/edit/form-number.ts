// A number typed in an edit form, or the value it replaces when the text is not a number.
export function num(v: string, fallback: number): number {
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}
