// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MEN_TESTIMONIALS } from '../content/testimonials';
import { TESTIMONIAL_NOTE } from '../content/shared-copy';
import { Testimonials } from './Testimonials';

afterEach(cleanup);

describe('Testimonials (pelvic floor pages)', () => {
  it('labels placeholder comments as sample content and makes no privacy claim about them', () => {
    render(<Testimonials items={MEN_TESTIMONIALS} status="placeholder" />);
    const section = screen.getByRole('region', { name: 'What our clients say' });
    expect(section.getAttribute('data-placeholder-block')).toBe('testimonials');
    expect(within(section).getByText('Sample content').closest('p')?.textContent).toMatch(/nobody said them/);
    expect(section.textContent).not.toContain(TESTIMONIAL_NOTE);
    expect(within(section).getAllByRole('group')).toHaveLength(MEN_TESTIMONIALS.length);
  });

  it('shows final comments with the anonymisation note and no label', () => {
    render(<Testimonials items={MEN_TESTIMONIALS} status="final" />);
    const section = screen.getByRole('region', { name: 'What our clients say' });
    expect(section.hasAttribute('data-placeholder-block')).toBe(false);
    expect(within(section).queryByText('Sample content')).toBeNull();
    expect(section.textContent).toContain(TESTIMONIAL_NOTE);
  });
});
