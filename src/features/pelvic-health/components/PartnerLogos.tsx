import { Carousel } from '../../../components/carousel/Carousel';
import {
  placeholderBlockAttributes,
  SampleContentMarker,
} from '../../../components/sample-content/SampleContentMarker';
import { CONTENT_BLOCKS, type ContentBlocks } from '../../../config/site-config';
import { PARTNER_CAROUSEL } from '../constants';
import { PARTNERS } from '../content/partners';
import { PartnerLogo } from './PartnerLogo';
import './partner-logos.css';

/**
 * The partner-logo carousel (11 logos): used on the pelvic floor pages and the public location pages. Nothing when
 * the site config turns the block off; labelled "Sample content" while the logos are the placeholder ones.
 */
export function PartnerLogos({ block = CONTENT_BLOCKS.partnerLogos }: { block?: ContentBlocks['partnerLogos'] }) {
  if (!block.enabled) return null;
  return (
    <div className="partner-logos" {...placeholderBlockAttributes('partnerLogos', block.status)}>
      <div className="container">
        <h2 className="partner-logos__heading">Working alongside trusted partners</h2>
        <SampleContentMarker status={block.status}>
          These organisations are fictional, drawn so the layout can be reviewed. Real partners&rsquo; logos, shown with
          their permission, replace them before launch.
        </SampleContentMarker>
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
          // Near the top of a location page: rotating it must not cost the first load swiper's 24 kB.
          swiperOnEngageOnly
        />
      </div>
    </div>
  );
}
