// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PARTNERS } from '../content/partners';
import { partnerLogoUrl } from './PartnerLogo';
import { PartnerLogos } from './PartnerLogos';

afterEach(cleanup);

describe('PartnerLogos', () => {
  it('shows 11 partner logos, each an image named after its partner', () => {
    render(<PartnerLogos />);
    const carousel = screen.getByRole('region', { name: 'Our partners' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const logos = within(carousel).getAllByRole('img');
    expect(logos).toHaveLength(11);
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual(PARTNERS.map((p) => p.name));
    for (const partner of PARTNERS) expect(within(carousel).getByRole('img', { name: partner.name })).toBeTruthy();
  });

  it('serves each logo as a file in public/, named and titled after its partner', () => {
    render(<PartnerLogos />);
    for (const partner of PARTNERS) {
      const src = within(screen.getByRole('region', { name: 'Our partners' }))
        .getByRole('img', { name: partner.name })
        .getAttribute('src');
      expect(src).toBe(partnerLogoUrl(partner));
      const file = readFileSync(join(process.cwd(), 'public', src ?? ''), 'utf8');
      expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="224" height="80"/);
      expect(file).toContain(`<title>${partner.name}</title>`);
      // An image file cannot read the page's custom properties: colours are written out.
      expect(file).not.toContain('var(');
    }
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
