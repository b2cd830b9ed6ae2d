// Reading a JSON file's text before any schema: a byte-order mark dropped, the size and the nesting
// checked before JSON.parse spends time and memory, then the parse; each problem one line.
import { LIMITS } from './limits';
import { oneLine } from './quote';

/** The error a file's reader throws: the file, the field ('' for the whole file), the problem. */
export type FileFault = new (file: string, fieldPath: string, problem: string) => Error;

/** The JSON value in `text`, or a `Fault` thrown naming `file` and what is wrong with its text. */
export function parseJsonText(
  text: string,
  file: string,
  limit: { readonly maxChars: number; readonly what: string },
  Fault: FileFault,
): unknown {
  // A byte-order mark is how some editors start a UTF-8 file: not part of the JSON.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.length > limit.maxChars)
    throw new Fault(file, '', `${text.length} characters, more than the limit of ${limit.maxChars} for ${limit.what}`);
  const tooDeep = nestingPast(text, LIMITS.nestingDepth);
  if (tooDeep !== null)
    throw new Fault(
      file,
      '',
      `arrays and objects nested more than ${LIMITS.nestingDepth} deep (at character ${tooDeep + 1})`,
    );
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Fault(file, '', `malformed JSON: ${oneLine((e as Error).message.split('\n')[0])}`);
  }
}

/**
 * Where JSON text first nests arrays and objects past `limit`, or null: one pass, before JSON.parse
 * spends seconds and memory on millions of brackets no scene needs.
 */
export function nestingPast(text: string, limit: number): number | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}
