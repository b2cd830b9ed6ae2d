// Text from a scene (ids, names, keys, file names) shown in a message or a report: always one line
// of plain text. Control, format and line-separator characters, and lone surrogates, are shown as
// escapes, never sent to a terminal (an id holding "\n" or "\x1b[2J" can neither add a line nor
// clear the screen).

const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Characters an id may hold and still be shown bare: letters, digits, marks and a few signs. */
const PLAIN = /^[\p{L}\p{N}\p{M}_\-.:#+'/@]+$/u;

function escapeChar(c: string): string {
  const named = NAMED[c];
  if (named !== undefined) return named;
  const code = c.codePointAt(0)!;
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u{${code.toString(16)}}`;
}

/** The text with every unsafe character escaped (and backslashes doubled): one printable line. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(UNSAFE, escapeChar);
}

/** Characters of quoted input a message shows at most: a 2 MB key must not fill a terminal. */
export const QUOTE_MAX_CHARS = 200;

/** The text in double quotes, escaped: for ids, names, keys and file names in messages. Cut past QUOTE_MAX_CHARS. */
export function quote(text: string): string {
  // UTF-16 length bounds the count of characters: the common short id never splits into an array.
  if (text.length <= QUOTE_MAX_CHARS) return `"${escapeText(text).replace(/"/g, '\\"')}"`;
  const chars = Array.from(text);
  if (chars.length <= QUOTE_MAX_CHARS) return `"${escapeText(text).replace(/"/g, '\\"')}"`;
  const kept = escapeText(chars.slice(0, QUOTE_MAX_CHARS).join('')).replace(/"/g, '\\"');
  return `"${kept}…" (${chars.length} characters)`;
}

/** An id as a report shows it: bare when it is a plain word (`A`, `K-2`), quoted and escaped otherwise. */
export function shown(text: string): string {
  return PLAIN.test(text) ? text : quote(text);
}

/** A whole message made one printable line (a net under every error message). */
export function oneLine(text: string): string {
  return text.replace(UNSAFE, escapeChar);
}
