import { Seo } from '../components/seo/Seo';
import { BookingButton } from '../features/booking/components/BookingButton';
import { EdTreatmentView } from '../features/pelvic-health/components/EdTreatmentView';
import { ED_FAQ, ED_SEO } from '../features/pelvic-health/content/ed-treatment';
import { edTreatmentJsonLd } from '../features/pelvic-health/page-json-ld';
import { paths } from '../paths';

export function EdTreatmentPage() {
  return (
    <>
      <Seo
        title={ED_SEO.title}
        description={ED_SEO.description}
        path={paths.edTreatment}
        jsonLd={edTreatmentJsonLd(ED_SEO, ED_FAQ)}
      />
      <EdTreatmentView BookingButton={BookingButton} />
    </>
  );
}
