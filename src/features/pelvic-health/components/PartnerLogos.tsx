import { Carousel } from '../../../components/carousel/Carousel';
import { PARTNER_CAROUSEL } from '../constants';
import { PARTNERS } from '../content/partners';
import { PartnerLogo } from './PartnerLogo';
import './partner-logos.css';

/** The partner-logo carousel (11 logos): used on the pelvic floor pages and the public location pages. */
export function PartnerLogos() {
  return (
    <div className="partner-logos">
      <div className="container">
        <h2 className="partner-logos__heading">Working alongside trusted partners</h2>
        <Carousel
          label="Our partners"
          className="partner-logos__carousel"
          slides={PARTNERS.map((partner) => (
            <div key={partner.name} className="partner-logos__card">
              <PartnerLogo partner={partner} />
            </div>
          ))}
          breakpoints={PARTNER_CAROUSEL.breakpoints}
          autoplayMs={PARTNER_CAROUSEL.autoplayMs}
          loop={PARTNER_CAROUSEL.loop}
        />
      </div>
    </div>
  );
}
