// How a cost grows with its input, robust to a loaded machine: the two sizes run in turn (small, big,
// small, big, …), each keeps its best run, and a run's cost is the CPU time this process spent on it
// (user + system, GC threads included), which another process or test worker on the same cores
// does not add to, as it adds to wall time.
function cpuMs(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export function growth(small: () => void, big: () => void, rounds = 5): { small: number; big: number; ratio: number } {
  let s = Infinity;
  let b = Infinity;
  for (let r = 0; r < rounds; r++) {
    s = Math.min(s, cpuMs(small));
    b = Math.min(b, cpuMs(big));
  }
  return { small: s, big: b, ratio: b / Math.max(s, 1) };
}
