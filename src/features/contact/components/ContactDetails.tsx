import { SITE_CONFIG } from '../../../config/site-config';
import './contact.css';

/**
 * The clinic's contact card: the phone numbers are tel: links, so a phone can dial them with one tap. The fax is
 * text: as a link, a phone would offer to call a fax machine.
 */
export function ContactDetails() {
  const { phones, fax, email, address, hours, clinicName } = SITE_CONFIG;
  return (
    // id="call": the installed app's "Call the clinic" shortcut opens /contact#call.
    <section id="call" className="contact-details" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">Reach the clinic</h2>
      <p className="contact-details__name">{clinicName}</p>
      <address className="contact-details__address">
        <dl className="contact-details__list">
          <div>
            <dt>Phone</dt>
            <dd>
              <ul className="plain-list">
                {phones.map((phone) => (
                  <li key={phone.dial}>
                    <a href={`tel:${phone.dial}`}>{phone.display}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>Fax</dt>
            <dd>{fax.display}</dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>
              {address.street}
              <br />
              {address.city}, {address.province} {address.postalCode}
            </dd>
          </div>
          <div>
            <dt>Hours</dt>
            <dd>{hours}</dd>
          </div>
        </dl>
      </address>
    </section>
  );
}
