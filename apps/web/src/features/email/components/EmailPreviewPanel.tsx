import { useEffect, useRef } from 'react';
import type { EmailPreview } from '@notary/contracts';

const listed = (addresses: string[]) => (addresses.length ? addresses.join(', ') : '—');

/**
 * A message as it would go out, its tokens filled: from the signing, or with example values. It
 * takes the focus when shown (the Preview button that opened it is gone), so the notary starts
 * reading at its top, and leads back to the fields.
 */
export function EmailPreviewPanel({ preview, onBack }: { preview: EmailPreview; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="email-preview" aria-label="Preview">
      <div className="email-preview__bar">
        <h3 ref={heading} tabIndex={-1} className="email-preview__title">
          Preview
        </h3>
        <button type="button" className="button button--secondary button--compact" onClick={onBack}>
          Back to editing
        </button>
      </div>
      {preview.Example && (
        <p className="notice notice--info email-preview__note">
          Shown with example values. When you send it for a signing, the tokens are filled from that signing, its customer and your profile.
        </p>
      )}
      <dl className="email-preview__head">
        <dt>To</dt>
        <dd>{listed(preview.To)}</dd>
        <dt>CC</dt>
        <dd>{listed(preview.Cc)}</dd>
        <dt>BCC</dt>
        <dd>{listed(preview.Bcc)}</dd>
        <dt>Subject</dt>
        <dd className="email-preview__subject">{preview.Subject || '—'}</dd>
      </dl>
      <div className="email-preview__body">{preview.Body}</div>
    </section>
  );
}
