import Fastify from 'fastify';

/**
 * The floor for the API benchmark: a plain Fastify instance (the same fastify the app runs on, no
 * NestJS, no guards, no stores) answering one trivial GET. Started as a child process exactly like
 * the app, on PORT, and measured with the same HTTP client. Prints "listening <port>" when ready.
 */
async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ ok: true }));
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : process.env.PORT}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
