import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd, faqPageJsonLd } from '../components/seo/json-ld';
import { BookingButton } from '../features/booking/components/BookingButton';
import { ServiceTemplate } from '../features/services/components/ServiceTemplate';
import { loadService } from '../features/services/content/service-loaders';
import { isServiceSlug, type ServiceSlug } from '../features/services/content/service-registry';
import { paths } from '../paths';
import { use } from 'react';
import { NotFoundPage } from './not-found-page';

export type ServicePageProps = {
  /**
   * The path without its slash. The route table passes only the ten known slugs; `string & {}` keeps the
   * union's autocompletion while accepting the route table's plain string.
   */
  slug: ServiceSlug | (string & {});
};

/** One of the ten template-based service pages. An unknown slug falls back to the not-found page. */
export function ServicePage({ slug }: ServicePageProps) {
  if (!isServiceSlug(slug)) return <NotFoundPage />;
  // The page's copy is its own chunk: the page suspends (its loading status) until it is in.
  const service = use(loadService(slug));
  return (
    <>
      <Seo
        title={service.seo.title}
        description={service.seo.description}
        path={service.path}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Services', path: paths.service },
            { name: service.name, path: service.path },
          ]),
          faqPageJsonLd(service.faq),
        ]}
      />
      <ServiceTemplate
        key={service.slug}
        service={service}
        bookingAction={<BookingButton type={1}>Book a Consultation</BookingButton>}
      />
    </>
  );
}
