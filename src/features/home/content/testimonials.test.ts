// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  TESTIMONIALS_AUTOPLAY_MS,
  TESTIMONIALS_BREAKPOINTS,
  TESTIMONIALS_GAP,
  TestimonialsSection,
} from '../components/TestimonialsSection';
import { TESTIMONIALS } from './testimonials';

afterEach(cleanup);

const testimonialSchema = z
  .object({
    image: z.object({
      initials: z.string().regex(/^[A-Z]{2}$/),
      tone: z.enum(['ink', 'gold', 'sand']),
    }),
    // Anonymised: initials and a place, e.g. "R. M., Toronto".
    name: z.string().regex(/^[A-Z]\. [A-Z]\., [A-Z][A-Za-z ]+$/),
    quote: z.string().min(60).max(240),
    title: z.string().min(5).max(60),
  })
  .strict()
  .refine((t) => t.image.initials === t.name.replace(/[^A-Z]/g, '').slice(0, 2), 'initials match the name');

// No outcome promises: nothing that claims a cure, a guarantee or a result.
const PROMISES = /\b(cure[ds]?|guarantee[ds]?|saved my life|reverse[ds]?|100%|never get sick)\b/i;

describe('testimonials content', () => {
  it('is valid, anonymised and unique', () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(3);
    for (const testimonial of TESTIMONIALS) expect(testimonialSchema.parse(testimonial)).toEqual(testimonial);
    expect(new Set(TESTIMONIALS.map((t) => t.name)).size).toBe(TESTIMONIALS.length);
  });

  it('makes no medical outcome promises', () => {
    for (const testimonial of TESTIMONIALS) expect(testimonial.quote).not.toMatch(PROMISES);
  });
});

describe('TestimonialsSection', () => {
  it('uses the spec’s carousel settings', () => {
    expect(TESTIMONIALS_AUTOPLAY_MS).toBe(3500);
    expect(TESTIMONIALS_BREAKPOINTS).toEqual({ 0: { slidesPerView: 1 }, 1000: { slidesPerView: 3 } });
    expect(TESTIMONIALS_GAP).toBe(20);
  });

  it('labels placeholder quotes as sample content and does not claim permission for them', () => {
    render(createElement(TestimonialsSection, { status: 'placeholder' }));
    const section = screen.getByRole('region', { name: 'In our members’ words' });
    expect(section.getAttribute('data-placeholder-block')).toBe('testimonials');
    expect(within(section).getByText('Sample content').closest('p')?.textContent).toMatch(/invented/);
    expect(section.textContent).not.toContain('Shared with permission');
  });

  it('says "shared with permission" only of final, approved quotes, without the label', () => {
    render(createElement(TestimonialsSection, { status: 'final' }));
    const section = screen.getByRole('region', { name: 'In our members’ words' });
    expect(section.hasAttribute('data-placeholder-block')).toBe(false);
    expect(within(section).queryByText('Sample content')).toBeNull();
    expect(section.textContent).toContain('Shared with permission');
  });

  it('renders one slide per testimonial with its name and title', () => {
    render(createElement(TestimonialsSection));
    const carousel = screen.getByRole('region', { name: 'Member testimonials' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides).toHaveLength(TESTIMONIALS.length);
    const [first] = TESTIMONIALS;
    expect(slides[0]?.textContent).toContain(first?.name);
    expect(slides[0]?.textContent).toContain(first?.title);
  });
});
