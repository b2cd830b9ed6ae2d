// The photo pipeline's types (issue 35): images, points in pixels and in table mm, the camera.

/** A grey image, row by row, values 0..255 (floats: blur and noise keep their fractions). */
export type GrayImage = { readonly width: number; readonly height: number; readonly data: Float32Array };

/** A point: in image pixels (x right, y down) or on the table in mm (x along the width, y along the depth). */
export type Vec2 = { readonly x: number; readonly y: number };

/** A 3 x 3 matrix, row-major. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

/** A pinhole camera: focal length and principal point, in pixels. */
export type Intrinsics = { readonly focalPx: number; readonly cx: number; readonly cy: number };

/**
 * Radial lens distortion about the image centre c: an ideal pixel p lands at
 * c + (p − c)·(1 + k1·|p − c|²/R²), R the half-diagonal. Phones correct most of it; k1 is what is left.
 * It does not depend on the focal length, so it is fitted before the focal is known.
 */
export type Lens = { readonly cx: number; readonly cy: number; readonly halfDiagPx: number; readonly k1: number };

/** A table of, in mm. */
export type TableMm = { readonly widthMm: number; readonly depthMm: number };
