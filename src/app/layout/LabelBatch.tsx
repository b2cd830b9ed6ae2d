// The table's label batch in the scene (label-batch.ts), loaded after the table is drawn: it
// takes every label requested from the table's host and draws them in one mesh.
import { useContext, useEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { LabelHostContext } from './label-host';
import { LabelLayoutContext } from './label-layout';
import { TableLabelBatch } from './label-batch';

export default function LabelBatch() {
  const host = useContext(LabelHostContext);
  const layout = useContext(LabelLayoutContext);
  const camera = useThree((s) => s.camera);
  const invalidate = useThree((s) => s.invalidate);
  const batch = useMemo(
    () => (host && layout ? new TableLabelBatch(host, layout, () => invalidate()) : null),
    [host, layout, invalidate],
  );
  useEffect(() => {
    if (!batch || !host) return;
    host.attach(batch);
    return () => {
      host.detach(batch);
      batch.dispose();
    };
  }, [batch, host]);
  useEffect(() => {
    if (batch) batch.camera = camera;
  }, [batch, camera]);
  return batch ? <primitive object={batch} /> : null;
}
