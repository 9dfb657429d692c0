import { Page } from './Page';

export interface ComingSoonPageProps {
  title: string;
  /** A plain sentence, e.g. "Signings are coming in the next release." */
  message: string;
}

/** Stands in for a page that is not built yet, and says so. */
export function ComingSoonPage({ title, message }: ComingSoonPageProps) {
  return (
    <Page title={title}>
      <p className="coming-soon">{message}</p>
    </Page>
  );
}
