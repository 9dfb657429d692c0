import * as http from 'node:http';
import type { ApiClient } from './api-client';

/** Tiny real files of each accepted type (their magic numbers are what the server judges). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2273a610000000049454e44ae426082',
  'hex',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
export const GIF_BYTES = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
export const JPEG_BYTES = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

/** Uploads a file the way the expense dialog does (multipart, one file field). */
export async function uploadReceipt(client: ApiClient, expenseId: string, bytes: Uint8Array, fileName: string, declaredType = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: declaredType }), fileName);
  const response = await fetch(`${client.baseUrl}/api/expenseapi/savereceipt/${expenseId}`, {
    method: 'POST',
    headers: { cookie: client.cookie, RequestVerificationToken: client.token },
    body: form,
  });
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  if (body && typeof body.Position === 'number') client.lastPosition = Math.max(client.lastPosition, body.Position);
  return { status: response.status, body };
}

/**
 * Streams a PNG-looking upload of `totalBytes` without a Content-Length (chunked), and answers the
 * status and how many bytes had been sent when the answer came: a server that refuses while
 * streaming answers long before the end.
 */
export function streamOversizedReceipt(client: ApiClient, expenseId: string, totalBytes: number): Promise<{ status: number; sentWhenAnswered: number }> {
  const url = new URL(`${client.baseUrl}/api/expenseapi/savereceipt/${expenseId}`);
  const boundary = '----receipt-boundary';
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          cookie: client.cookie,
          RequestVerificationToken: client.token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'transfer-encoding': 'chunked',
        },
      },
      (response) => {
        answered = true;
        const status = response.statusCode ?? 0;
        const sentWhenAnswered = sent;
        response.resume();
        response.on('end', () => resolve({ status, sentWhenAnswered }));
        request.destroy();
      },
    );
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    const write = async () => {
      request.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`);
      request.write(PNG_BYTES);
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) await new Promise((done) => request.once('drain', done));
        // Let the answer, when it comes, be read between chunks.
        await new Promise((done) => setImmediate(done));
      }
      if (!answered) request.end(`\r\n--${boundary}--\r\n`);
    };
    write().catch(reject);
  });
}
