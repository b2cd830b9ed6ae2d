// The photo under the 3D table (issue 35): the top-down view, in table mm, as a texture on a plane
// just above the mat and below the fighters, faded by the panel's slider. While the capture fits
// bases, a tap on it fits the base there; the proposed outline is drawn with its uncertainty.
import { useEffect, useMemo } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import * as THREE from 'three';
import { fitTap } from './capture-actions';
import { useCapture } from './capture-store';
import type { LayerPixels } from './capture-protocol';
import { ProposalOutline } from './ProposalOutline';
import { useStore } from '../state/store';
import { useSetup } from '../edit/setup';

/** Above the deployment zones (0.2 mm) and below the grid (0.4 mm): the grid still reads over the photo. */
const LAYER_Z_MM = 0.3;

function useLayerTexture(layer: LayerPixels): THREE.DataTexture {
  const texture = useMemo(() => {
    const t = new THREE.DataTexture(layer.rgba, layer.width, layer.height, THREE.RGBAFormat);
    // Row j of the view is y = (j + 0.5)·mmPerPx: the plane's v runs with the table's y, unflipped.
    t.flipY = false;
    t.colorSpace = THREE.SRGBColorSpace;
    t.magFilter = THREE.LinearFilter;
    t.minFilter = THREE.LinearFilter;
    t.generateMipmaps = false;
    t.needsUpdate = true;
    return t;
  }, [layer]);
  // The photo's texture is let go with the layer (a new photo, or the capture closed).
  useEffect(() => () => texture.dispose(), [texture]);
  return texture;
}

export function PhotoLayer() {
  const layer = useCapture((s) => s.layer);
  const hidden = useCapture((s) => s.hidden);
  if (!layer || hidden) return null;
  return <LayerPlane layer={layer} />;
}

function LayerPlane({ layer }: { layer: LayerPixels }) {
  const opacity = useCapture((s) => s.opacity);
  // The Edit tool's placing modes take the tap themselves: scenery traced corner by corner on the photo.
  const inEdit = useStore((s) => s.tool === 'edit');
  const armed = useSetup((s) => s.mode !== 'idle');
  const tapping = useCapture((s) => s.tapping) && !(inEdit && armed);
  const proposal = useCapture((s) => s.proposal);
  const texture = useLayerTexture(layer);
  const w = layer.width * layer.mmPerPx;
  const d = layer.height * layer.mmPerPx;
  const onClick = (e: ThreeEvent<MouseEvent>) => {
    // A drag that pans the camera is not a tap.
    if (e.delta > 4) return;
    // A piece above the photo was hit first: the tap is the tool's (select, aim), not a base to fit.
    if (e.intersections[0]?.object !== e.eventObject) return;
    e.stopPropagation();
    void fitTap({ x: e.point.x, y: e.point.y });
  };
  return (
    <group>
      <mesh
        name="photo-layer"
        position={[w / 2, d / 2, LAYER_Z_MM]}
        onClick={tapping ? onClick : undefined}
        raycast={tapping ? undefined : () => null}
      >
        <planeGeometry args={[w, d]} />
        <meshBasicMaterial map={texture} transparent opacity={opacity} depthWrite={false} toneMapped={false} />
      </mesh>
      {proposal && <ProposalOutline proposal={proposal} />}
    </group>
  );
}
