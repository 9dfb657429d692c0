import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';

/** Where each kind of invoice is made as a PDF (spec 001 §7 POST export/). */
export type InvoiceKind = 'invoice' | 'batch';
const EXPORT_URL: Record<InvoiceKind, string> = { invoice: '/api/invoiceapi/export', batch: '/api/batchinvoiceapi/export' };

/**
 * Asks the server for the PDF of an invoice as it is being edited. Like every query it asks for
 * read models that include the notary's last write (X-Min-Position).
 */
export async function fetchInvoicePdf(kind: InvoiceKind, body: unknown, token: string, position: number): Promise<Blob> {
  const response = await fetch(EXPORT_URL[kind], {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', RequestVerificationToken: token, ...(position > 0 ? { 'X-Min-Position': String(position) } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { Response?: string } | null;
    throw new Error(answer?.Response ?? 'Unable to load invoice');
  }
  return response.blob();
}

/**
 * The invoice's PDF beside the form, made by the server from what is typed (not yet saved), a moment
 * after the typing stops, so what the notary sees is what the customer will get.
 */
export function InvoicePreview({ kind, body, valid, fileName }: { kind: InvoiceKind; body: unknown; valid: boolean; fileName: string }) {
  const token = useAppSelector((state) => state.session.token);
  const position = useAppSelector((state) => state.readYourWrites.highestPosition);
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rendering, setRendering] = useState(false);
  const requested = JSON.stringify(body);

  useEffect(() => {
    if (!valid) return;
    // A preview that comes back after a newer one was asked for is dropped.
    let current = true;
    const timer = setTimeout(() => {
      setRendering(true);
      fetchInvoicePdf(kind, JSON.parse(requested), token, position)
        .then((pdf) => {
          if (!current) return;
          setProblem(null);
          setUrl((before) => {
            if (before) URL.revokeObjectURL(before);
            return URL.createObjectURL(pdf);
          });
        })
        .catch((error: unknown) => current && setProblem(error instanceof Error ? error.message : 'Unable to load invoice'))
        .finally(() => current && setRendering(false));
    }, 600);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [kind, requested, valid, token, position]);

  useEffect(() => () => setUrl((before) => (before && URL.revokeObjectURL(before), null)), []);

  return (
    <section className="card invoice-preview" aria-label="Preview" aria-busy={rendering || undefined}>
      <div className="invoice-preview__bar">
        <h2 className="invoice-preview__title">Preview</h2>
        <span className="invoice-preview__status" role="status">
          {rendering ? 'Updating…' : !valid ? 'Fix the marked fields to see the preview.' : ''}
        </span>
        {url && (
          <a className="button button--secondary" href={url} target="_blank" rel="noreferrer" download={fileName}>
            Download PDF
          </a>
        )}
      </div>
      {problem && (
        <p className="notice notice--danger" role="alert">
          {problem}
        </p>
      )}
      {url ? <iframe className="invoice-preview__frame" title="Invoice PDF" src={url} /> : <p className="invoice-preview__empty">The PDF appears here.</p>}
    </section>
  );
}
