import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { ServicesOverview } from '../features/services/components/ServicesOverview';
import { paths } from '../paths';

export function ServicesPage() {
  return (
    <>
      <Seo
        title="Specialized services"
        description="Specialized services in Toronto alongside executive health care: IV therapy, DNA testing, naturopathic medicine, audiology, sports medicine, orthopaedics, gyno-uro care, aesthetics, healthy aging and more."
        path={paths.service}
        jsonLd={breadcrumbJsonLd([{ name: 'Services', path: paths.service }])}
      />
      <ServicesOverview />
    </>
  );
}
