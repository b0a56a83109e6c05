import { SITE_CONFIG } from '../../config/site-config';
import { absoluteUrl } from './absolute-url';

export type JsonLd = Record<string, unknown>;

/** The clinic's postal address (site config). */
export const address = () => ({
  '@type': 'PostalAddress',
  streetAddress: SITE_CONFIG.address.street,
  addressLocality: SITE_CONFIG.address.city,
  addressRegion: SITE_CONFIG.address.province,
  postalCode: SITE_CONFIG.address.postalCode,
  addressCountry: 'CA',
});

/** Breadcrumbs from the home page down: pass the trail after Home, ending with the current page. */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLd {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** FAQ answers as plain text (HTML tags removed). */
export function faqPageJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.replace(/<[^>]+>/g, '').trim() },
    })),
  };
}

/**
 * The page an article is the main entity of: its URL, or for a medically reviewed one a MedicalWebPage carrying
 * `lastReviewed` (YYYY-MM-DD) and `reviewedBy` (schema.org defines both on web pages, not on articles).
 */
function articlePage(path: string, review: { reviewedBy?: string; lastReviewed?: string }): string | JsonLd {
  const url = absoluteUrl(path);
  if (!review.reviewedBy || !review.lastReviewed) return url;
  return {
    '@type': 'MedicalWebPage',
    '@id': url,
    url,
    lastReviewed: review.lastReviewed,
    reviewedBy: { '@type': 'Person', name: review.reviewedBy },
  };
}

export function articleJsonLd(article: {
  headline: string;
  description: string;
  path: string;
  datePublished?: string;
  image?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: absoluteUrl(article.path),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.image ? { image: absoluteUrl(article.image) } : {}),
    author: { '@type': 'Organization', name: SITE_CONFIG.clinicName },
    publisher: { '@type': 'Organization', name: SITE_CONFIG.clinicName },
  };
}

const organization = () => ({
  '@type': 'Organization',
  name: SITE_CONFIG.clinicName,
  url: SITE_CONFIG.siteUrl,
  logo: { '@type': 'ImageObject', url: absoluteUrl('/icons/icon-512.png') },
});

/** A blog post from the API: its own dates and image; written and published by the clinic. */
export function blogPostingJsonLd(post: {
  headline: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified: string;
  /** The medical review stamp, when there is one. */
  reviewedBy?: string;
  lastReviewed?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.description,
    mainEntityOfPage: articlePage(post.path, post),
    url: absoluteUrl(post.path),
    image: absoluteUrl(post.image),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    author: organization(),
    publisher: organization(),
  };
}

export function physicianJsonLd(member: {
  name: string;
  specialty: string;
  path: string;
  credentials?: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: member.name,
    ...(member.credentials ? { honorificSuffix: member.credentials } : {}),
    description: member.specialty,
    url: absoluteUrl(member.path),
    worksFor: { '@type': 'MedicalClinic', name: SITE_CONFIG.clinicName, address: address() },
  };
}
