import { breadcrumbJsonLd, medicalClinicJsonLd } from '../components/seo/json-ld';
import { Seo } from '../components/seo/Seo';
import { ContactSection } from '../features/contact/components/ContactSection';
import { paths } from '../paths';

export function ContactPage() {
  return (
    <>
      <Seo
        title="Contact us"
        description="Contact our Toronto preventive-health clinic about executive health assessments, membership or a referral. Send a message or call us, Monday to Saturday."
        path={paths.contact}
        jsonLd={[medicalClinicJsonLd(), breadcrumbJsonLd([{ name: 'Contact us', path: paths.contact }])]}
      />
      <ContactSection />
    </>
  );
}
