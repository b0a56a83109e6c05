import { Seo } from '../components/seo/Seo';
import { BookingButton } from '../features/booking/components/BookingButton';
import { PelvicFloorOverview } from '../features/pelvic-health/components/PelvicFloorOverview';
import { OVERVIEW_SEO } from '../features/pelvic-health/content/overview';
import { overviewJsonLd } from '../features/pelvic-health/page-json-ld';
import { paths } from '../paths';

export function PelvicFloorPage() {
  return (
    <>
      <Seo
        title={OVERVIEW_SEO.title}
        description={OVERVIEW_SEO.description}
        path={paths.pelvicFloor}
        jsonLd={overviewJsonLd()}
      />
      <PelvicFloorOverview BookingButton={BookingButton} />
    </>
  );
}
