import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { ReferralForm } from '../features/referral-pack/components/ReferralForm';
import { Breadcrumbs, SERVICES_TRAIL } from '../features/services/components/Breadcrumbs';
import { GHAP_NAME, GHAP_REFERRAL_CRITERIA } from '../features/services/content/ghap';
import { paths } from '../paths';

const FORM_NAME = 'Referral form';

export function GhapReferralFormPage() {
  return (
    <>
      <Seo
        title={`${GHAP_NAME} referral form`}
        description={`A one-page, fax-ready referral form for family physicians referring older adults to our ${GHAP_NAME}, covered by OHIP. Print it, complete it by hand and fax it to the clinic.`}
        path={paths.ghapReferralForm}
        jsonLd={breadcrumbJsonLd([
          { name: 'Services', path: paths.service },
          { name: GHAP_NAME, path: paths.geriatricAssessment },
          { name: FORM_NAME, path: paths.ghapReferralForm },
        ])}
      />
      <ReferralForm
        programName={GHAP_NAME}
        criteria={GHAP_REFERRAL_CRITERIA}
        breadcrumbs={
          <Breadcrumbs
            trail={[
              ...SERVICES_TRAIL,
              { name: GHAP_NAME, path: paths.geriatricAssessment },
              { name: FORM_NAME, path: paths.ghapReferralForm },
            ]}
          />
        }
      />
    </>
  );
}
