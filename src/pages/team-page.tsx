import { Seo } from '../components/seo/Seo';
import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { SITE_CONFIG } from '../config/site-config';
import { TeamDirectory } from '../features/team/components/TeamDirectory';
import { paths } from '../paths';

export function TeamPage() {
  return (
    <>
      <Seo
        title="Our team"
        description={`Meet the physicians, specialists, allied health professionals and support staff of ${SITE_CONFIG.clinicName}, a preventive-health clinic in Toronto.`}
        path={paths.team}
        jsonLd={breadcrumbJsonLd([{ name: 'Our team', path: paths.team }])}
      />
      <TeamDirectory />
    </>
  );
}
