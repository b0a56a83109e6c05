import { Link, useLocation } from 'wouter';
import { RELEASE } from '../../config/release';
import { SITE_CONFIG } from '../../config/site-config';
import { InstallAppButton } from '../../features/install/components/InstallAppButton';
import { isNewsletterShownOn } from '../../features/newsletter/newsletter-email';
import { deferredSection } from '../../rendering/deferred-section';
import { Logo } from './Logo';
import { FOOTER_LINKS } from './nav-links';
import { SocialIcon } from './SocialIcon';
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

type SiteFooterProps = {
  /** The newsletter block; even when true it stays off the membership, privacy and terms pages. */
  showNewsletter?: boolean;
};

export function SiteFooter({ showNewsletter = true }: SiteFooterProps) {
  const [location] = useLocation();
  const { address, phones, fax, email, hours, socialProfiles, agencyCredit, clinicName, copyrightYear } = SITE_CONFIG;
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
        <section className="site-footer__contact" aria-labelledby="footer-contact-heading">
          <Logo />
          <h2 id="footer-contact-heading" className="site-footer__heading">
            Visit or call us
          </h2>
          <address className="site-footer__address">
            <p>
              {address.street}
              <br />
              {address.city}, {address.province} {address.postalCode}
            </p>
            <ul className="plain-list site-footer__list">
              {phones.map((phone) => (
                <li key={phone.dial}>
                  Phone: <a href={`tel:${phone.dial}`}>{phone.display}</a>
                </li>
              ))}
              <li>
                {/* Shown, not linked: tapping a tel: link would dial a fax machine. */}
                Fax: {fax.display}
              </li>
              <li>
                Email: <a href={`mailto:${email}`}>{email}</a>
              </li>
            </ul>
          </address>
          <p>Hours: {hours}</p>
        </section>

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

        <section aria-labelledby="footer-social-heading">
          <h2 id="footer-social-heading" className="site-footer__heading">
            Follow us
          </h2>
          <ul className="plain-list site-footer__list">
            {socialProfiles.map((profile) => (
              <li key={profile.url}>
                <a
                  href={profile.url}
                  rel="noopener noreferrer"
                  className="site-footer__social"
                  aria-label={`${clinicName} on ${profile.label}`}
                >
                  <SocialIcon network={profile.label} />
                  {profile.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <div className="container site-footer__legal">
        <p>
          © {copyrightYear} {clinicName}. All rights reserved.
        </p>
        <p className="site-footer__release">Site version {RELEASE}</p>
        <p>
          Website by{' '}
          <a href={agencyCredit.url} rel="noopener noreferrer">
            {agencyCredit.label}
          </a>
        </p>
      </div>
    </footer>
  );
}
