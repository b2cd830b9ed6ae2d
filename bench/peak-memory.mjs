// Preloaded into a child process by bench/check-scale.ts (`node --import`): at exit, the process's
// peak resident memory (kB) as the last line on stderr.
process.on('exit', () => {
  process.stderr.write(`\n{"maxRssKb":${process.resourceUsage().maxRSS}}\n`);
});
