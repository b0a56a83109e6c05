import { RELEASE } from '../../config/release';
import { SITE_CONFIG } from '../../config/site-config';
import { Logo } from './Logo';
import { SocialIcon } from './SocialIcon';

// The footer's details: text and outside links, the same on every page. The server writes them whole; their code
// loads as the visitor nears the footer (SiteFooter), so it is no part of a page's first load (decision 0016).

export function FooterContact() {
  const { address, phones, fax, email, hours } = SITE_CONFIG;
  return (
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
  );
}

export function FooterSocial() {
  const { socialProfiles, clinicName } = SITE_CONFIG;
  return (
    <section className="site-footer__follow" aria-labelledby="footer-social-heading">
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
  );
}

export function FooterLegal() {
  const { agencyCredit, clinicName, copyrightYear } = SITE_CONFIG;
  return (
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
  );
}
