// The one owner of the labels that can crowd each other (fighters' and scenery's names): before
// each frame, their boxes on screen are worked out from the camera, and declutter.ts says which
// form of each to show (the name in full, the id alone, or nothing). A name left out comes back
// when its fighter is selected or targeted, or as the view zooms in.
import * as THREE from 'three';
import { type CrowdItem, declutter, HIDDEN, type ScreenBox } from './declutter';

export type LabelRank = 'selected' | 'target' | 'fighter' | 'scenery';
const PRIORITY: Record<LabelRank, number> = { selected: 3, target: 2, fighter: 1, scenery: 0 };

/** Until troika has laid a label out, its width is guessed from its length (Inter's mean advance, in em). */
const MEAN_ADVANCE_EM = 0.6;
const LINE_HEIGHT_EM = 1.2;
/** A label wholly this far off the canvas neither shows nor hides another (CSS px). */
const OFF_SCREEN_PX = 200;
/**
 * Names keep a readable size on screen whatever the zoom (CSS px of the font): never smaller than
 * MIN, never larger than MAX, where a name in table mm would hide its neighbours' bases.
 */
export const LABEL_MIN_PX = 11;
export const LABEL_MAX_PX = 15;
/**
 * How far above its anchor a name stands, in table mm (it scales with the bases): past the far edge
 * of a 25 mm base and its sight dot (R-1.2, 12.5 mm from the centre) when seen from straight above.
 */
export const LABEL_CLEAR_MM = 16;

/** One form of a label: the object holding its text, shown or hidden. */
export type LabelForm = { object: THREE.Object3D; text: string };

/** A label as the layout knows it; the component that draws it keeps the fields up to date. */
export type CrowdEntry = {
  /** The billboard the label stands on. */
  anchor: THREE.Object3D;
  /** Its forms, the preferred first. */
  forms: LabelForm[];
  fontSizeMm: number;
  rank: LabelRank;
};

/** A label as last laid out (the tests' probe): the text shown (null: none) and the box of each form. */
export type LaidLabel = { rank: LabelRank; shown: string | null; forms: { text: string; box: ScreenBox }[] };

export class LabelLayout {
  /** In the order they were added: the tie-break among labels of one rank. */
  private readonly entries: CrowdEntry[] = [];
  private laid: LaidLabel[] = [];
  private readonly at = new THREE.Vector3();
  private readonly inView = new THREE.Vector3();

  add(entry: CrowdEntry): void {
    this.entries.push(entry);
  }

  remove(entry: CrowdEntry): void {
    const k = this.entries.indexOf(entry);
    if (k >= 0) this.entries.splice(k, 1);
  }

  /** Show one form of each label, or none, for the camera's view of a canvas of `widthPx` × `heightPx` CSS px. */
  layout(camera: THREE.Camera, widthPx: number, heightPx: number): void {
    for (const e of this.entries) this.scaleToScreen(e, camera, heightPx);
    const items: CrowdItem[] = this.entries.map((e) => ({
      forms: this.boxesOf(e, camera, widthPx, heightPx),
      priority: PRIORITY[e.rank],
      full: PRIORITY[e.rank] > PRIORITY.fighter,
    }));
    const chosen = declutter(items);
    this.laid = this.entries.map((e, i) => {
      e.forms.forEach((f, k) => {
        f.object.visible = k === chosen[i];
      });
      const boxes = items[i].forms;
      return {
        rank: e.rank,
        shown: chosen[i] === HIDDEN ? null : e.forms[chosen[i]].text,
        forms: boxes.map((box, k) => ({ text: e.forms[k].text, box })),
      };
    });
  }

  /** Scale the label so that its font shows between LABEL_MIN_PX and LABEL_MAX_PX, LABEL_CLEAR_MM above its anchor. */
  private scaleToScreen(e: CrowdEntry, camera: THREE.Camera, heightPx: number): void {
    const at = e.anchor.getWorldPosition(this.at);
    const depth = -this.inView.copy(at).applyMatrix4(camera.matrixWorldInverse).z;
    if (!(depth > 0)) return;
    const fontPx = e.fontSizeMm * pixelsPerMm(camera, depth, heightPx);
    const scale = THREE.MathUtils.clamp(fontPx, LABEL_MIN_PX, LABEL_MAX_PX) / fontPx;
    e.anchor.scale.setScalar(scale);
    for (const f of e.forms) f.object.position.y = LABEL_CLEAR_MM / scale;
    e.anchor.updateMatrixWorld();
  }

  /** The labels as last laid out. */
  labels(): LaidLabel[] {
    return this.laid.slice();
  }

  /** Each form's box on screen; none when the label lies behind the camera or off the canvas. */
  private boxesOf(e: CrowdEntry, camera: THREE.Camera, widthPx: number, heightPx: number): ScreenBox[] {
    const at = e.anchor.getWorldPosition(this.at);
    const depth = -this.inView.copy(at).applyMatrix4(camera.matrixWorldInverse).z;
    if (!(depth > 0)) return [];
    // The label's own scale (scaleToScreen) and its lift above the anchor, in screen px.
    const scale = e.anchor.scale.x;
    const pxPerMm = pixelsPerMm(camera, depth, heightPx) * scale;
    const liftPx = (e.forms[0]?.object.position.y ?? 0) * pxPerMm;
    at.project(camera);
    const x = ((at.x + 1) / 2) * widthPx;
    const y = ((1 - at.y) / 2) * heightPx;
    const boxes = e.forms.map((f) => {
      const { widthMm, heightMm } = boundsOf(f, e.fontSizeMm);
      const w = widthMm * pxPerMm;
      // Anchored at the bottom middle, above the piece.
      return { left: x - w / 2, right: x + w / 2, top: y - liftPx - heightMm * pxPerMm, bottom: y - liftPx };
    });
    const off = (b: ScreenBox) =>
      b.right < -OFF_SCREEN_PX ||
      b.left > widthPx + OFF_SCREEN_PX ||
      b.bottom < -OFF_SCREEN_PX ||
      b.top > heightPx + OFF_SCREEN_PX;
    return boxes.some(off) ? [] : boxes;
  }
}

/** CSS px per mm of a billboard at `depth` mm in front of the camera. */
function pixelsPerMm(camera: THREE.Camera, depth: number, heightPx: number): number {
  if (camera instanceof THREE.PerspectiveCamera)
    return heightPx / (2 * depth * Math.tan(THREE.MathUtils.degToRad(camera.fov / 2)));
  if (camera instanceof THREE.OrthographicCamera) return (heightPx * camera.zoom) / (camera.top - camera.bottom);
  return 1;
}

/** A form's laid-out size (troika's block bounds), or a guess from its length before that. */
function boundsOf(f: LabelForm, fontSizeMm: number): { widthMm: number; heightMm: number } {
  const b = blockBounds(f.object);
  if (b) return { widthMm: b[2] - b[0], heightMm: b[3] - b[1] };
  return { widthMm: f.text.length * fontSizeMm * MEAN_ADVANCE_EM, heightMm: fontSizeMm * LINE_HEIGHT_EM };
}

/** The block bounds [x0, y0, x1, y1] of the troika text under `root`, once it is laid out. */
function blockBounds(root: THREE.Object3D): readonly number[] | null {
  const stack: THREE.Object3D[] = [root];
  while (stack.length > 0) {
    const o = stack.pop()!;
    const info = (o as { textRenderInfo?: { blockBounds?: readonly number[] } }).textRenderInfo;
    if (info?.blockBounds) return info.blockBounds;
    stack.push(...o.children);
  }
  return null;
}
