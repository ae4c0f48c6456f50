/** Times `render` as the list benches do: `warmUp` runs, then the median of `runs` (sorted times and the last output size). */
export function renderTiming(render: () => string, warmUp = 30, runs = 50): { median: number; min: number; max: number; size: number } {
  for (let i = 0; i < warmUp; i += 1) render();
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    size = render().length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(runs / 2);
  const median = runs % 2 === 0 ? (times[middle - 1]! + times[middle]!) / 2 : times[middle]!;
  return { median, min: times[0]!, max: times[runs - 1]!, size };
}
