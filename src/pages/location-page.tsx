import { useParams } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { LocationPageScreen } from '../features/location-pages/components/LocationPageScreen';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';
import { PartnerLogos } from '../features/pelvic-health/components/PartnerLogos';
import { paths } from '../paths';

/** /location/{slug}: loaded from the API in the browser (not prerendered); head tags come from the record. */
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
          />
          <LocationPageView page={page} partnerLogos={<PartnerLogos />} />
        </>
      )}
    />
  );
}
