// Input at the edges of the scene format (issue 31): a UTF-8 byte-order mark, a base typed at
// exactly τ of overlap, and a huge unknown key quoted in the one-line error.
import { describe, expect, it } from 'vitest';
import { QUOTE_MAX_CHARS, quote } from '../geometry/quote';
import { SceneError, parseScene, parseSceneText } from '../geometry/scene';

const fighter = (id: string, x: number) => ({
  id,
  side: id,
  size: 2,
  mov: 10,
  position: [x, 100],
  facing: 0,
  base: { type: 'round', diameter: 30 },
});
const twoBases = (tolerance: number, x0: number, x1: number) => ({
  version: 1,
  table: { width: 1200, depth: 600 },
  options: { tolerance },
  fighters: [fighter('a', x0), fighter('b', x1)],
});

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(SceneError);
    return (e as Error).message;
  }
  throw new Error('expected the scene to be refused');
}

describe('scene input at the edges', () => {
  it('reads a file that starts with a byte-order mark', () => {
    const text = JSON.stringify(twoBases(0.5, 100, 200));
    expect(parseSceneText(`\ufeff${text}`, 'bom.json').fighters.map((f) => f.id)).toEqual(['a', 'b']);
  });

  it('accepts bases typed at exactly τ of overlap (R-0.3), refuses 0.01 mm more', () => {
    // Ø30 at x = 250 and 279.9: centres 29.9 mm apart, overlap 30 − 29.9 = 0.1 mm = τ. In binary
    // the penetration is 0.10000000000002274 mm: the slack keeps it at τ.
    expect(() => parseScene(twoBases(0.1, 250, 279.9), 's.json')).not.toThrow();
    // Ø30 at 100 and 129.7: 0.3 mm against τ = 0.3 (0.30000000000001137 in binary).
    expect(() => parseScene(twoBases(0.3, 100, 129.7), 's.json')).not.toThrow();
    // 29.89 mm apart: 0.11 mm of overlap, over τ = 0.1 by far more than the slack.
    expect(problemOf(() => parseScene(twoBases(0.1, 250, 279.89), 's.json'))).toMatch(
      /overlap by 0\.11 mm \(tolerance 0\.1 mm, R-0\.3\)/,
    );
  });

  it('cuts a huge quoted key to QUOTE_MAX_CHARS characters and says how long it was', () => {
    const key = 'k'.repeat(2_000_000);
    const message = problemOf(() => parseScene({ ...twoBases(0.5, 100, 200), [key]: 1 }, 's.json'));
    expect(message.length).toBeLessThan(QUOTE_MAX_CHARS + 200);
    expect(message).toContain('(2000000 characters)');
    expect(quote('a"b')).toBe('"a\\"b"');
    expect(quote('é'.repeat(QUOTE_MAX_CHARS))).toBe(`"${'é'.repeat(QUOTE_MAX_CHARS)}"`);
  });
});
