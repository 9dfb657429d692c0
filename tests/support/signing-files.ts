import type { ApiClient } from './api-client';

/** Uploads a file to POST /api/userimportapi/import the way the import page does (multipart, field `file`). */
export async function uploadImport(client: ApiClient, bytes: Uint8Array, fileName: string, declaredType = 'application/octet-stream') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: declaredType }), fileName);
  const response = await fetch(`${client.baseUrl}/api/userimportapi/import`, {
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
 * POST /api/appointmentapi/exportAppointments: the answer as text (the CSV, or the JSON of a
 * refusal), asking for read models that include the client's last write.
 */
export async function exportSignings(client: ApiClient, body: Record<string, unknown>) {
  const { status, headers, bytes } = await client.bytes('POST', '/api/appointmentapi/exportAppointments', body);
  const text = bytes.toString('utf8');
  return { status, headers, text, json: headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : null };
}
