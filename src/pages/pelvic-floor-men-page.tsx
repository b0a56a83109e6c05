import { Seo } from '../components/seo/Seo';
import { BookingButton } from '../features/booking/components/BookingButton';
import { PelvicProgramView } from '../features/pelvic-health/components/PelvicProgramView';
import { MEN_PROGRAM } from '../features/pelvic-health/content/program-men';
import { programJsonLd } from '../features/pelvic-health/page-json-ld';

export function PelvicFloorMenPage() {
  return (
    <>
      <Seo
        title={MEN_PROGRAM.seo.title}
        description={MEN_PROGRAM.seo.description}
        path={MEN_PROGRAM.path}
        jsonLd={programJsonLd(MEN_PROGRAM)}
      />
      <PelvicProgramView program={MEN_PROGRAM} BookingButton={BookingButton} />
    </>
  );
}
