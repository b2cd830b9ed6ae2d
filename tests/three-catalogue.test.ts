// The table's three.js catalogue (src/app/layout/three-catalogue.ts) must hold every three class
// the app writes as a JSX element, or R3F would refuse it at run time; and the build's redirect
// (vite.config.ts) must still find the `import * as THREE` of R3F's <Canvas> it replaces.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import * as CATALOGUE from '../src/app/layout/three-catalogue';

const APP = join(__dirname, '../src/app');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? tsxFiles(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
}

/** Lower-case DOM/SVG tags that share a name with a three class. */
const SVG_TAGS = new Set(['path']);

describe('three catalogue', () => {
  it('has every three element the app draws', () => {
    const used = new Set<string>();
    for (const f of tsxFiles(APP)) {
      for (const m of readFileSync(f, 'utf8').matchAll(/<([a-z][A-Za-z0-9]*)[\s/>]/g)) {
        const cls = m[1][0].toUpperCase() + m[1].slice(1);
        // An SVG <path> in a DOM icon is no three element, though three has a Path class.
        if (cls in THREE && !SVG_TAGS.has(m[1])) used.add(cls);
      }
    }
    // The table's own pieces are among them (the scan finds what it must).
    expect([...used]).toEqual(expect.arrayContaining(['Mesh', 'Group', 'BoxGeometry', 'MeshLambertMaterial', 'Color']));
    expect([...used].filter((c) => !(c in CATALOGUE))).toEqual([]);
  });

  it("still matches R3F's Canvas, which imports the whole namespace", () => {
    const canvas = readFileSync(
      join(__dirname, '../node_modules/@react-three/fiber/dist/react-three-fiber.esm.js'),
      'utf8',
    );
    expect(canvas).toMatch(/import \* as THREE from 'three'/);
    expect(canvas).toMatch(/extend\(THREE\)/);
  });
});
