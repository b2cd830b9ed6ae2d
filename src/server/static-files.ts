// The built app (dist/) served by the table server itself, so friends on a LAN open one address.
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
};

export class StaticFiles {
  readonly root: string;

  constructor(dir: string) {
    this.root = resolve(dir);
  }

  get available(): boolean {
    return existsSync(join(this.root, 'index.html'));
  }

  /** Send the file at `urlPath` (index.html for "/"); false when there is none (the caller answers 404). */
  serve(urlPath: string, res: ServerResponse): boolean {
    let rel: string;
    try {
      rel = decodeURIComponent(urlPath);
    } catch {
      return false;
    }
    if (rel.endsWith('/')) rel += 'index.html';
    const file = normalize(join(this.root, rel));
    // Nothing outside the app folder, whatever the path says.
    if (file !== this.root && !file.startsWith(this.root + sep)) return false;
    if (!existsSync(file) || !statSync(file).isFile()) return false;
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
    return true;
  }
}
