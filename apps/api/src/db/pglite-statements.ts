import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named statements for the embedded database (issue 21). PGlite's `query` sends each statement as six calls into
 * its WebAssembly backend (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans it each
 * time: add to cart's statement ran 1,065–1,372 times a second through it, 3,645 named (`npm run bench -- --only
 * shop`, one machine). Here a statement met a second time is parsed once under a name (one call, with its
 * description), then each run binds and executes the named statement in one call, as node-postgres does on
 * PostgreSQL for Drizzle's prepared queries.
 *
 * A statement seen once goes through PGlite's `query` (migrations, the seed, one-off reads): the names are kept for
 * the session and PostgreSQL keeps their plans in the WebAssembly memory, which never shrinks; at most
 * `MAX_NAMED` are named, the others keep going through `query`.
 */

const MAX_NAMED = 500;
/** Texts met once, forgotten all together beyond this many (only a text met twice is named). */
const MAX_SEEN_ONCE = 2000;

interface NamedStatement {
  name: string;
  /** The parameters' types, as PostgreSQL inferred them (each value is serialized as its type says). */
  paramTypes: number[];
  /** The rows' description, when the statement returns rows (given once, with the parse). */
  rowDescription: BackendMessage | undefined;
}

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
/** Makes the `query` of a client or of a transaction (`tx`) from its own. */
export type QueryOf = (own: Query, tx?: Transaction) => Query;

/**
 * The `query` of `client` and of its transactions, running a statement met before as a named one. A statement is
 * sent as PGlite's `query` sends it otherwise, under the same locks: the client's own queries wait for its
 * transactions, a transaction's run inside it.
 */
export function namedStatements(client: PGlite, maxNamed = MAX_NAMED): { queryOf: QueryOf } {
  const named = new Map<string, NamedStatement>();
  const seenOnce = new Set<string>();
  const { serialize } = protocol;

  /** Whether `text` runs as a named statement (it does from its second time, while there is room). */
  const isNamed = (text: string) => {
    if (named.has(text)) return true;
    if (named.size >= maxNamed) return false;
    if (seenOnce.delete(text)) return true;
    if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
    seenOnce.add(text);
    return false;
  };

  const run = async (text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) => {
    try {
      let statement = named.get(text);
      if (!statement) {
        const name = `a${named.size + 1}`;
        const described = await client.execProtocolStream(
          Buffer.concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
          { syncToFs: false },
        );
        statement = {
          name,
          paramTypes: parse.parseDescribeStatementResults(described),
          rowDescription: described.find((message) => message.name === 'rowDescription'),
        };
        named.set(text, statement);
      }
      const { paramTypes } = statement;
      // Each value as PGlite's `query` serializes it: by the type PostgreSQL gave its parameter.
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const serializer = options?.serializers?.[paramTypes[index]!] ?? client.serializers[paramTypes[index]!];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await client.execProtocolStream(
        Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: !inTransaction },
      );
      const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
      return parse.parseResults(described, client.parsers, options)[0]!;
    } catch (error) {
      // As PGlite's own errors say it: the statement and its values with the database's error.
      if (error instanceof protocol.messages.DatabaseError)
        Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  };

  const queryOf: QueryOf =
    (own, tx) =>
    async (text, params = [], options) => {
      if (options?.blob || options?.paramTypes || !isNamed(text)) return own(text, params, options);
      if (tx) {
        if (tx.closed) throw new Error('Transaction is closed');
        return client.runExclusive(() => run(text, params, options, true));
      }
      await client._checkReady();
      return client._runExclusiveTransaction(() => client.runExclusive(() => run(text, params, options, false)));
    };
  return { queryOf };
}
