import { useEffect, useState } from 'react';
import type { InvoiceSaveBody } from '@notary/contracts';
import { useAppSelector } from '../../../app/hooks';

/** Asks the server for the PDF of the invoice as it is being edited (spec 001 §7 POST export/). */
export async function fetchInvoicePdf(body: InvoiceSaveBody, token: string, download = false): Promise<Blob> {
  const response = await fetch(`/api/invoiceapi/export${download ? '?download=1' : ''}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', RequestVerificationToken: token },
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
export function InvoicePreview({ body, valid, fileName }: { body: InvoiceSaveBody; valid: boolean; fileName: string }) {
  const token = useAppSelector((state) => state.session.token);
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
      fetchInvoicePdf(JSON.parse(requested) as InvoiceSaveBody, token)
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
  }, [requested, valid, token]);

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
