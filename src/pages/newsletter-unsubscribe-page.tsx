import { useSearch } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { unsubscribeFromNewsletter } from '../features/newsletter/api/newsletter-links';
import { NewsletterUnsubscribe } from '../features/newsletter/components/NewsletterLinkPages';
import { paths } from '../paths';

export function NewsletterUnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <>
      <Seo
        title="Unsubscribe"
        description="Unsubscribe from the clinic newsletter."
        path={paths.newsletterUnsubscribe}
        noindex
      />
      <NewsletterUnsubscribe token={token} onUnsubscribe={unsubscribeFromNewsletter} />
    </>
  );
}
