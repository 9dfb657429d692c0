import { useEffect, useRef, type ReactNode } from 'react';
import { HelpButton } from '../../app/help/HelpButton';
import type { HelpTopic } from '../../app/help/helpTopics';
import { usePageTitle } from '../hooks/usePageTitle';

let pagesShown = 0;

export interface PageProps {
  title: string;
  /** The help topic the "?" beside the title opens; no button without one. */
  help?: HelpTopic;
  children?: ReactNode;
}

/**
 * The frame of every page: its title as the heading and the window title. After a navigation
 * the heading takes the focus, so a screen reader announces the new page and Tab starts there.
 */
export function Page({ title, help, children }: PageProps) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    pagesShown += 1;
    if (pagesShown > 1) headingRef.current?.focus();
  }, []);

  const heading = (
    <h1 ref={headingRef} className="page__title" tabIndex={-1}>
      {title}
    </h1>
  );
  return (
    <div className="page">
      {help ? (
        <div className="page__heading">
          {heading}
          <HelpButton topic={help} />
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
