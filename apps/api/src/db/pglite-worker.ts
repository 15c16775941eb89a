import { parentPort } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { createPglite, preparePglite } from './pglite-open.ts';
import type { PgliteOpenOptions } from './pglite-open.ts';
import type { WorkerReply, WorkerRequest } from './pglite-thread.ts';

/**
 * The embedded database on a thread of its own (pglite-thread.ts): this worker compiles PGlite as it starts,
 * opens the database when told to (once it is set up), then runs what the server's thread sends it, one message a
 * statement, a transaction's begin and end, a LISTEN.
 */

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

interface OpenTransaction {
  query: Query;
  /** Ends the transaction's callback (committed if true, rolled back otherwise); `id` is answered once done. */
  end(id: number, commit: boolean): void;
}

/** Thrown out of a transaction's callback to have PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

if (parentPort) {
  const port = parentPort;
  const failure = (error: unknown) => {
    if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
    // The database's fields (code, constraint, detail…) travel with the message: the API reads them.
    const { name, message, stack, ...fields } = error as Error & Record<string, unknown>;
    delete fields['queryOptions'];
    return { ...fields, name, message, stack };
  };
  /** Posts `message`; one that cannot cross (a value the structured clone refuses) is answered as an error. */
  const reply = (message: WorkerReply) => {
    try {
      port.postMessage(message);
    } catch (error) {
      if (message.id === 0 && 'notify' in message) return;
      port.postMessage({ id: message.id, ok: false, error: { name: 'Error', message: String(error) } });
    }
  };

  let client: PGlite;
  const transactions = new Map<number, OpenTransaction>();

  /** Opens a transaction and answers `id` once it is open; it lasts until its `end` message. */
  const begin = (id: number, txId: number) => {
    let endId = id;
    const transaction = client.transaction(async (tx) => {
      const ended = new Promise<boolean>((resolve) => {
        const end = (requestId: number, commit: boolean) => {
          endId = requestId;
          resolve(commit);
        };
        transactions.set(txId, { query: (text, params, options) => tx.query(text, params, options), end });
      });
      reply({ id, ok: true, value: null });
      const commit = await ended;
      transactions.delete(txId);
      if (!commit) throw ROLLBACK;
    });
    transaction.then(
      () => reply({ id: endId, ok: true, value: null }),
      (error: unknown) => {
        transactions.delete(txId);
        reply(
          error === ROLLBACK ? { id: endId, ok: true, value: null } : { id: endId, ok: false, error: failure(error) },
        );
      },
    );
  };

  const handle = async (request: WorkerRequest): Promise<unknown> => {
    switch (request.kind) {
      case 'query': {
        const run = request.tx === undefined ? client.query.bind(client) : transactions.get(request.tx)?.query;
        if (!run) throw new Error('Transaction is closed');
        return run(request.text, request.params, request.options);
      }
      case 'listen':
        await client.listen(request.channel, (payload) => reply({ id: 0, notify: request.channel, payload }));
        return null;
      case 'end':
        throw new Error('Transaction is closed');
      case 'open':
        throw new Error('The database is open already');
      case 'gc':
        globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
        return null;
      case 'close':
        await client.close();
        return null;
    }
  };

  // Compiled while the database is being set up; a failure here is the open's.
  const prepared = preparePglite();
  prepared.catch(() => {});
  const open = async (options: PgliteOpenOptions) => {
    try {
      client = await createPglite(options, await prepared);
      reply({ id: 0, ok: true, value: 'ready' });
    } catch (error) {
      reply({ id: 0, ok: false, error: failure(error) });
    }
  };

  port.on('message', (request: WorkerRequest) => {
    if (request.kind === 'open') return void open(request.options);
    if (request.kind === 'begin') return begin(request.id, request.tx);
    if (request.kind === 'end') {
      const transaction = transactions.get(request.tx);
      if (transaction) return transaction.end(request.id, request.commit);
    }
    handle(request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: failure(error) }),
    );
  });
}
