import { describe, expect, it } from 'vitest';
import { paths } from '../../../paths';
import { countWords, htmlToText } from '../text';
import { articleSchema, SLUG_PATTERN } from './article-schema';
import { ARTICLE_SUMMARIES } from './article-summaries';
import { ARTICLE_SLUGS, ARTICLES } from './articles';

const findArticleBySlug = (slug: string) => ARTICLES.find((article) => article.slug_url === slug);
import { DISCLAIMER_TEXT } from './articles/disclaimer';
import { ARTICLE_MOTIFS } from './motifs';

const SPEC_SLUGS = [
  'what-does-prevention-actually-look-like-after-40',
  'how-stress-and-burnout-affect-long-term-health',
  'your-metabolism-isnt-broken-its-misunderstood',
  'the-executive-health-exam-why-one-day-can-change-your-year',
  'womens-health-after-40-what-should-change',
];
const SLEEP_SLUG = 'sleep-recovery-and-performance-in-high-performers';

const sleep = () => findArticleBySlug(SLEEP_SLUG)?.contentFile ?? '';
const paragraphs = (html: string) =>
  [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/g)].map((m) => htmlToText(m[1] ?? ''));
const internalArticleLinks = (html: string) =>
  [...html.matchAll(/href="\/article\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1] ?? ''));

describe('bundled articles', () => {
  it('has seven articles with ids 1 to 7 in order', () => {
    expect(ARTICLES.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each(ARTICLES.map((article) => [article.slug_url, article] as const))(
    '%s matches the Article schema',
    (_, article) => {
      expect(articleSchema.parse(article)).toEqual(article);
    },
  );

  it.each(ARTICLES.map((article) => [article.slug_url, article.contentFile] as const))(
    '%s has 600 to 1,200 words of text',
    (_, html) => {
      const words = countWords(htmlToText(html));
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1200);
    },
  );

  it.each(ARTICLES.map((article) => [article.slug_url, article.contentFile] as const))(
    '%s is structured HTML ending with the educational-purposes disclaimer',
    (_, html) => {
      expect(html).toMatch(/<h2>/);
      expect(html).toMatch(/<ul>/);
      const last = paragraphs(html).at(-1) ?? '';
      expect(last).toBe(DISCLAIMER_TEXT);
      expect(last).toMatch(/^This article is for educational purposes only and is not medical advice\./);
      expect(html.trim().endsWith('</p>')).toBe(true);
    },
  );

  it('uses unique slugs, including the five from the spec, first and in order', () => {
    expect(new Set(ARTICLE_SLUGS).size).toBe(ARTICLES.length);
    expect(ARTICLE_SLUGS.slice(0, 5)).toEqual(SPEC_SLUGS);
    for (const slug of ARTICLE_SLUGS) expect(slug).toMatch(SLUG_PATTERN);
    expect(ARTICLE_SLUGS).toContain('advanced-blood-work-what-standard-panels-miss');
    expect(ARTICLE_SLUGS.at(-1)).toBe(SLEEP_SLUG);
  });

  it('gives every article its own motif, a text alternative and a summary', () => {
    expect(new Set(ARTICLES.map((a) => a.blog_creative.motif)).size).toBe(ARTICLE_MOTIFS.length);
    for (const article of ARTICLES) {
      expect(article.blog_creative.alt.length).toBeGreaterThan(10);
      expect(article.paragraph.length).toBeGreaterThan(40);
      expect(article.date).toBe('');
    }
  });

  it('links only to articles that exist', () => {
    for (const article of ARTICLES) {
      for (const slug of internalArticleLinks(article.contentFile)) {
        expect(ARTICLE_SLUGS, `${article.slug_url} links to ${slug}`).toContain(slug);
        expect(slug).not.toBe(article.slug_url);
      }
    }
  });

  it('keeps the summaries list in step with the articles', () => {
    expect(ARTICLE_SUMMARIES).toEqual(ARTICLES.map(({ contentFile: _body, ...meta }) => meta));
  });

  it('finds articles by slug and nothing for an unknown slug', () => {
    expect(findArticleBySlug(SPEC_SLUGS[1] ?? '')?.id).toBe(2);
    expect(findArticleBySlug('no-such-article')).toBeUndefined();
  });
});

describe('the sleep article', () => {
  it('links to the stress article', () => {
    expect(sleep()).toContain(`href="${paths.article('how-stress-and-burnout-affect-long-term-health')}"`);
    expect(sleep()).toContain('href="/article/how-stress-and-burnout-affect-long-term-health"');
  });

  it('has exactly two academic references, cited as published', () => {
    const list = /<ol class="article-references">([\s\S]*?)<\/ol>/.exec(sleep())?.[1] ?? '';
    const references = [...list.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((m) => htmlToText(m[1] ?? ''));
    expect(references).toHaveLength(2);
    expect(references[0]).toContain(
      "Phillips AJK, Clerx WM, O'Brien CS, Sano A, Barger LK, Picard RW, Lockley SW, Klerman EB, Czeisler CA. Irregular sleep/wake patterns are associated with poorer academic performance and delayed circadian and sleep/wake timing. Scientific Reports. 2017;7(1):3216.",
    );
    expect(references[1]).toContain(
      'Windred DP, Burns AC, Lane JM, Saxena R, Rutter MK, Cain SW, Phillips AJK. Sleep regularity is a stronger predictor of mortality risk than sleep duration: A prospective cohort study. Sleep. 2024;47(1):zsad253.',
    );
    expect(sleep()).toContain('href="https://doi.org/10.1038/s41598-017-03171-4"');
    expect(sleep()).toContain('href="https://doi.org/10.1093/sleep/zsad253"');
  });

  it('covers low-stimulus windows, recovery-centred weekends and sleep–wake regularity, with a call to action', () => {
    const text = htmlToText(sleep()).toLowerCase();
    expect(text).toContain('low-stimulus window');
    expect(text).toContain('recovery-centred weekend');
    expect(text).toContain('sleep–wake regularity');
    expect(sleep()).toContain(`<a href="${paths.contact}">Book a consultation</a>`);
  });
});
