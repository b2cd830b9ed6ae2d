// Issue 32, item 4: `npm start` (vite dev) registers no service worker, so it says, once it listens,
// that offline needs the built app; the app says it too (layout words, English and French).
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import config, { DEV_OFFLINE_NOTE } from '../vite.config';
import { lw } from '../src/app/layout/layout-words';
import { loadFrench } from '../src/app/words/french';

type NotePlugin = { name: string; apply?: string; configureServer: (s: unknown) => void };

describe('npm start says that offline needs the built app', () => {
  it('the dev server prints the note once listening, and only the dev server', () => {
    const plugins = (config as { plugins: unknown[] }).plugins.flat() as NotePlugin[];
    const note = plugins.find((p) => p?.name === 'mire-dev-offline-note')!;
    expect(note.apply).toBe('serve');
    const said: string[] = [];
    const httpServer = new EventEmitter();
    note.configureServer({ httpServer, config: { logger: { info: (m: string) => said.push(m) } } });
    expect(said).toEqual([]);
    httpServer.emit('listening');
    httpServer.emit('listening');
    expect(said).toEqual([DEV_OFFLINE_NOTE]);
    expect(DEV_OFFLINE_NOTE).toMatch(/npm run build.*npm run preview/);
  });

  it('the app says it in English and French', async () => {
    expect(lw('en', 'offline.dev')).toMatch(/offline needs the built app/);
    await loadFrench();
    expect(lw('fr', 'offline.dev')).toMatch(/hors ligne demande l’application construite/);
  });
});
