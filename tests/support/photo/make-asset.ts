// Writes the synthetic phone photos the CLI's tests read (issue 35): the crowd scene from 20°
// off straight down at 1.1 m, 1600 x 1200, JPEG quality 90, and a 480 x 360 corner of it as a
// grey PNG (a marker or none: refused). Run again after changing the renderer:
//   npx tsx tests/support/photo/make-asset.ts
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { crowdScene, phoneAt } from './frames';
import { encodeJpeg, rgbaOf } from './jpeg';
import { renderPhoto } from './render';

const scene = crowdScene(phoneAt(20, 1100, { width: 1600, height: 1200 }, 0.02), 3);
const img = renderPhoto(scene);
writeFileSync('assets/photos/crowd-20deg.jpg', encodeJpeg(img, 90));
const corner = new PNG({ width: 480, height: 360 });
const rgba = rgbaOf(img);
for (let y = 0; y < 360; y++) corner.data.set(rgba.subarray(y * 1600 * 4, (y * 1600 + 480) * 4), y * 480 * 4);
writeFileSync('assets/photos/crowd-corner.png', PNG.sync.write(corner, { colorType: 0 }));
