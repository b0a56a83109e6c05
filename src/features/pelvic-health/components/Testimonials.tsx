import { useId } from 'react';
import { Carousel } from '../../../components/carousel/Carousel';
import { TESTIMONIAL_CAROUSEL } from '../constants';
import { TESTIMONIAL_NOTE } from '../content/shared-copy';
import type { Testimonial } from '../content/types';
import { QuoteMark } from './Artwork';
import './pelvic-health.css';
import './testimonials.css';

/** Anonymised client comments in the testimonials carousel (3 per view from 1000 px, 1 below, gap 20). */
export function Testimonials({ items, heading = 'What our clients say' }: { items: Testimonial[]; heading?: string }) {
  const headingId = useId();
  return (
    <section className="ph-section ph-section--sand" aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="ph-section__heading">
          {heading}
        </h2>
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
        <p className="ph-note">{TESTIMONIAL_NOTE}</p>
      </div>
    </section>
  );
}
