import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd, faqPageJsonLd } from '../components/seo/json-ld';
import { BookingButton } from '../features/booking/components/BookingButton';
import { ReferralPackPanel } from '../features/referral-pack/components/ReferralPackPanel';
import { GhapTemplate } from '../features/services/components/GhapTemplate';
import { GHAP_CONSULTATION, GHAP_FAQ, GHAP_NAME, GHAP_SEO } from '../features/services/content/ghap';
import { paths } from '../paths';

export function GeriatricAssessmentPage() {
  return (
    <>
      <Seo
        title={GHAP_SEO.title}
        description={GHAP_SEO.description}
        path={paths.geriatricAssessment}
        jsonLd={[
          breadcrumbJsonLd([
            { name: 'Services', path: paths.service },
            { name: GHAP_NAME, path: paths.geriatricAssessment },
          ]),
          faqPageJsonLd([...GHAP_FAQ]),
        ]}
      />
      <GhapTemplate
        bookingAction={
          <BookingButton type={1} className="button button--secondary">
            {GHAP_CONSULTATION.label} <span className="visually-hidden">{GHAP_CONSULTATION.context}</span>
          </BookingButton>
        }
        referralPack={<ReferralPackPanel />}
      />
    </>
  );
}
