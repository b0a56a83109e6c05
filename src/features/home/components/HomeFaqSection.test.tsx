// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HomePage } from '../../../pages/home-page';
import { HOME_FAQ_TABS, homeFaqJsonLdEntries } from '../content/faq';
import { HomeFaqSection } from './HomeFaqSection';
import { renderWithProviders } from '../../../../tests/support/web/render-with-providers';

afterEach(cleanup);

const entrySchema = z
  .object({
    question: z
      .string()
      .min(10)
      .max(90)
      .regex(/^[A-Z].*\?$/),
    // Plain text, one paragraph per line: no markup, no blank paragraphs.
    answer: z
      .string()
      .min(60)
      .max(700)
      .refine((text) => !/[<>]/.test(text), 'no HTML in answers')
      .refine((text) => text.split('\n').every((line) => line.trim().length > 0), 'no blank paragraphs'),
  })
  .strict();

const faqSchema = z
  .array(
    z
      .object({ label: z.enum(['Eligibility', 'General', 'Service']), entries: z.array(entrySchema).min(3).max(4) })
      .strict(),
  )
  .length(3);

// Conservative copy: no promises of outcomes, no membership conditions on insured care.
const PROMISES = /\b(cure[ds]?|guarantee[ds]?|100%|never get sick|prevent all|detect(s)? every)\b/i;

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const questionsShown = () =>
  within(panel())
    .getAllByRole('button')
    .map((button) => button.textContent);
const questionsOf = (label: string) =>
  HOME_FAQ_TABS.find((t) => t.label === label)?.entries.map((entry) => entry.question) ?? [];

describe('home FAQ content', () => {
  it('is valid, in the spec’s tab order, with unique questions', () => {
    expect(faqSchema.parse(HOME_FAQ_TABS)).toEqual(HOME_FAQ_TABS);
    expect(HOME_FAQ_TABS.map((t) => t.label)).toEqual(['Eligibility', 'General', 'Service']);
    const questions = HOME_FAQ_TABS.flatMap((t) => t.entries.map((entry) => entry.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('stays accurate and conservative', () => {
    const text = HOME_FAQ_TABS.flatMap((t) => t.entries.map((entry) => entry.answer)).join('\n');
    expect(text).not.toMatch(PROMISES);
    expect(text).toContain('4 to 6 hours');
    expect(text).toContain('Avenue Road');
    expect(text).toMatch(/never conditional on membership/);
    expect(text).toMatch(/referral from a family physician/);
    expect(text).toMatch(/call 911/);
  });

  it('gives the JSON-LD every question once, with plain single-line answers', () => {
    const entries = homeFaqJsonLdEntries();
    expect(entries).toHaveLength(HOME_FAQ_TABS.reduce((sum, t) => sum + t.entries.length, 0));
    for (const entry of entries) expect(entry.answer).not.toMatch(/\n/);
  });
});

describe('HomeFaqSection', () => {
  it('renders the three tabs with the spec’s labels, the first one selected', () => {
    renderWithProviders(<HomeFaqSection />);
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    const tablist = within(section).getByRole('tablist', { name: 'Question topics' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Eligibility', 'General', 'Service']);
    expect(tab('Eligibility').getAttribute('aria-selected')).toBe('true');
    expect(questionsShown()).toEqual(questionsOf('Eligibility'));
    expect(within(panel()).getAllByRole('heading', { level: 3 })).toHaveLength(questionsOf('Eligibility').length);
  });

  it('shows the other questions when a tab is clicked', () => {
    renderWithProviders(<HomeFaqSection />);
    fireEvent.click(tab('Service'));
    expect(tab('Service').getAttribute('aria-selected')).toBe('true');
    expect(questionsShown()).toEqual(questionsOf('Service'));
    expect(screen.queryByRole('button', { name: questionsOf('Eligibility')[0] })).toBeNull();
  });

  it('moves to the next tab with ArrowRight', () => {
    renderWithProviders(<HomeFaqSection />);
    tab('Eligibility').focus();
    fireEvent.keyDown(tab('Eligibility'), { key: 'ArrowRight' });
    expect(tab('General').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('General'));
    expect(questionsShown()).toEqual(questionsOf('General'));
  });

  it('opens an answer, one paragraph per line, when its question is clicked', () => {
    renderWithProviders(<HomeFaqSection />);
    const [first] = HOME_FAQ_TABS[0]?.entries ?? [];
    const question = screen.getByRole('button', { name: first?.question });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: first?.question });
    expect([...answer.querySelectorAll('p')].map((p) => p.textContent)).toEqual(first?.answer.split('\n'));
  });

  it('offers the phone number and the action passed by the page', () => {
    renderWithProviders(<HomeFaqSection action={<button type="button">Book now</button>} />);
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(
      within(section)
        .getByRole('link', { name: /^\d{3}-\d{3}-\d{4}$/ })
        .getAttribute('href'),
    ).toMatch(/^tel:\+1/);
    expect(within(section).getByRole('button', { name: 'Book now' })).toBeTruthy();
  });
});

describe('HomePage FAQ', () => {
  it('places the FAQ last and publishes FAQPage JSON-LD', async () => {
    renderWithProviders(<HomePage />);
    // A client-side visit renders the sections below the figures as their code arrives (deferredSection).
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // The hero's contact form brings its own heading ("Ask us a question") before the page's sections.
    await waitFor(() => expect(headings()).toHaveLength(8));
    expect(headings().slice(-2)).toEqual([
      'One membership, one team, one plan for the year',
      'Frequently asked questions',
    ]);

    await waitFor(() => expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(2));
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? '{}'),
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(homeFaqJsonLdEntries().map((e) => e.question));
    expect(faq.mainEntity[0].acceptedAnswer.text).toBe(homeFaqJsonLdEntries()[0]?.answer);
  });
});
