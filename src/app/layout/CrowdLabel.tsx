// Labels that may crowd others (fighters' and scenery pieces' names, drawn in one batch:
// label-batch.ts): before each frame the table's label layout shows the form of each that fits on
// screen, or none (label-layout.ts).
import { useFrame, useThree } from '@react-three/fiber';
import { useContext, useEffect } from 'react';
import { setProbe } from '../state/probe';
import { LabelLayoutContext } from './label-layout';

/** Lays the table's crowding labels out before each frame is drawn, and shows them to the tests. */
export function CrowdLabelFrame() {
  const layout = useContext(LabelLayoutContext);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useFrame(() => layout?.layout(camera, size.width, size.height));
  useEffect(() => (layout ? setProbe('labels', () => layout.labels()) : undefined), [layout]);
  return null;
}
