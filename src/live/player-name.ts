// A player's name as every device shows it (issue 32): control and direction characters out, spaces
// squeezed, at most NAME_CHARS. No imports: the first screen's presence reads it too.
export const NAME_CHARS = 24;

export function cleanName(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  return raw
    .replace(/[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_CHARS);
}
