import { useParams } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { locationClinicJsonLd } from '../components/seo/location-json-ld';
import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { SITE_CONFIG } from '../config/site-config';
import { LocationPageScreen } from '../features/location-pages/components/LocationPageScreen';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';
import { PartnerLogos } from '../features/pelvic-health/components/PartnerLogos';
import { paths } from '../paths';

/**
 * /location/{slug}: rendered on the server by the `pages` function from its record (or loaded from the API after
 * client-side navigation); head tags and structured data come from the record.
 */
export function LocationPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <LocationPageScreen
      slug={slug}
      renderPage={(page) => (
        <>
          <Seo
            title={page.meta_title}
            description={page.meta_description}
            keywords={page.meta_keywords || undefined}
            canonical={page.meta_link || undefined}
            path={paths.location(slug)}
            jsonLd={[
              locationClinicJsonLd({
                path: paths.location(slug),
                description: page.meta_description,
                areaServed: [SITE_CONFIG.address.city],
                directions: page,
              }),
              breadcrumbJsonLd([{ name: page.main_heading, path: paths.location(slug) }]),
            ]}
          />
          <LocationPageView page={page} partnerLogos={<PartnerLogos />} />
        </>
      )}
    />
  );
}
