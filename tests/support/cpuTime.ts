/**
 * The CPU time this process spends on some work, in milliseconds. A test that bounds the cost of work measures
 * this, not wall-clock time: on a busy machine the process also waits for a core, and waiting is not work.
 */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
};

export function cpuMsOf(work: () => unknown): number {
  const start = process.cpuUsage();
  work();
  return cpuMsSince(start);
}

export async function cpuMsOfAsync(work: () => Promise<unknown>): Promise<number> {
  const start = process.cpuUsage();
  await work();
  return cpuMsSince(start);
}
