// The few members of troika-three-text the label batch uses (the package ships no types).
declare module 'troika-three-text' {
  import type { BufferGeometry, Material, Mesh, Object3D, Object3DEventMap } from 'three';

  type TextEvents = Object3DEventMap & { synccomplete: object; syncstart: object };

  export class Text extends Mesh<BufferGeometry, Material, TextEvents> {
    text: string;
    font: string | null;
    fontSize: number;
    color: string | number | null;
    anchorX: number | string;
    anchorY: number | string;
    outlineWidth: number | string;
    outlineColor: string | number;
    sdfGlyphSize: number;
    textRenderInfo: { blockBounds: number[] } | null;
    material: Material;
    sync(callback?: () => void): void;
    dispose(): void;
  }

  export class BatchedText extends Text {
    addText(text: Text): void;
    removeText(text: Text): void;
    add(...objects: Object3D[]): this;
  }
}
