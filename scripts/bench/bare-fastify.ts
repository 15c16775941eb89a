// The reference of the reads-under-writes case (writes.ts): a bare Fastify route answering a constant JSON, in a
// process of its own started like ours (`npm start`'s Node flags), on HOST:PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { success: true, data: { id: 1, name: 'Banc', price: 2900 }, message: null };
app.get('/api/bare', async () => answer);
await app.listen({ host: process.env['HOST'] ?? '127.0.0.1', port: Number(process.env['PORT'] ?? 0) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
