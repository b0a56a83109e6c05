import { medicalClinicJsonLd } from '../components/seo/clinic-json-ld';
import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { Seo } from '../components/seo/Seo';
import { useSearch } from 'wouter';
import { BookingButton } from '../features/booking/components/BookingButton';
import { ContactSection } from '../features/contact/components/ContactSection';
import { paths } from '../paths';

export function ContactPage() {
  // The installed app's "Book a consultation" shortcut opens /contact?book=consultation.
  const bookOnLoad = new URLSearchParams(useSearch()).get('book') === 'consultation';
  return (
    <>
      <Seo
        title="Contact us"
        description="Contact our Toronto preventive-health clinic about executive health assessments, membership or a referral. Send a message or call us, Monday to Saturday."
        path={paths.contact}
        jsonLd={[medicalClinicJsonLd(), breadcrumbJsonLd([{ name: 'Contact us', path: paths.contact }])]}
      />
      <ContactSection
        bookingAction={
          <BookingButton type={1} className="button" openOnLoad={bookOnLoad}>
            Book a consultation
          </BookingButton>
        }
      />
    </>
  );
}
