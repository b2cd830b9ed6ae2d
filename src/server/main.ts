// `npm run serve`: the live table server (see README, "Live table").
import { readConfig } from './config';
import { LiveServer } from './live-server';

const config = readConfig(process.argv.slice(2), process.env);
if (!config.ok) {
  console.error(`mire serve: ${config.problem}`);
  process.exit(2);
}
const server = new LiveServer(config.options);
const { host, port } = await server.start();
console.log(JSON.stringify({ listening: `ws://${host}:${port}`, data: config.options.dataPath, app: config.options.appDir ? `http://${host}:${port}/` : null }));
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
