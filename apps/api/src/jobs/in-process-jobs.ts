import type { FastifyBaseLogger } from 'fastify';
import { startRounds } from '../rounds.ts';
import { backoffSeconds, DEFAULT_RETRY, type Jobs, type RetryOptions } from './jobs.ts';

interface Recurring {
  name: string;
  everySeconds: number;
  run: () => Promise<void>;
}

interface OneOff {
  run: (data: object) => Promise<void>;
  retry: RetryOptions;
}

/**
 * The jobs runner of the embedded database, which has one process: recurring jobs on timers (`startRounds`),
 * one-off jobs run at once and tried again on timers with back-off. A one-off job waiting for its next try is
 * lost if the process stops (durable work, the mails, lives in its own table and is found again by a round).
 */
export class InProcessJobs implements Jobs {
  readonly #log: FastifyBaseLogger;
  readonly #recurring: Recurring[] = [];
  readonly #oneOffs = new Map<string, OneOff>();
  readonly #stops: (() => Promise<void>)[] = [];
  readonly #waiting = new Set<NodeJS.Timeout>();
  readonly #running = new Set<Promise<void>>();
  #started = false;
  #stopped = false;

  constructor(log: FastifyBaseLogger) {
    this.#log = log;
  }

  every(name: string, everySeconds: number, run: () => Promise<void>) {
    this.#recurring.push({ name, everySeconds, run });
    if (this.#started) this.#startRecurring(this.#recurring.at(-1)!);
  }

  define<T extends object>(name: string, run: (data: T) => Promise<void>, retry = DEFAULT_RETRY) {
    this.#oneOffs.set(name, { run: run as (data: object) => Promise<void>, retry });
  }

  async enqueue(name: string, data: object) {
    const job = this.#oneOffs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    this.#attempt(name, job, data, 1);
  }

  async start() {
    this.#started = true;
    for (const recurring of this.#recurring) this.#startRecurring(recurring);
  }

  async stop() {
    this.#stopped = true;
    for (const timer of this.#waiting) clearTimeout(timer);
    this.#waiting.clear();
    await Promise.all(this.#stops.map((stop) => stop()));
    await Promise.all(this.#running);
  }

  #startRecurring({ name, everySeconds, run }: Recurring) {
    this.#stops.push(startRounds(this.#log, everySeconds * 1000, run, `job ${name} failed`));
  }

  #attempt(name: string, job: OneOff, data: object, attempt: number) {
    if (this.#stopped) return;
    const running = job
      .run(data)
      .catch((error: unknown) => {
        const last = attempt > job.retry.retries;
        this.#log.error({ err: error, job: name, attempt }, last ? 'job failed for good' : 'job failed, tried again');
        if (last) return;
        const timer = setTimeout(
          () => {
            this.#waiting.delete(timer);
            this.#attempt(name, job, data, attempt + 1);
          },
          backoffSeconds(job.retry, attempt) * 1000,
        );
        timer.unref();
        this.#waiting.add(timer);
      })
      .finally(() => this.#running.delete(running));
    this.#running.add(running);
  }
}
