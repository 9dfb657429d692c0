import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { usePageTitle } from '../hooks/usePageTitle';

/** The frame of the signed-out pages: a single card, centred, with the product name. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main className="auth">
      <div className="auth__card">
        <p className="auth__brand">
          <Logo size={36} />
          <span>Notary Ledger</span>
        </p>
        <h1 className="auth__title">{title}</h1>
        {children}
      </div>
      <p className="auth__tagline">Signings, customers, expenses and invoices for mobile notaries.</p>
    </main>
  );
}
