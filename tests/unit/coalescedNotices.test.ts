/** react-query's notices due together run in one task, in order, and one failing leaves the others to run. */
import { describe, expect, it, vi } from 'vitest';
import { coalescingScheduler } from '../../src/api/coalescedNotices';

/** A timer the test fires by hand: the tasks the scheduler asked for. */
function heldTimer() {
  const tasks: (() => void)[] = [];
  return { tasks, setTimer: (run: () => void) => void tasks.push(run) };
}

describe('coalescingScheduler', () => {
  it('runs the notices scheduled before its task in that one task, in order', () => {
    const { tasks, setTimer } = heldTimer();
    const schedule = coalescingScheduler(setTimer);
    const ran: number[] = [];
    for (const n of [1, 2, 3]) schedule(() => ran.push(n));
    expect(tasks).toHaveLength(1);
    expect(ran).toEqual([]);
    tasks[0]();
    expect(ran).toEqual([1, 2, 3]);
  });

  it('gives a notice scheduled while the others run a task of its own', () => {
    const { tasks, setTimer } = heldTimer();
    const schedule = coalescingScheduler(setTimer);
    const ran: string[] = [];
    schedule(() => {
      ran.push('first');
      schedule(() => ran.push('later'));
    });
    tasks[0]();
    expect(ran).toEqual(['first']);
    expect(tasks).toHaveLength(2);
    tasks[1]();
    expect(ran).toEqual(['first', 'later']);
  });

  it('runs the rest when one fails, and the failure still surfaces', async () => {
    const { tasks, setTimer } = heldTimer();
    const schedule = coalescingScheduler(setTimer);
    const surfaced = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation(() => undefined);
    const ran: string[] = [];
    schedule(() => {
      throw new Error('a subscriber failed');
    });
    schedule(() => ran.push('after'));
    tasks[0]();
    expect(ran).toEqual(['after']);
    expect(surfaced).toHaveBeenCalledTimes(1);
    expect(() => surfaced.mock.calls[0][0]()).toThrow('a subscriber failed');
    surfaced.mockRestore();
  });
});
