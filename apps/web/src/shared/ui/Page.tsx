import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';

let pagesShown = 0;

export interface PageProps {
  title: string;
  children?: ReactNode;
}

/**
 * The frame of every page: its title as the heading and the window title. After a navigation
 * the heading takes the focus, so a screen reader announces the new page and Tab starts there.
 */
export function Page({ title, children }: PageProps) {
  usePageTitle(title);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    pagesShown += 1;
    if (pagesShown > 1) headingRef.current?.focus();
  }, []);

  return (
    <div className="page">
      <h1 ref={headingRef} className="page__title" tabIndex={-1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
