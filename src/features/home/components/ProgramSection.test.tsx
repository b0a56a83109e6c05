// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITE_CONFIG } from '../../../config/site-config';
import { toParagraphs } from '../content/paragraphs';
import { ApproachSection } from './ApproachSection';
import { ServicesSection } from './ServicesSection';
import { ProgramSection } from './ProgramSection';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';
import { press } from '../../../../tests/support/web/press';

beforeAll(() => {
  // jsdom has no modal dialogs; give <dialog> the two methods the Dialog component calls.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(cleanup);

describe('toParagraphs', () => {
  it('splits on line breaks and drops blank lines', () => {
    expect(toParagraphs('One.\n\nTwo.\r\n  Three.  \n')).toEqual(['One.', 'Two.', 'Three.']);
  });
});

describe('ProgramSection', () => {
  it('renders the heading, one paragraph per line and the button', () => {
    renderWithProviders(
      <ProgramSection
        heading="Membership"
        body={'First line.\nSecond line.'}
        action={{ label: 'See membership', href: '/membership' }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Membership' });
    expect([...section.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First line.', 'Second line.']);
    expect(screen.getByRole('link', { name: 'See membership' }).getAttribute('href')).toBe('/membership');
  });

  it('opens the membership video in a popup from the artwork', async () => {
    renderWithProviders(<ProgramSection />);
    await press(screen.getByRole('button', { name: 'Watch a short video about membership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Watch a short video about membership' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(SITE_CONFIG.videos.membership);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the artwork without a video button when there is no video', () => {
    const { container } = renderWithProviders(<ProgramSection videoUrl="" />);
    expect(screen.queryByRole('button')).toBeNull();
    const art = container.querySelector('img.program-artwork');
    expect(art?.getAttribute('width')).toBe('520');
    expect(art?.getAttribute('height')).toBe('400');
    expect(art?.getAttribute('alt')).toBe('');
  });
});

describe('ApproachSection', () => {
  it('introduces the approach carousel under its heading', () => {
    renderWithProviders(
      <ApproachSection>
        <p>carousel</p>
      </ApproachSection>,
    );
    const section = screen.getByRole('region', { name: 'A Holistic Approach to Your Health' });
    const carousel = screen.getByText('carousel');
    expect(section.contains(carousel)).toBe(true);
    expect(section.querySelector('h2')?.compareDocumentPosition(carousel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('ServicesSection', () => {
  it('introduces the services carousel under its heading', () => {
    renderWithProviders(
      <ServicesSection>
        <p>carousel</p>
      </ServicesSection>,
    );
    const section = screen.getByRole('region', { name: 'Specialized care under one roof' });
    expect(section.contains(screen.getByText('carousel'))).toBe(true);
  });
});
