import type { ReactNode } from 'react';

export interface BannerProps {
  /** 'quiet': a line that informs without calling for attention. */
  tone: 'quiet' | 'info' | 'warning' | 'danger';
  children: ReactNode;
  /** A link or button that acts on the message. */
  action?: ReactNode;
}

/** A message across the top of the page that stays until its cause goes away. */
export function Banner({ tone, children, action }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role="status">
      <span className="banner__text">{children}</span>
      {action && <span className="banner__action">{action}</span>}
    </div>
  );
}
