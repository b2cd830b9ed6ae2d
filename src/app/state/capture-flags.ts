// Whether the photo capture (issue 35) is open: the tool bar's menu opens it, the side panel and
// the table then load its parts (src/app/photo/), never before. A store of its own, so that the
// first screen carries only this flag of the capture.
import { create } from 'zustand';

type CaptureFlags = {
  open: boolean;
  /** Opened at the printable markers (the menu's "Markers to print"). */
  atMarkers: boolean;
  openCapture: (atMarkers: boolean) => void;
  closeCapture: () => void;
};

export const useCaptureFlags = create<CaptureFlags>((set) => ({
  open: false,
  atMarkers: false,
  openCapture: (atMarkers) => set({ open: true, atMarkers }),
  closeCapture: () => set({ open: false, atMarkers: false }),
}));
