import { Seo } from '../components/seo/Seo';
import { BookingButton } from '../features/booking/components/BookingButton';
import { PelvicProgramView } from '../features/pelvic-health/components/PelvicProgramView';
import { WOMEN_PROGRAM } from '../features/pelvic-health/content/program-women';
import { programJsonLd } from '../features/pelvic-health/page-json-ld';

export function PelvicFloorWomenPage() {
  return (
    <>
      <Seo
        title={WOMEN_PROGRAM.seo.title}
        description={WOMEN_PROGRAM.seo.description}
        path={WOMEN_PROGRAM.path}
        jsonLd={programJsonLd(WOMEN_PROGRAM)}
      />
      <PelvicProgramView program={WOMEN_PROGRAM} BookingButton={BookingButton} />
    </>
  );
}
