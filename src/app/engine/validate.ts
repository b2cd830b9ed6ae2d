// Validation of edits with the scene format's own rules.
import { type Scene, parseScene } from '../../../geometry/index';

/** Validate an edited scene with the format's own rules (R-0.3 overlaps, ids, table). */
export function validate(scene: Scene): { ok: true; scene: Scene } | { ok: false; message: string } {
  try {
    parseScene(JSON.parse(JSON.stringify(scene)), 'table');
    return { ok: true, scene };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
