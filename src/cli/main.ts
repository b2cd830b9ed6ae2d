// The `mire` adjudicator: a thin shell over geometry/. Exit 0 on success, 2 with one line on stderr for bad input.
import { once } from 'node:events';
import { oneLine, quote } from '../../geometry/index';
import { SceneError } from '../../geometry/index';
import * as area from './area';
import * as check from './check';
import * as control from './control';
import * as deploy from './deploy';
import * as editions from './editions';
import * as formation from './formation';
import { type Io, UsageError } from './io';
import * as log from './log';
import * as markers from './markers';
import * as photo from './photo';
import * as los from './los';
import * as path from './path';
import * as penalties from './penalties';
import * as replay from './replay';
import * as scatter from './scatter';
import * as setup from './setup';
import * as shoot from './shoot';
import * as unitShot from './unit-shot';
import * as flee from './flee';
import * as rules from './rules';
import * as schema from './schema';

/** A command answers at once, or (check on a big table, over several threads) when its threads are done. */
type Command = { usage: string; run: (argv: readonly string[], io: Io) => number | Promise<number> };

/** One entry per sub-command; each lives in its own file. */
export const COMMANDS: Record<string, Command> = {
  check,
  los,
  path,
  formation,
  rules,
  scatter,
  deploy,
  setup,
  control,
  editions,
  shoot,
  'unit-shot': unitShot,
  flee,
  penalties,
  schema,
  area,
  replay,
  log,
  markers,
  photo,
};

function help(): string {
  return ['usage:', ...Object.values(COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
}

const defaultIo: Io = {
  out: (s) => process.stdout.write(`${s}\n`),
  err: (s) => process.stderr.write(`${s}\n`),
  write: (s) => process.stdout.write(s),
  writeBytes: (b) => process.stdout.write(b),
  backlog: () => (process.stdout.writableNeedDrain ? once(process.stdout, 'drain').then(() => {}) : undefined),
};

/**
 * Run one command: exit 0 with its answer on `io.out`, or 2 with one line on `io.err` for bad input
 * (1 only for an internal error, also one line). Callable in-process with any `io`.
 */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--help' || name === '-h' || name === 'help') {
    io.out(help());
    return 0;
  }
  if (name === undefined) {
    io.err(`mire: a command is needed: ${Object.keys(COMMANDS).join(', ')} (mire --help for usage)`);
    return 2;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`mire: unknown command ${quote(name)} (mire --help for usage)`);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof SceneError || e instanceof UsageError) {
      io.err(oneLine(`mire ${name}: ${e.message}`));
      return 2;
    }
    const msg = e instanceof Error ? e.message : String(e);
    io.err(oneLine(`mire ${name}: internal error: ${msg.split('\n')[0]}`));
    return 1;
  }
}
