// How finely the table is drawn on this device: its resolution at rest and while a piece is
// dragged, and whether edges are smoothed (multisampling). Chosen once from what the browser says
// of the device, before the canvas is made (antialiasing cannot be changed on a live context).

/** What the browser tells of the device. */
export type DeviceMeans = {
  /** A finger, not a mouse: a phone or a tablet. */
  coarsePointer: boolean;
  devicePixelRatio: number;
  /** navigator.hardwareConcurrency. */
  cores: number;
  /** navigator.deviceMemory in GB (Chromium only, capped at 8 there); undefined when not told. */
  memoryGb: number | undefined;
};

export type RenderMeans = { restDpr: number; dragDpr: number; antialias: boolean };

/** Software WebGL and small GPUs are bound by the pixels they fill: a drag is drawn at this ratio. */
export const DRAG_DPR = 0.6;
/** Phones and tablets draw at their screen's density up to this, so that labels are sharp. */
const TOUCH_DPR_CAP = 2;
/** …and up to this on a device with little memory (2 GB or less), whose GPU is small too. */
const SMALL_TOUCH_DPR_CAP = 1.5;

export function renderMeans(d: DeviceMeans): RenderMeans {
  const ratio = Number.isFinite(d.devicePixelRatio) && d.devicePixelRatio > 0 ? d.devicePixelRatio : 1;
  const small = d.memoryGb !== undefined && d.memoryGb <= 2;
  // A desktop draws one pixel per CSS px (as before); a touch screen at its density, capped.
  const restDpr = d.coarsePointer ? Math.min(Math.max(ratio, 1), small ? SMALL_TOUCH_DPR_CAP : TOUCH_DPR_CAP) : 1;
  // Multisampling only where pixels are large (one per CSS px) and the machine strong: at twice
  // the density edges are already fine, and a small GPU would pay for every sample.
  const strong = d.cores >= 8 && !small;
  return { restDpr, dragDpr: Math.min(DRAG_DPR, restDpr), antialias: !d.coarsePointer && restDpr < 1.5 && strong };
}

/** This browser's means (a plain desktop outside a browser, for the tests that import the app). */
export function thisDevice(): DeviceMeans {
  if (typeof window === 'undefined')
    return { coarsePointer: false, devicePixelRatio: 1, cores: 1, memoryGb: undefined };
  const nav = navigator as Navigator & { deviceMemory?: number };
  return {
    coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    devicePixelRatio: window.devicePixelRatio || 1,
    cores: nav.hardwareConcurrency || 1,
    memoryGb: nav.deviceMemory,
  };
}
