import { describe, expect, it } from 'vitest';
import { BUSY, GROWTH_MB, IDLE_SECONDS, idleStep, type IdleState } from './idle-memory.ts';

/**
 * Feeds one reading a second and returns the seconds (1-based) at which a collection runs. A collection here gives
 * nothing back: the readings after it go on from the one before it, which becomes the baseline.
 */
function collections(
  readings: [utilization: number, rssMb: number][],
  state: IdleState = { idleSeconds: 0, baselineMb: 0 },
) {
  const at: number[] = [];
  readings.forEach(([utilization, rss], index) => {
    const step = idleStep(state, utilization, rss);
    state = step.collect ? { ...step.state, baselineMb: rss } : step.state;
    if (step.collect) at.push(index + 1);
  });
  return at;
}

const idle = (seconds: number, rss: number) => Array.from({ length: seconds }, () => [0.01, rss] as [number, number]);
const busy = (seconds: number, rss: number) => Array.from({ length: seconds }, () => [0.9, rss] as [number, number]);

describe('idleStep: when the memory of a busy spell is given back', () => {
  it('collects once, after IDLE_SECONDS idle seconds in a row, then not again while nothing grows', () => {
    expect(collections(idle(IDLE_SECONDS * 4, 300))).toEqual([IDLE_SECONDS]);
  });

  it('waits while the loop is busy, and starts counting again after each busy second', () => {
    const readings = [...idle(IDLE_SECONDS - 1, 300), ...busy(3, 320), ...idle(IDLE_SECONDS, 330)];
    expect(collections(readings)).toEqual([IDLE_SECONDS - 1 + 3 + IDLE_SECONDS]);
  });

  it('counts a second at the threshold as busy', () => {
    expect(collections(Array.from({ length: IDLE_SECONDS * 2 }, () => [BUSY, 300] as [number, number]))).toEqual([]);
  });

  it('collects again after a later busy spell only when the memory grew by GROWTH_MB since the last time', () => {
    const first = idle(IDLE_SECONDS, 300);
    const small = [...busy(5, 300 + GROWTH_MB - 1), ...idle(IDLE_SECONDS * 2, 300 + GROWTH_MB - 1)];
    const large = [...busy(5, 300 + GROWTH_MB), ...idle(IDLE_SECONDS, 300 + GROWTH_MB)];
    const at = collections([...first, ...small, ...large]);
    expect(at).toEqual([IDLE_SECONDS, first.length + small.length + large.length]);
  });
});
