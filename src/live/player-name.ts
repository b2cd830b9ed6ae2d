// A player's name as every device shows it (issue 32): control and direction characters out, spaces
// squeezed, at most NAME_CHARS characters. No imports: the first screen's presence reads it too.
export const NAME_CHARS = 24;

export function cleanName(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const clean = raw
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Characters, not UTF-16 units (no half of an emoji), and no space left at the cut.
  return Array.from(clean).slice(0, NAME_CHARS).join('').trimEnd();
}
