import { Carousel, type CarouselBreakpoints } from '../../../components/carousel/Carousel';
import {
  placeholderBlockAttributes,
  SampleContentMarker,
} from '../../../components/sample-content/SampleContentMarker';
import { CONTENT_BLOCKS, type ContentStatus } from '../../../config/site-config';
import { TESTIMONIALS, type Testimonial } from '../content/testimonials';
import { InitialsAvatar } from './InitialsAvatar';
import './home.css';

/** Spec, section 9: autoplay 3500 ms, 3 slides at 1000 px and above, 1 below, gap 20. */
export const TESTIMONIALS_AUTOPLAY_MS = 3500;
export const TESTIMONIALS_BREAKPOINTS: CarouselBreakpoints = { 0: { slidesPerView: 1 }, 1000: { slidesPerView: 3 } };
export const TESTIMONIALS_GAP = 20;

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__person">
        <InitialsAvatar initials={testimonial.image.initials} tone={testimonial.image.tone} />
        <span>
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__title">{testimonial.title}</span>
        </span>
      </figcaption>
    </figure>
  );
}

type TestimonialsSectionProps = {
  testimonials?: readonly Testimonial[];
  /** Whether the quotes are still the placeholder ones (site config). The page decides whether to show them. */
  status?: ContentStatus;
};

/**
 * Member testimonials. The home page shows this only when the site config's testimonials switch is on (see
 * CONTENT_BLOCKS.testimonials for the condition); the permission note is said only of real, consented quotes.
 */
export function TestimonialsSection({
  testimonials = TESTIMONIALS,
  status = CONTENT_BLOCKS.testimonials.status,
}: TestimonialsSectionProps) {
  return (
    <section
      className="home-testimonials"
      aria-labelledby="home-testimonials-heading"
      {...placeholderBlockAttributes('testimonials', status)}
    >
      <div className="container">
        <h2 id="home-testimonials-heading">In our members&rsquo; words</h2>
        <SampleContentMarker status={status}>
          These quotes are invented to show the layout; nobody said them. Real testimonials appear only with each
          person&rsquo;s written consent and after a review against the advertising rules for physicians.
        </SampleContentMarker>
        <Carousel
          label="Member testimonials"
          slides={testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.name} testimonial={testimonial} />
          ))}
          autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
          breakpoints={TESTIMONIALS_BREAKPOINTS}
          spaceBetween={TESTIMONIALS_GAP}
          loop
        />
        {status === 'final' ? (
          <p className="home-testimonials__note">
            Shared with permission. Names are shortened for privacy, and every person&rsquo;s experience is their own.
          </p>
        ) : null}
      </div>
    </section>
  );
}
