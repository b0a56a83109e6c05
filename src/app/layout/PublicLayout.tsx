import type { ReactNode } from 'react';
import { deferredSection } from '../../rendering/deferred-section';
import { SiteHeader, type HeaderVariant } from './SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import './layout.css';

/**
 * The footer is at the foot of every page: the server writes it whole (its links are plain links, its details plain
 * text), and its code (the social icons, the install offer, the sign-up form's wiring) loads as the visitor nears it,
 * so it is no part of a page's first load (decision 0016).
 */
const SiteFooter = deferredSection('.site-footer', () => import('./SiteFooter').then((m) => m.SiteFooter), 'body');

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
