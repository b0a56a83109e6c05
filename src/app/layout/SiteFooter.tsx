import { Link, useLocation } from 'wouter';
import { isNewsletterShownOn } from '../../features/newsletter/newsletter-email';
import { deferredSection } from '../../rendering/deferred-section';
import { FOOTER_LINKS } from './nav-links';
import './site-footer.css';

/**
 * The sign-up form is on nearly every page but at its foot: prerendered in full, its code loads as the visitor nears
 * it or focuses the field (about 1.3 kB gzip off every page's first load; decision 0016). What was typed before then
 * stays in the field.
 */
const NewsletterSignup = deferredSection(
  '.newsletter',
  () => import('../../features/newsletter/components/NewsletterSignup').then((m) => m.NewsletterSignup),
  '.site-footer',
);

/**
 * The rest of the footer is text and outside links, the same on every page: the server writes it, and its code loads
 * as the visitor nears it. Its in-app links ("Explore") stay with the page, so they navigate in the app at once.
 */
const FOOTER_DETAILS = () => import('./FooterDetails');
const FooterContact = deferredSection(
  '.site-footer__contact',
  () => FOOTER_DETAILS().then((m) => m.FooterContact),
  '.site-footer',
);
const FooterSocial = deferredSection(
  '.site-footer__follow',
  () => FOOTER_DETAILS().then((m) => m.FooterSocial),
  '.site-footer',
);
const FooterLegal = deferredSection(
  '.site-footer__legal',
  () => FOOTER_DETAILS().then((m) => m.FooterLegal),
  '.site-footer',
);
/**
 * The install offer, with its state, loads as its place in the footer nears the viewport (it renders nothing on the
 * server; keep-install-prompt.ts holds Chromium's install event until then).
 */
const InstallAppButton = deferredSection(
  '.site-footer__install',
  () => import('../../features/install/components/InstallAppButton').then((m) => m.InstallAppButton),
  '.site-footer',
);

type SiteFooterProps = {
  /** The newsletter block; even when true it stays off the membership, privacy and terms pages. */
  showNewsletter?: boolean;
};

export function SiteFooter({ showNewsletter = true }: SiteFooterProps) {
  const [location] = useLocation();
  const newsletterShown = showNewsletter && isNewsletterShownOn(location);

  return (
    <footer className="site-footer on-dark">
      {newsletterShown && (
        <div className="container site-footer__newsletter">
          <NewsletterSignup />
        </div>
      )}

      <div className="container site-footer__install">
        <InstallAppButton />
      </div>

      <div className="container site-footer__grid">
        <FooterContact />

        <nav aria-labelledby="footer-nav-heading">
          <h2 id="footer-nav-heading" className="site-footer__heading">
            Explore
          </h2>
          <ul className="plain-list site-footer__list">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <FooterSocial />
      </div>

      <FooterLegal />
    </footer>
  );
}
