import { SITE_CONFIG } from '../../config/site-config';
import { openingHoursSpecification } from '../../lib/opening-hours-schema';
import { dialPhone, type LocationDirections } from '../../shared/location-directions';
import { absoluteUrl } from './absolute-url';

export type JsonLd = Record<string, unknown>;

const address = () => ({
  '@type': 'PostalAddress',
  streetAddress: SITE_CONFIG.address.street,
  addressLocality: SITE_CONFIG.address.city,
  addressRegion: SITE_CONFIG.address.province,
  postalCode: SITE_CONFIG.address.postalCode,
  addressCountry: 'CA',
});

/** A location page's own street address; its city and province are the clinic's (location pages are in Toronto). */
const ownAddress = (street: string, postalCode?: string) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: SITE_CONFIG.address.city,
  addressRegion: SITE_CONFIG.address.province,
  ...(postalCode ? { postalCode } : {}),
  addressCountry: 'CA',
});

export function medicalClinicJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalClinic',
    name: SITE_CONFIG.clinicName,
    url: SITE_CONFIG.siteUrl,
    telephone: SITE_CONFIG.phones[0]?.dial,
    faxNumber: SITE_CONFIG.fax.dial,
    email: SITE_CONFIG.email,
    address: address(),
    openingHoursSpecification: openingHoursSpecification(SITE_CONFIG.weeklyHours),
    medicalSpecialty: ['PreventiveMedicine', 'Geriatric'],
    sameAs: SITE_CONFIG.socialProfiles.map((p) => p.url),
  };
}

const AMENITIES = [
  ['step_free_entrance', 'Step-free entrance'],
  ['elevator', 'Elevator'],
  ['accessible_washroom', 'Accessible washroom'],
] as const;

/**
 * A location page: the clinic (its details from the site config) as seen from one part of the city, with the area
 * it serves and, where the page states them, its own address, coordinates, phone, hours and accessibility
 * (an amenity is listed when known, true or false; unknown is left out).
 */
export function locationClinicJsonLd(page: {
  path: string;
  description: string;
  areaServed: string[];
  directions?: LocationDirections;
}): JsonLd {
  const own = page.directions ?? {};
  const clinic = medicalClinicJsonLd();
  const amenities = AMENITIES.flatMap(([key, name]) => {
    const value = own.accessibility?.[key];
    return value === undefined ? [] : [{ '@type': 'LocationFeatureSpecification', name, value }];
  });
  return {
    ...clinic,
    url: absoluteUrl(page.path),
    description: page.description,
    areaServed: page.areaServed.map((name) => ({ '@type': 'Place', name })),
    ...(own.street_address ? { address: ownAddress(own.street_address, own.postal_code) } : {}),
    ...(own.latitude !== undefined && own.longitude !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: own.latitude, longitude: own.longitude } }
      : {}),
    ...(own.phone ? { telephone: dialPhone(own.phone) } : {}),
    ...(own.hours ? { openingHoursSpecification: openingHoursSpecification(own.hours) } : {}),
    ...(amenities.length ? { amenityFeature: amenities } : {}),
  };
}

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
