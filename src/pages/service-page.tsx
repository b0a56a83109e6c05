import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd, faqPageJsonLd } from '../components/seo/json-ld';
import { BookingButton } from '../features/booking/components/BookingButton';
import { ServiceTemplate } from '../features/services/components/ServiceTemplate';
import { findService } from '../features/services/content/services';
import type { ServiceSlug } from '../features/services/content/service-slugs';
import { paths } from '../paths';
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
  const service = findService(slug);
  if (!service) return <NotFoundPage />;
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
