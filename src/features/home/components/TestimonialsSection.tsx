import { Carousel, type CarouselBreakpoints } from '../../../components/carousel/Carousel';
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

export function TestimonialsSection({ testimonials = TESTIMONIALS }: { testimonials?: readonly Testimonial[] }) {
  return (
    <section className="home-testimonials" aria-labelledby="home-testimonials-heading">
      <div className="container">
        <h2 id="home-testimonials-heading">In our members&rsquo; words</h2>
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
        <p className="home-testimonials__note">
          Shared with permission. Names are shortened for privacy, and every person&rsquo;s experience is their own.
        </p>
      </div>
    </section>
  );
}
