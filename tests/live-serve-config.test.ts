// `npm run serve` started wrongly: each mistake is one line on stderr and exit code 2 (no stack
// trace, no hang, no silent start on a temporary database); started rightly under npm, a SIGTERM
// to npm stops it and frees its port. Loopback only; every process bounded in time.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, ServerProcess, withTimeout } from './live-clients';

const dir = mkdtempSync(join(tmpdir(), 'mire-serve-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Run = { code: number | null; stderr: string; stdout: string };

function serve(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<Run>((resolve) => child.once('exit', (code) => resolve({ code, stderr, stdout })));
  return withTimeout(done, 30_000, `serve ${args.join(' ')}`).finally(() => child.kill('SIGKILL'));
}

async function busyPort(): Promise<{ port: number; close: () => void }> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  return { port: (s.address() as { port: number }).port, close: () => s.close() };
}

describe('serve: a configuration mistake is one line and exit 2', () => {
  it('names each mistake: data path a folder, missing parent, in /proc, not a database, empty; port in use, taken address, bad port', async () => {
    mkdirSync(join(dir, 'folder.sqlite'));
    writeFileSync(join(dir, 'text.sqlite'), 'not a database, only text. '.repeat(200));
    const port = await busyPort();
    const cases: [string, string[], Record<string, string>, RegExp][] = [
      ['data is a folder', ['--data', join(dir, 'folder.sqlite'), '--port', '0'], {}, /is a folder, not a file/],
      ['missing parent', ['--data', join(dir, 'no/such/dir/live.sqlite'), '--port', '0'], {}, /does not exist/],
      ['under /proc', ['--data', '/proc/nowhere/live.sqlite', '--port', '0'], {}, /does not exist/],
      ['not writable there', ['--data', '/proc/live.sqlite', '--port', '0'], {}, /cannot be opened/],
      ['not a database', ['--data', join(dir, 'text.sqlite'), '--port', '0'], {}, /is not a table server's database/],
      ['empty MIRE_DATA', ['--port', '0'], { MIRE_DATA: '' }, /MIRE_DATA is empty/],
      ['empty --data', ['--data=', '--port', '0'], {}, /--data is empty/],
      [
        'port in use',
        ['--data', join(dir, 'a.sqlite'), '--port', String(port.port)],
        {},
        /port \d+ on 127\.0\.0\.1 is in use/,
      ],
      [
        'address not this machine',
        ['--data', join(dir, 'b.sqlite'), '--port', '0', '--host', '192.0.2.1'],
        {},
        /address 192\.0\.2\.1 is not one of this machine's/,
      ],
      ['bad port', ['--port', 'eighty'], {}, /port: "eighty" is not a port number/],
      ['empty MIRE_PORT', [], { MIRE_PORT: '' }, /MIRE_PORT is empty/],
    ];
    try {
      const runs = await Promise.all(cases.map(([, args, env]) => serve(args, env)));
      runs.forEach((run, i) => {
        const [what, , , words] = cases[i];
        expect({ what, code: run.code, lines: run.stderr.trim().split('\n').length }).toEqual({
          what,
          code: 2,
          lines: 1,
        });
        expect(run.stderr).toMatch(/^mire serve: /);
        expect(run.stderr).toMatch(words);
        expect(run.stdout).toBe('');
      });
    } finally {
      port.close();
    }
  }, 90_000);

  it('a data file held by a running server is refused to a second one', async () => {
    const data = join(dir, 'held.sqlite');
    const first = await ServerProcess.start(data);
    try {
      const second = await serve(['--data', data, '--port', '0']);
      expect(second.code).toBe(2);
      expect(second.stderr.trim()).toBe(`mire serve: data: ${data} is in use by another table server`);
    } finally {
      await first.kill('SIGTERM');
    }
  }, 60_000);
});

describe('serve under npm', () => {
  it('SIGTERM to `npm run serve` stops the server and frees its port', async () => {
    const npm = spawn('npm', ['run', 'serve', '--', '--port', '0', '--data', join(dir, 'npm.sqlite')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const port = await withTimeout(
      new Promise<number>((resolve) =>
        npm.stdout.on('data', (d) => {
          out += d;
          const m = /"listening":"ws:\/\/127\.0\.0\.1:(\d+)"/.exec(out);
          if (m) resolve(Number(m[1]));
        }),
      ),
      30_000,
      'npm run serve to listen',
    );
    npm.kill('SIGTERM');
    // The port is free again once the server stored its tables and exited.
    const free = async () =>
      new Promise<boolean>((resolve) => {
        const s = createServer();
        s.once('error', () => resolve(false));
        s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
      });
    // Generous on a loaded machine: the server notices its parent is gone within a poll, then stores its tables.
    const end = Date.now() + 30_000;
    let isFree = await free();
    while (!isFree && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 200));
      isFree = await free();
    }
    expect(isFree).toBe(true);
  }, 60_000);
});
