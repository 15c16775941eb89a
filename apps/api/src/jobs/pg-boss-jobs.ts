import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import { startRounds } from '../rounds.ts';
import { DEFAULT_RETRY, type Jobs, type RetryOptions } from './jobs.ts';

/** pg-boss's tables live apart from the app's, in a schema of their own that it installs and migrates. */
const SCHEMA = 'pgboss';

interface Recurring {
  name: string;
  everySeconds: number;
  run: () => Promise<void>;
}

interface OneOff {
  name: string;
  run: (data: object) => Promise<void>;
  retry: RetryOptions;
}

/**
 * The jobs runner on PostgreSQL, shared by every process on the database (WORKERS, several servers), through
 * pg-boss. A recurring job: every process offers a round each `everySeconds` with `sendThrottled` (one job per
 * time slot, whoever offers it first; the others' offers are dropped by the database), its queue is `stately`
 * (at most one waiting and one running), and whichever process fetches it runs it: one round per slot across
 * all processes. A one-off job is a pg-boss job with its queue's retries and exponential back-off.
 */
export class PgBossJobs implements Jobs {
  readonly #boss: PgBoss;
  readonly #log: FastifyBaseLogger;
  readonly #recurring: Recurring[] = [];
  readonly #oneOffs: OneOff[] = [];
  readonly #stops: (() => Promise<void>)[] = [];
  #started: Promise<void> | undefined;

  constructor(databaseUrl: string, log: FastifyBaseLogger) {
    this.#log = log;
    this.#boss = new PgBoss({
      connectionString: databaseUrl,
      schema: SCHEMA,
      max: 4,
      application_name: 'atelier-jobs',
    });
    this.#boss.on('error', (error) => log.error({ err: error }, 'pg-boss'));
  }

  every(name: string, everySeconds: number, run: () => Promise<void>) {
    this.#recurring.push({ name, everySeconds, run });
  }

  define<T extends object>(name: string, run: (data: T) => Promise<void>, retry = DEFAULT_RETRY) {
    this.#oneOffs.push({ name, run: run as (data: object) => Promise<void>, retry });
  }

  async enqueue(name: string, data: object) {
    await this.#started;
    await this.#boss.send(name, data);
  }

  start() {
    this.#started ??= this.#start();
    return this.#started;
  }

  async #start() {
    await this.#boss.start();
    for (const { name, everySeconds, run } of this.#recurring) {
      // No retry: the next slot's round is the retry. A round that outlives its slot expires, then the next runs.
      await this.#boss.createQueue(name, { policy: 'stately', retryLimit: 0, expireInSeconds: 15 * 60 });
      await this.#boss.work(name, { pollingIntervalSeconds: Math.min(2, everySeconds) }, async () => {
        try {
          await run();
        } catch (error) {
          this.#log.error({ err: error, job: name }, `job ${name} failed`);
          throw error;
        }
      });
      const offer = async () => {
        await this.#boss.sendThrottled(name, null, null, everySeconds);
      };
      await offer();
      this.#stops.push(startRounds(this.#log, everySeconds * 1000, offer, `offering job ${name} failed`));
    }
    for (const { name, run, retry } of this.#oneOffs) {
      await this.#boss.createQueue(name, {
        retryLimit: retry.retries,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        ...(retry.maxDelaySeconds === undefined ? {} : { retryDelayMax: retry.maxDelaySeconds }),
      });
      await this.#boss.work<object>(name, async (jobs) => {
        for (const job of jobs) await run(job.data);
      });
    }
  }

  async stop() {
    await Promise.all(this.#stops.map((stop) => stop()));
    if (!this.#started) return;
    try {
      await this.#started;
    } catch {
      // A start that failed failed the app's start and was reported there: pg-boss runs nothing to stop.
      return;
    }
    // Waits for the jobs under way (graceful), then closes pg-boss's own connections.
    await this.#boss.stop({ graceful: true });
  }
}
