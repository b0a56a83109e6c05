import { describe, expect, it } from 'vitest';
import { HomePage } from '../../pages/home-page';
import { prerenderToHtml } from '../../../tests/support/web/prerender-page';

describe('prerendering', () => {
  it('renders the whole home page without a browser, the deferred sections included', async () => {
    expect(typeof window).toBe('undefined');
    const html = await prerenderToHtml(<HomePage />, '/');
    expect(html).toContain('Preventive care that keeps you ahead of your health');
    for (const heading of [
      'A Legacy of Exceptional Executive Care',
      'Specialized care under one roof',
      'A Holistic Approach to Your Health',
      'Meet your care team',
      'One membership, one team, one plan for the year',
      'Frequently asked questions',
    ]) {
      expect(html).toContain(heading);
    }
    // Every section is complete: nothing is left suspended for a script to fill in.
    expect(html).not.toMatch(/<!--\$[?!]-->|<template/);
    expect(html).toContain('Dr. Rajiv Menon');
    // The testimonials switch is off by default; the placeholder team is labelled in the HTML itself.
    expect(html).not.toContain('home-testimonials');
    expect(html).toContain('data-placeholder-block="team"');
    expect(html).toContain('Sample content');
    expect(html).toContain('aria-haspopup="dialog"');
  });
});
