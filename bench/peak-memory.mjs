// Preloaded into a child process by bench/check-scale.ts and bench/route-scale.ts (`node --import`):
// at exit, the process's peak resident memory (kB) and the CPU time it used (user and system, µs)
// as the last line on stderr.
process.on('exit', () => {
  const u = process.resourceUsage();
  process.stderr.write(`\n{"maxRssKb":${u.maxRSS},"userCpuUs":${u.userCPUTime},"systemCpuUs":${u.systemCPUTime}}\n`);
});
