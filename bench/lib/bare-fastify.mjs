// The framework's own ceiling on this machine: a bare Fastify server answering one POST route with
// a small envelope, nothing else. Usage: node bench/lib/bare-fastify.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ code: 200, message: '成功', data: { ok: true } }));
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2] ?? 3999), host: '127.0.0.1' });
