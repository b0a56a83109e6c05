import type { ReactNode } from 'react';
import { SiteFooter } from './SiteFooter';
import { SiteHeader, type HeaderVariant } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import './layout.css';

type PublicLayoutProps = {
  children: ReactNode;
  /** `dark` for pages that open with a dark hero. */
  variant?: HeaderVariant;
  /** The footer newsletter block; it also hides itself on the membership and legal pages. */
  showNewsletter?: boolean;
};

export function PublicLayout({ children, variant = 'light', showNewsletter = true }: PublicLayoutProps) {
  return (
    <>
      <SkipLink />
      <SiteHeader variant={variant} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-main">
        {children}
      </main>
      <SiteFooter showNewsletter={showNewsletter} />
    </>
  );
}
