// The table's crowding labels, loaded after the table is drawn (the text engine is big): one
// troika batch draws them all (label-batch.ts), and before each frame the label layout shows the
// form of each that fits on screen, or none (label-layout.ts). It is given plain requests and
// imports nothing the first screen holds, so that the chunk splits nothing off it.
import { useEffect, useMemo } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { LabelLayout, type LaidLabel } from './label-layout';
import { TableLabelBatch } from './label-batch';
import type { LabelRequest } from './label-request';
import { useLabels } from './use-labels';

/** Shows the batch to the app: its pending count and its last layout; returns the undoing. */
export type LabelRegister = (pending: () => number, laid: () => LaidLabel[]) => () => void;

export default function LabelBatch({
  requests,
  register,
}: {
  requests: readonly LabelRequest[];
  register: LabelRegister;
}) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const layout = useMemo(() => new LabelLayout(), []);
  const batch = useMemo(() => new TableLabelBatch(layout, () => invalidate()), [layout, invalidate]);
  useEffect(() => {
    const unregister = register(
      () => batch.pending(),
      () => layout.labels(),
    );
    return () => {
      unregister();
      batch.dispose();
    };
  }, [batch, layout, register]);
  useEffect(() => {
    batch.camera = camera;
  }, [batch, camera]);
  useFrame(() => layout.layout(camera, size.width, size.height));
  useLabels(batch, requests);
  return <primitive object={batch} name="labels" />;
}
