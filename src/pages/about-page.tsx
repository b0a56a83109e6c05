import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { Seo } from '../components/seo/Seo';
import { AboutApproach } from '../features/about/components/AboutApproach';
import { AboutCallToAction } from '../features/about/components/AboutCallToAction';
import { AboutHero } from '../features/about/components/AboutHero';
import { AboutJourney } from '../features/about/components/AboutJourney';
import { AboutPathways } from '../features/about/components/AboutPathways';
import { paths } from '../paths';

export function AboutPage() {
  return (
    <>
      <Seo
        title="About the clinic"
        description="A private preventive-health clinic in Toronto offering concierge-style care: comprehensive executive health exams, an annual membership and a multidisciplinary team."
        path={paths.about}
        jsonLd={breadcrumbJsonLd([{ name: 'About the clinic', path: paths.about }])}
      />
      <AboutHero />
      <AboutApproach />
      <AboutPathways />
      <AboutJourney />
      <AboutCallToAction />
    </>
  );
}
