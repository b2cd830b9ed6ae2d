// The table top's material with the cm grid drawn in its own pixels: no line geometry, so the
// grid costs the same on a 60 x 120 cm table as on a 2 m one (lines cost a software rasterizer
// ~19 µs each, 7 ms a frame for a 250-fighter table's 368). Each line is one pixel wide, smoothed
// by the screen-space rate of its coordinate; the 1 cm lines fade out where they would come
// closer than FINE_FADE_PX on screen (a tint there, not lines), the 10 cm lines stay.
import * as THREE from 'three';

/** The 1 cm lines, as the line grid drew them (colour, opacity). */
const FINE = { colour: new THREE.Color('#dfe8c8'), opacity: 0.16 };
/** The 10 cm lines. */
const COARSE = { colour: new THREE.Color('#f4f8e8'), opacity: 0.42 };
/** Below this spacing on screen (px) the 1 cm lines fade, gone at half of it. */
export const FINE_FADE_PX = 5;

const VERTEX_DECL = /* glsl */ `varying vec3 vTablePos;\n`;
const VERTEX_BODY = /* glsl */ `#include <begin_vertex>\nvTablePos = position;`;
const FRAGMENT_DECL = /* glsl */ `varying vec3 vTablePos;
uniform float uGridShown;
uniform vec3 uGridOrigin;
uniform float uTopZ;
uniform vec3 uFineColour;
uniform vec3 uCoarseColour;
uniform vec2 uOpacity;
uniform float uFadePx;
// How much of a pixel a line of the grid of spacing 1 covers at coordinate c (0..1).
float gridLine(vec2 c) {
  vec2 w = fwidth(c);
  vec2 d = abs(fract(c - 0.5) - 0.5) / max(w, vec2(1e-6));
  return 1.0 - min(min(d.x, d.y), 1.0);
}
`;
const FRAGMENT_BODY = /* glsl */ `#include <opaque_fragment>
if (uGridShown > 0.5 && vTablePos.z > uTopZ - 0.01) {
  vec2 mm = vTablePos.xy - uGridOrigin.xy;
  vec2 cm = mm / 10.0;
  float coarse = gridLine(cm / 10.0);
  float spacingPx = 1.0 / max(max(fwidth(cm.x), fwidth(cm.y)), 1e-6);
  float fade = clamp((spacingPx - 0.5 * uFadePx) / (0.5 * uFadePx), 0.0, 1.0);
  float fine = gridLine(cm) * fade * (1.0 - coarse);
  gl_FragColor.rgb = mix(gl_FragColor.rgb, uFineColour, fine * uOpacity.x);
  gl_FragColor.rgb = mix(gl_FragColor.rgb, uCoarseColour, coarse * uOpacity.y);
}`;

/** A Lambert table top whose top face carries the grid; `show` and `fit` change uniforms only. */
export class TableTopMaterial extends THREE.MeshLambertMaterial {
  private readonly grid = {
    uGridShown: { value: 1 },
    uGridOrigin: { value: new THREE.Vector3() },
    uTopZ: { value: 0 },
    uFineColour: { value: FINE.colour },
    uCoarseColour: { value: COARSE.colour },
    uOpacity: { value: new THREE.Vector2(FINE.opacity, COARSE.opacity) },
    uFadePx: { value: FINE_FADE_PX },
  };

  constructor(colour: THREE.ColorRepresentation) {
    super({ color: colour });
    this.onBeforeCompile = (shader) => {
      Object.assign(shader.uniforms, this.grid);
      shader.vertexShader = VERTEX_DECL + shader.vertexShader.replace('#include <begin_vertex>', VERTEX_BODY);
      shader.fragmentShader =
        FRAGMENT_DECL + shader.fragmentShader.replace('#include <opaque_fragment>', FRAGMENT_BODY);
    };
  }

  override customProgramCacheKey(): string {
    return 'mire-table-grid';
  }

  /** The box's geometry is centred: the table's (0, 0) corner and its top face, in the box's own mm. */
  fit(widthMm: number, depthMm: number, thicknessMm: number): void {
    this.grid.uGridOrigin.value.set(-widthMm / 2, -depthMm / 2, 0);
    this.grid.uTopZ.value = thicknessMm / 2;
  }

  show(shown: boolean): void {
    this.grid.uGridShown.value = shown ? 1 : 0;
  }
}
