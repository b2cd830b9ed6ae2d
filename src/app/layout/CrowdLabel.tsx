// A label that may crowd others (a fighter's or a scenery piece's name): drawn as a billboard
// above its piece in full and, when given, in a short form (the id alone); the table's label
// layout shows the form that fits on screen, or none (label-layout.ts).
import { Billboard } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type * as THREE from 'three';
import { setProbe } from '../state/probe';
import { Label } from './Label';
import { type CrowdEntry, type LabelRank, LabelLayoutContext } from './label-layout';

type Props = {
  position: [number, number, number];
  text: string;
  /** A shorter form for a crowded view (the same as `text`, or none: no short form). */
  shortText?: string;
  fontSize: number;
  rank: LabelRank;
  color: string;
  outlineWidth: number;
  outlineColor: string;
};

export function CrowdLabel({ position, text, shortText, fontSize, rank, color, outlineWidth, outlineColor }: Props) {
  const layout = useContext(LabelLayoutContext);
  const anchor = useRef<THREE.Group>(null);
  const full = useRef<THREE.Group>(null);
  const short = useRef<THREE.Group>(null);
  const entry = useRef<CrowdEntry | null>(null);
  const hasShort = shortText !== undefined && shortText !== text;
  // The entry lives as long as the label and its form: its place in the layout's order holds as ranks change.
  useLayoutEffect(() => {
    if (!layout || !anchor.current || !full.current) return;
    const forms = [{ object: full.current as THREE.Object3D, text }];
    if (hasShort && short.current) forms.push({ object: short.current, text: shortText });
    const e: CrowdEntry = { anchor: anchor.current, forms, fontSizeMm: fontSize, rank };
    entry.current = e;
    layout.add(e);
    return () => {
      layout.remove(e);
      entry.current = null;
      // Drawn in full should the label be drawn without the layout.
      for (const f of e.forms) f.object.visible = f === e.forms[0];
    };
  }, [layout, hasShort]);
  useLayoutEffect(() => {
    const e = entry.current;
    if (!e) return;
    e.forms[0].text = text;
    if (e.forms[1] && shortText !== undefined) e.forms[1].text = shortText;
    e.fontSizeMm = fontSize;
    e.rank = rank;
  }, [text, shortText, fontSize, rank, hasShort]);
  const look = { fontSize, color, outlineWidth, outlineColor, anchorY: 'bottom' as const };
  return (
    <Billboard ref={anchor} position={position}>
      <group ref={full}>
        <Label {...look}>{text}</Label>
      </group>
      {hasShort && (
        <group ref={short} visible={false}>
          <Label {...look}>{shortText}</Label>
        </group>
      )}
    </Billboard>
  );
}

/** Lays the table's crowding labels out before each frame is drawn, and shows them to the tests. */
export function CrowdLabelFrame() {
  const layout = useContext(LabelLayoutContext);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useFrame(() => layout?.layout(camera, size.width, size.height));
  useEffect(() => (layout ? setProbe('labels', () => layout.labels()) : undefined), [layout]);
  return null;
}
