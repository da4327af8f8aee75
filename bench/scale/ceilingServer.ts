/** The ceiling: the same JSON bodies from memory, with no auth, database or validation. */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bodies = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [path, body] of Object.entries(bodies)) {
  app.get(path, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
