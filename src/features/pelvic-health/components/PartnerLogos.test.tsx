// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTNERS } from '../content/partners';
import { PartnerLogos } from './PartnerLogos';

afterEach(cleanup);

describe('PartnerLogos', () => {
  it('shows 11 partner logos, each an image named after its partner', () => {
    render(<PartnerLogos />);
    const carousel = screen.getByRole('region', { name: 'Our partners' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const logos = within(carousel).getAllByRole('img');
    expect(logos).toHaveLength(11);
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(PARTNERS.map((p) => p.name));
    for (const partner of PARTNERS) expect(within(carousel).getByRole('img', { name: partner.name })).toBeTruthy();
  });

  it('gives every logo explicit dimensions so it reserves its space', () => {
    render(<PartnerLogos />);
    for (const logo of screen.getAllByRole('img')) {
      expect(logo.getAttribute('width')).toBe('224');
      expect(logo.getAttribute('height')).toBe('80');
    }
  });

  it('has a heading', () => {
    render(<PartnerLogos />);
    expect(screen.getByRole('heading', { level: 2, name: 'Working alongside trusted partners' })).toBeTruthy();
  });

  it('labels the placeholder logos as sample content, in words', () => {
    const { container } = render(<PartnerLogos block={{ enabled: true, status: 'placeholder' }} />);
    expect(container.querySelector('[data-placeholder-block="partnerLogos"]')).not.toBeNull();
    expect(screen.getByText('Sample content').closest('p')?.textContent).toMatch(/fictional/);
  });

  it('shows real logos unlabelled, and nothing at all when the block is switched off', () => {
    const { container } = render(<PartnerLogos block={{ enabled: true, status: 'final' }} />);
    expect(screen.getByRole('region', { name: 'Our partners' })).toBeTruthy();
    expect(screen.queryByText('Sample content')).toBeNull();
    expect(container.querySelector('[data-placeholder-block]')).toBeNull();
    cleanup();

    const off = render(<PartnerLogos block={{ enabled: false, status: 'placeholder' }} />);
    expect(off.container.innerHTML).toBe('');
  });
});
