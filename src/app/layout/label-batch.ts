// Every crowding label of the table in one troika batch: one draw call for the text and one for
// its outline, however many labels. Each label is a member text kept where its piece is, turned
// to the camera just before the frame is drawn (a billboard), shrunk to nothing when the label
// layout hides that form. The font of each text is chosen by label-glyphs.ts; the glyphs are
// drawn as one plain geometry (flat-glyphs.ts).
import * as THREE from 'three';
import { BatchedText, Text } from 'troika-three-text';
import { FlatGlyphsGeometry } from './flat-glyphs';
import { labelGlyphs } from './label-glyphs';
import type { LabelRequest } from './label-request';
import type { CrowdEntry, LabelLayout } from './label-layout';

/** One label drawn: the point it stands on and its forms (full first, then the short one if any). */
type Drawn = { request: LabelRequest; anchor: THREE.Object3D; forms: Text[]; entry: CrowdEntry };

export class TableLabelBatch extends BatchedText {
  camera: THREE.Camera | null = null;
  private readonly drawn = new Map<string, Drawn>();
  /** Labels whose glyphs are not laid out yet. */
  private readonly waiting = new Set<string>();
  private syncQueued = false;

  constructor(
    private readonly layout: LabelLayout,
    private readonly redraw: () => void,
  ) {
    super();
    // Glyphs drawn in one piece, not one instance each (flat-glyphs.ts says why).
    this.geometry.dispose();
    this.geometry = new FlatGlyphsGeometry();
    // Labels float above the pieces: they never take a press meant for the piece behind.
    this.raycast = () => undefined;
  }

  put(request: LabelRequest): void {
    const had = this.drawn.get(request.key);
    if (had && had.forms.length > 1 !== wantsShort(request)) this.drop(request.key);
    const d = this.drawn.get(request.key) ?? this.create(request);
    d.request = request;
    d.anchor.position.set(request.at[0], request.at[1], request.at[2]);
    this.style(d.forms[0], request.text, request);
    if (d.forms[1] && request.shortText !== undefined) this.style(d.forms[1], request.shortText, request);
    d.entry.forms[0].text = request.text;
    if (d.entry.forms[1] && request.shortText !== undefined) d.entry.forms[1].text = request.shortText;
    d.entry.fontSizeMm = request.look.fontSizeMm;
    d.entry.rank = request.rank;
    this.queueSync();
  }

  /** Labels asked for whose glyphs are not laid out yet (the tests wait for 0). */
  pending(): number {
    return this.waiting.size;
  }

  drop(key: string): void {
    const d = this.drawn.get(key);
    if (!d) return;
    this.drawn.delete(key);
    this.waiting.delete(key);
    this.layout.remove(d.entry);
    for (const t of d.forms) {
      this.removeText(t);
      t.dispose();
    }
    this.queueSync();
  }

  private create(request: LabelRequest): Drawn {
    const anchor = new THREE.Object3D();
    const forms = wantsShort(request) ? [new Text(), new Text()] : [new Text()];
    let unsynced = forms.length;
    for (const t of forms) {
      t.anchorX = 'center';
      t.anchorY = 'bottom';
      t.sdfGlyphSize = 64;
      const once = () => {
        t.removeEventListener('synccomplete', once);
        if (--unsynced === 0) this.waiting.delete(request.key);
      };
      t.addEventListener('synccomplete', once);
      this.addText(t);
    }
    const entry: CrowdEntry = {
      anchor,
      forms: forms.map((object, k) => ({ object, text: k === 0 ? request.text : (request.shortText ?? '') })),
      fontSizeMm: request.look.fontSizeMm,
      rank: request.rank,
    };
    const d: Drawn = { request, anchor, forms, entry };
    this.drawn.set(request.key, d);
    this.waiting.add(request.key);
    this.layout.add(entry);
    return d;
  }

  private style(t: Text, text: string, r: LabelRequest): void {
    const glyphs = labelGlyphs(text);
    t.font = glyphs.font;
    t.text = glyphs.text;
    t.fontSize = r.look.fontSizeMm;
    t.color = linearHex(r.look.colour);
    t.outlineWidth = r.look.outlineWidthMm;
    t.outlineColor = linearHex(r.look.outlineColour);
  }

  /** Lays out whatever changed, once for all the puts of this turn, then asks for a frame. */
  private queueSync(): void {
    if (this.syncQueued) return;
    this.syncQueued = true;
    queueMicrotask(() => {
      this.syncQueued = false;
      this.sync(this.redraw);
      this.redraw();
    });
  }

  /** Just before drawing: each form at its anchor, facing the camera, or shrunk to nothing when hidden. */
  override updateMatrixWorld(force?: boolean): void {
    const turn = this.camera?.quaternion;
    for (const d of this.drawn.values()) {
      for (const t of d.forms) {
        t.position.copy(d.anchor.position);
        if (turn) t.quaternion.copy(turn);
        t.scale.setScalar(t.visible ? 1 : 0);
      }
    }
    super.updateMatrixWorld(force);
  }

  override dispose(): void {
    for (const key of [...this.drawn.keys()]) this.drop(key);
    super.dispose();
  }
}

/**
 * The batch hands each colour to its shader as the 8-bit hex it is given, read there as linear
 * light (the frame is turned to sRGB after): so it is given the colour's linear components.
 */
function linearHex(css: string): number {
  return new THREE.Color(css).getHex(THREE.LinearSRGBColorSpace);
}

function wantsShort(r: LabelRequest): boolean {
  return r.shortText !== undefined && r.shortText !== r.text;
}
