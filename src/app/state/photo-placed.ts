// The fighters placed from a photo (issue 35) and how sure each place is: the trust lines of the
// Contact and Sight answers read it. Kept beside the scene, never in it (a scene file says where a
// fighter stands, not how it was measured), and only while the fighter stays where the photo put it.
import { create } from 'zustand';
import type { FighterSpec } from '../engine';

export type PhotoPlace = { readonly uncertaintyMm: number; readonly position: readonly [number, number] };

type PhotoPlaced = {
  places: Readonly<Record<string, PhotoPlace>>;
  mark: (id: string, place: PhotoPlace) => void;
  clear: () => void;
};

export const usePhotoPlaced = create<PhotoPlaced>((set, get) => ({
  places: {},
  mark: (id, place) => set({ places: { ...get().places, [id]: place } }),
  clear: () => set({ places: {} }),
}));

/** Each fighter still standing where the photo placed it, with its uncertainty (mm); moved or gone, none. */
export function photoUncertainties(
  fighters: readonly FighterSpec[],
  places: Readonly<Record<string, PhotoPlace>>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of fighters) {
    const p = places[f.id];
    if (p && p.position[0] === f.position[0] && p.position[1] === f.position[1]) out.set(f.id, p.uncertaintyMm);
  }
  return out;
}
