import { useId } from 'react';
import { Carousel } from '../../../components/carousel/Carousel';
import {
  placeholderBlockAttributes,
  SampleContentMarker,
} from '../../../components/sample-content/SampleContentMarker';
import { CONTENT_BLOCKS, type ContentStatus } from '../../../config/site-config';
import { TESTIMONIAL_CAROUSEL } from '../constants';
import { TESTIMONIAL_NOTE, TESTIMONIAL_SAMPLE_NOTE } from '../content/shared-copy';
import type { Testimonial } from '../content/types';
import { QuoteMark } from './Artwork';
import './pelvic-health.css';
import './testimonials.css';

type TestimonialsProps = {
  items: Testimonial[];
  heading?: string;
  /** Whether the quotes are still the placeholder ones (site config). The page decides whether to show them. */
  status?: ContentStatus;
};

/**
 * Anonymised client comments in the testimonials carousel (3 per view from 1000 px, 1 below, gap 20). Shown only
 * when the site config's testimonials switch is on (see CONTENT_BLOCKS.testimonials for the condition).
 */
export function Testimonials({
  items,
  heading = 'What our clients say',
  status = CONTENT_BLOCKS.testimonials.status,
}: TestimonialsProps) {
  const headingId = useId();
  return (
    <section
      className="ph-section ph-section--sand"
      aria-labelledby={headingId}
      {...placeholderBlockAttributes('testimonials', status)}
    >
      <div className="container">
        <h2 id={headingId} className="ph-section__heading">
          {heading}
        </h2>
        <SampleContentMarker status={status}>{TESTIMONIAL_SAMPLE_NOTE}</SampleContentMarker>
        <Carousel
          label="Client testimonials"
          className="ph-testimonials"
          slides={items.map((item) => (
            <figure key={item.attribution} className="ph-testimonial">
              <QuoteMark />
              <blockquote className="ph-testimonial__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="ph-testimonial__by">{item.attribution}</figcaption>
            </figure>
          ))}
          breakpoints={TESTIMONIAL_CAROUSEL.breakpoints}
          spaceBetween={TESTIMONIAL_CAROUSEL.spaceBetween}
          autoplayMs={TESTIMONIAL_CAROUSEL.autoplayMs}
        />
        {status === 'final' ? <p className="ph-note">{TESTIMONIAL_NOTE}</p> : null}
      </div>
    </section>
  );
}
