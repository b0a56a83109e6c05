import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { Seo } from '../components/seo/Seo';
import { ThankYouMessage } from '../features/contact/components/ThankYouMessage';
import { paths } from '../paths';

export function ThankYouPage() {
  return (
    <>
      <Seo
        title="Thank you"
        description="We have received your request and will be in touch with more details soon."
        path={paths.thankYou}
        noindex
        jsonLd={breadcrumbJsonLd([{ name: 'Thank you', path: paths.thankYou }])}
      />
      <ThankYouMessage />
    </>
  );
}
