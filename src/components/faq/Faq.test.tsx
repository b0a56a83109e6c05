// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqAccordion, FaqTabs, type FaqItem, type FaqTab } from './Faq';

afterEach(cleanup);

const ITEMS: FaqItem[] = [
  { question: 'Who can become a member?', answer: 'Adults living in Ontario.' },
  { question: 'Can families join together?', answer: <p>Yes, with a family plan.</p> },
];

const TABS: FaqTab[] = [
  { label: 'Eligibility', items: [{ question: 'Do I need a referral?', answer: 'No referral is needed.' }] },
  { label: 'General', items: [{ question: 'Where is the clinic?', answer: 'On Avenue Road in Toronto.' }] },
  { label: 'Service', items: [{ question: 'How long is the exam?', answer: 'Four to six hours.' }] },
];

describe('FaqAccordion', () => {
  it('toggles each answer independently with its question button', () => {
    render(<FaqAccordion items={ITEMS} />);
    const first = screen.getByRole('button', { name: 'Who can become a member?' });
    const second = screen.getByRole('button', { name: 'Can families join together?' });
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region')).toBeNull();

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Who can become a member?' });
    expect(answer.id).toBe(first.getAttribute('aria-controls'));
    expect(answer.textContent).toBe('Adults living in Ontario.');

    fireEvent.click(second);
    expect(screen.getAllByRole('region')).toHaveLength(2);

    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('puts the questions under headings of the level asked for', () => {
    render(<FaqAccordion items={ITEMS} headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  });
});

describe('FaqTabs', () => {
  it('follows the tabs pattern: one tab stop, arrows (wrapping), Home and End, automatic activation', () => {
    render(<FaqTabs tabs={TABS} label="Membership questions" />);
    within(screen.getByRole('tablist', { name: 'Membership questions' })).getAllByRole('tab');
    const [eligibility, general, service] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement, HTMLElement];
    const tabStops = () => screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
    const panel = () => screen.getByRole('tabpanel');

    expect(eligibility.getAttribute('aria-selected')).toBe('true');
    expect(tabStops()).toEqual([eligibility]);
    expect(within(panel()).getByRole('button', { name: 'Do I need a referral?' })).toBeTruthy();
    expect(panel().getAttribute('aria-labelledby')).toBe(eligibility.id);

    eligibility.focus();
    fireEvent.keyDown(eligibility, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(general);
    expect(general.getAttribute('aria-selected')).toBe('true');
    expect(tabStops()).toEqual([general]);
    expect(within(panel()).getByRole('button', { name: 'Where is the clinic?' })).toBeTruthy();

    fireEvent.keyDown(general, { key: 'End' });
    expect(document.activeElement).toBe(service);
    fireEvent.keyDown(service, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(eligibility);
    fireEvent.keyDown(eligibility, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(service);
    fireEvent.keyDown(service, { key: 'Home' });
    expect(document.activeElement).toBe(eligibility);
    expect(eligibility.getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(eligibility.id);
  });

  it('switches on click, fading only after a switch', () => {
    const { container } = render(<FaqTabs tabs={TABS} />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.classList.contains('faq-tabs--switched')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Service' }));
    expect(screen.getByRole('tab', { name: 'Service' }).getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'How long is the exam?' })).toBeTruthy();
    expect(root.classList.contains('faq-tabs--switched')).toBe(true);
  });

  it('keeps every answer in the page while hidden', () => {
    const { container } = render(<FaqTabs tabs={TABS} />);
    expect(container.textContent).toContain('Four to six hours.');
  });
});
