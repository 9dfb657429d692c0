import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { ApiClient, REQUEST_TIMEOUT_MS, type Exchanged } from '../../tests/support/api-client';

/**
 * The tests' ApiClient (same cookie, anti-forgery token and read-your-writes headers) sending over
 * node:http with one kept-alive connection, instead of fetch. The benchmarks' load generator shares
 * the machine's cores with the server it measures, which a browser does not: fetch (undici, web
 * streams, an AbortSignal per request) cost the load generator 0.8-1.0 ms of CPU per save in
 * bench:api, a quarter of all the CPU a save used on this 2-core machine, and every millisecond of it
 * was taken from the server's threads. node:http costs about 0.3 ms. The bare Fastify floor is timed
 * with this client too, so the figures and their floor stay comparable.
 */
export class LeanApiClient extends ApiClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  private readonly target = new URL(this.baseUrl);

  protected override exchange(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<Exchanged> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          agent: this.agent,
          host: this.target.hostname,
          port: this.target.port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: REQUEST_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: webHeaders(response.headers), text: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      request.on('timeout', () => request.destroy(new Error(`${method} ${path} did not answer within ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', reject);
      request.end(body);
    });
  }
}

/** node:http's headers as the Headers a fetch answer has, which the ApiClient's callers read. */
function webHeaders(headers: IncomingHttpHeaders): Headers {
  const web = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) web.append(name, one);
  }
  return web;
}
