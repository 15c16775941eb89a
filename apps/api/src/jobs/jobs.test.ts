import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { useTestApp } from '../../test/test-app.ts';
import { InProcessJobs } from './in-process-jobs.ts';
import { backoffSeconds, type Jobs } from './jobs.ts';

const t = useTestApp();

const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** The jobs runner of this test's database, as the app makes it (pg-boss on PostgreSQL). */
async function runnerOfTheDatabase(): Promise<Jobs> {
  if (!t.databaseUrl) return new InProcessJobs(log);
  const { PgBossJobs } = await import('./pg-boss-jobs.ts');
  return new PgBossJobs(t.databaseUrl, log);
}

/** A round that records its start and end, and fails when two of them overlap. */
function recordedRound(ms = 30) {
  const starts: number[] = [];
  let running = 0;
  let overlapped = false;
  return {
    starts,
    overlapped: () => overlapped,
    run: async () => {
      running += 1;
      if (running > 1) overlapped = true;
      starts.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
    },
  };
}

describe('background jobs', () => {
  it('waits 1×, 2×, 4×… the first delay between the tries of a one-off job, at most the longest', () => {
    const retry = { retries: 10, delaySeconds: 60, maxDelaySeconds: 600 };
    expect([1, 2, 3, 4, 5].map((attempt) => backoffSeconds(retry, attempt))).toEqual([60, 120, 240, 480, 600]);
  });

  it('runs a recurring job round after round, one at a time', async () => {
    const jobs = await runnerOfTheDatabase();
    const round = recordedRound(1_200);
    jobs.every('test.recurring', 1, round.run);
    await jobs.start();
    try {
      await vi.waitFor(() => expect(round.starts.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    } finally {
      await jobs.stop();
    }
    expect(round.overlapped()).toBe(false);
  });

  it('tries a failing one-off job again with its data until it succeeds', async () => {
    const jobs = await runnerOfTheDatabase();
    const seen: { attempt: number; data: unknown }[] = [];
    jobs.define<{ review: string }>(
      'test.one-off',
      async (data) => {
        seen.push({ attempt: seen.length + 1, data });
        if (seen.length < 3) throw new Error('the provider did not answer');
      },
      // pg-boss counts its delays in whole seconds; the in-process runner takes them as given.
      { retries: 4, delaySeconds: t.databaseUrl ? 1 : 0.05 },
    );
    await jobs.start();
    try {
      await jobs.enqueue('test.one-off', { review: 'g-42' });
      await vi.waitFor(() => expect(seen).toHaveLength(3), { timeout: 20_000, interval: 100 });
    } finally {
      await jobs.stop();
    }
    expect(seen.map((try_) => try_.data)).toEqual([{ review: 'g-42' }, { review: 'g-42' }, { review: 'g-42' }]);
  });
});

describe.runIf(process.env.DATABASE_URL)('background jobs on PostgreSQL (pg-boss)', () => {
  it('runs a recurring round once per slot though two processes offer it', async () => {
    const [one, other] = [await runnerOfTheDatabase(), await runnerOfTheDatabase()];
    const round = recordedRound();
    one.every('test.shared', 1, round.run);
    other.every('test.shared', 1, round.run);
    await Promise.all([one.start(), other.start()]);
    const began = Date.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, 4_500));
    } finally {
      await Promise.all([one.stop(), other.stop()]);
    }
    const seconds = (Date.now() - began) / 1000;
    // One round a second between both runners (the slot under way at start counts too), never two at once.
    expect(round.starts.length).toBeGreaterThanOrEqual(2);
    expect(round.starts.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(round.overlapped()).toBe(false);
  });
});
