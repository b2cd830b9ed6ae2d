// Line segments of a width in screen pixels, all in one draw and one plain geometry
// (flat-segments.ts), for the scenery's outlines: drawn as drei's <Line segments> drew them (the
// same LineSegments2 and LineMaterial), never pressed.
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { LineMaterial, LineSegments2, type LineSegmentsGeometry } from 'three-stdlib';
import { flatSegmentsGeometry } from './flat-segments';
import type { Point3 } from './ring-points';

type Props = { ends: readonly Point3[]; colour: string; widthPx: number; name: string };

export function FlatSegments({ ends, colour, widthPx, name }: Props) {
  const invalidate = useThree((s) => s.invalidate);
  const material = useMemo(() => new LineMaterial(), []);
  const geometry = useMemo(() => flatSegmentsGeometry(ends), [ends]);
  const line = useMemo(() => {
    const l = new LineSegments2(undefined, material);
    // Outlines are drawn, never pressed: a press goes to the piece beneath.
    l.raycast = () => undefined;
    return l;
  }, [material]);
  useLayoutEffect(() => {
    line.geometry.dispose();
    // LineMaterial reads the same attributes from it as from a LineSegmentsGeometry.
    line.geometry = geometry as unknown as LineSegmentsGeometry;
    material.color.set(colour);
    material.linewidth = widthPx;
    invalidate();
  }, [line, geometry, material, colour, widthPx, invalidate]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(() => () => material.dispose(), [material]);
  return <primitive object={line} name={name} />;
}
