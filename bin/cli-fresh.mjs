// Whether a compiled CLI can be trusted: its main.mjs exists and no source listed in its
// inputs.json (paths from the repository root) is newer. A missing or unreadable file: not fresh.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function compiledIsFresh(dir, root) {
  try {
    const builtMs = statSync(join(dir, 'main.mjs')).mtimeMs;
    const inputs = JSON.parse(readFileSync(join(dir, 'inputs.json'), 'utf8'));
    if (!Array.isArray(inputs) || inputs.length === 0) return false;
    return inputs.every((file) => statSync(join(root, file)).mtimeMs <= builtMs);
  } catch {
    return false;
  }
}
