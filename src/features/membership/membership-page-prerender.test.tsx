import { describe, expect, it } from 'vitest';
import { MembershipPage } from '../../pages/membership-page';
import { renderToHtml } from '../../../tests/support/web/prerender-page';

describe('prerendering', () => {
  it('renders the membership page without a browser, with the steps stacked', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToHtml(<MembershipPage />, '/membership');
    expect(html).toContain('Raising the bar on personalized care');
    expect(html).toContain('steps-stack');
    expect(html).not.toContain('steps-slider__track');
    expect(html.match(/class="step-card"/g)).toHaveLength(6);
  });
});
