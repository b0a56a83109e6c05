import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { absoluteUrl } from '../../../components/seo/absolute-url';
import { paths } from '../../../paths';
import { hasDirections, type LocationDirections } from '@shared/location-directions';
import type { LocationTextField } from '@shared/location-page-fields';
import type { LocationPageFields } from '@shared/schemas/location-page';
import { deferredSection } from '../../../rendering/deferred-section';
import { RichText } from './RichText';
import './location-page.css';

export type LocationPageContent = Pick<LocationPageFields, LocationTextField> &
  LocationDirections & { slug_url?: string };

type LocationPageViewProps = {
  page: LocationPageContent;
  /** The partner-logo carousel, supplied by the page (another feature owns it). */
  partnerLogos?: ReactNode;
  /**
   * Inside the admin editor: headings start at h3 (the popup's title is the h2) and a placeholder stands in
   * for the partner logos.
   */
  preview?: boolean;
};

const SECTIONS = [1, 2, 3, 4] as const;

/**
 * "Getting here" sits below the four sections: the server renders it in full (its links, the vCard included, work
 * as plain links), and its code loads as the visitor nears it, so it adds nothing to a location page's first load
 * (decision 0016).
 */
const GettingHere = deferredSection('.getting-here', () => import('./GettingHere').then((m) => m.GettingHere));

/**
 * A public location page: intro, partner logos, four sections, "Getting here" when the page states any of its
 * fields, and the GET STARTED banner.
 */
export function LocationPageView({ page, partnerLogos, preview = false }: LocationPageViewProps) {
  const Title = preview ? 'h3' : 'h1';
  const Heading = preview ? 'h4' : 'h2';

  return (
    <article className={`location-page${preview ? ' location-page--preview' : ''}`}>
      <header className="location-hero">
        <div className="container location-hero__inner">
          <Title className="location-hero__title">{page.main_heading}</Title>
          <RichText html={page.main_paragraph} className="location-hero__text" />
        </div>
      </header>

      {preview ? <p className="location-page__logos-placeholder">The partner logos appear here.</p> : partnerLogos}

      <div className="container location-sections">
        {SECTIONS.map((n) => (
          <section key={n} className="location-section">
            <Heading className="location-section__heading">{page[`heading_${n}`]}</Heading>
            <RichText html={page[`paragraph_${n}`]} />
          </section>
        ))}
      </div>

      {hasDirections(page) && (
        <GettingHere
          page={page}
          url={absoluteUrl(paths.location(page.slug_url || 'page'))}
          fileName={page.slug_url || 'clinic'}
          preview={preview}
        />
      )}

      <section className="location-cta on-dark">
        <div className="container location-cta__inner">
          <Heading className="location-cta__heading">{page.highlighted_heading}</Heading>
          <Link href={paths.contact} className="button button--accent location-cta__button">
            GET STARTED
          </Link>
        </div>
      </section>
    </article>
  );
}
