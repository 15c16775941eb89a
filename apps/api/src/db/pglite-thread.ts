import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { PgliteOpenOptions } from './pglite-open.ts';

/**
 * The embedded database on a thread of its own (issue 21). In the server's thread PGlite was a third of an add to
 * cart's CPU and its open ~0.6 s of a start, on one core while the machine has two: in a worker it opens while the
 * server loads its modules and registers its routes, and runs its statements while the server parses, checks and
 * answers requests. This is the part of PGlite's client that Drizzle and `Database` use (`query`, `transaction`,
 * `listen`, `close`), each call a message to the worker (pglite-worker.ts), which runs it on its PGlite as the
 * server's thread did (the same named statements, parsers and locks).
 */

export type WorkerRequest =
  | { kind: 'open'; id: 0; options: PgliteOpenOptions }
  | { kind: 'query'; id: number; text: string; params: unknown[]; options: QueryOptions | undefined; tx?: number }
  | { kind: 'begin'; id: number; tx: number }
  | { kind: 'end'; id: number; tx: number; commit: boolean }
  | { kind: 'listen'; id: number; channel: string }
  | { kind: 'gc'; id: number }
  | { kind: 'close'; id: number };

/** A request as the thread's methods give it to `#call`, which numbers it. */
type Call =
  Exclude<WorkerRequest, { kind: 'open' }> extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** An error as it crosses: its name and message, and the database's fields (code, constraint, detail…). */
type CrossedError = Record<string, unknown> & { name: string; message: string };

export type WorkerReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: CrossedError }
  | { id: 0; notify: string; payload: string };

/** A transaction's part of the client: what Drizzle's PGlite session calls on it. */
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  readonly closed: boolean;
}

const WORKER_URL = new URL('./pglite-worker.ts', import.meta.url);

/** A query's options without the parsers Drizzle gives each (the client has them). */
export const withoutParsers = (options?: QueryOptions) => options && { ...options, parsers: undefined };

/** Threads opened ahead (`openPgliteThreadAhead`), by data directory, until `openPgliteThread` takes them. */
const openedAhead = new Map<string, Promise<PgliteThread>>();

/**
 * Opens the embedded database of `dataDir` on its thread once `ready` resolves (its set-up), while this thread goes
 * on: the servers' entries call it before they load the rest of their modules (issue 21).
 */
export function openPgliteThreadAhead(dataDir: string, ready: Promise<void>) {
  const thread = PgliteThread.open({ dataDir }, ready);
  thread.catch(() => {});
  openedAhead.set(dataDir, thread);
}

/** The embedded database on a thread: the one opened ahead for the same data directory, else a new one. */
export function openPgliteThread(options: PgliteOpenOptions): Promise<PgliteThread> {
  const ahead = options.dataDir === undefined ? undefined : openedAhead.get(options.dataDir);
  if (ahead && options.loadDataDir === undefined) {
    openedAhead.delete(options.dataDir!);
    return ahead;
  }
  return PgliteThread.open(options);
}

export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<string, ((payload: string) => void)[]>();
  #nextId = 1;
  #nextTransaction = 1;
  #failure: Error | undefined;
  readonly #lost: ((error: Error) => void)[] = [];

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => this.#receive(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * Starts the worker at once (it compiles PGlite) and has it open the database once `ready` resolves (its set-up);
   * resolves once the database is open. `limits`: the worker's heap (Node's defaults otherwise).
   */
  static open(
    options: PgliteOpenOptions,
    ready: Promise<void> = Promise.resolve(),
    limits?: ResourceLimits,
  ): Promise<PgliteThread> {
    const worker = new Worker(WORKER_URL, { name: 'pglite', ...(limits && { resourceLimits: limits }) });
    const thread = new PgliteThread(worker);
    const opened = new Promise<PgliteThread>((resolve, reject) => {
      const failed = (error: Error) => {
        thread.#fail(error);
        void worker.terminate();
        reject(error);
      };
      thread.#pending.set(0, { resolve: () => resolve(thread), reject: failed });
      ready.then(
        () => worker.postMessage({ kind: 'open', id: 0, options } satisfies WorkerRequest),
        (error: unknown) => failed(error instanceof Error ? error : new Error(String(error))),
      );
    });
    return opened;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#call({ kind: 'query', text, params, options: withoutParsers(options) }) as Promise<Results<T>>;
  }

  /** Runs `callback` in a transaction: committed if it resolves, rolled back if it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTransaction++;
    await this.#call({ kind: 'begin', tx });
    let closed = false;
    const transaction: ThreadTransaction = {
      query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (closed) return Promise.reject(new Error('Transaction is closed'));
        return this.#call({ kind: 'query', text, params, options: withoutParsers(options), tx }) as Promise<Results<R>>;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(transaction);
    } catch (error) {
      closed = true;
      await this.#call({ kind: 'end', tx, commit: false });
      throw error;
    }
    closed = true;
    await this.#call({ kind: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<void> {
    const known = this.#listeners.get(channel);
    if (known) known.push(callback);
    else this.#listeners.set(channel, [callback]);
    if (!known) await this.#call({ kind: 'listen', channel });
  }

  /** The worker's memory-reducing collection, as the server's thread runs its own (idle-memory.ts). */
  async collectGarbage(): Promise<void> {
    await this.#call({ kind: 'gc' });
  }

  /**
   * Calls back once if the thread stops other than by `close` (its heap exhausted, an error it did not catch): every
   * call fails from then on, so the server stops and whatever supervises it starts it again (start.ts).
   */
  onLost(callback: (error: Error) => void) {
    this.#lost.push(callback);
  }

  async close(): Promise<void> {
    if (this.#failure) return;
    // Stopped on purpose: nothing is lost.
    this.#lost.length = 0;
    await this.#call({ kind: 'close' });
    await this.#worker.terminate();
  }

  #call(call: Call): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...call, id });
    });
  }

  #receive(reply: WorkerReply) {
    if ('notify' in reply) {
      for (const listener of this.#listeners.get(reply.notify) ?? []) listener(reply.payload);
      return;
    }
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(crossedError(reply.error));
  }

  /** The worker failed or stopped: every call waiting, and every later one, fails. */
  #fail(error: Error) {
    if (this.#failure) return;
    this.#failure = error;
    for (const { reject } of this.#pending.values()) reject(error);
    this.#pending.clear();
    for (const lost of this.#lost) lost(error);
  }
}

/** The worker's error as an Error of this thread, with the database's fields, as the API reads them. */
function crossedError(crossed: CrossedError): Error {
  const { name, message, stack, ...fields } = crossed;
  const error = Object.assign(new Error(message), fields);
  error.name = name;
  if (typeof stack === 'string') error.stack = stack;
  return error;
}
