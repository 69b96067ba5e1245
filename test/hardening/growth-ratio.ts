// How a cost grows with its input, robust to a loaded machine: the two sizes run in turn (small, big,
// small, big, …) and each keeps its best run, so a burst of load slows samples of both and the best of
// each is what the work itself costs.
export function growth(small: () => void, big: () => void, rounds = 5): { small: number; big: number; ratio: number } {
  let s = Infinity;
  let b = Infinity;
  for (let r = 0; r < rounds; r++) {
    let t = performance.now();
    small();
    s = Math.min(s, performance.now() - t);
    t = performance.now();
    big();
    b = Math.min(b, performance.now() - t);
  }
  return { small: s, big: b, ratio: b / Math.max(s, 1) };
}
