import { useSearch } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { confirmSubscription } from '../features/newsletter/api/newsletter-links';
import { NewsletterConfirm } from '../features/newsletter/components/NewsletterLinkPages';
import { paths } from '../paths';

export function NewsletterConfirmPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <>
      <Seo
        title="Confirm your subscription"
        description="Confirm your subscription to the clinic newsletter."
        path={paths.newsletterConfirm}
        noindex
      />
      <NewsletterConfirm token={token} onConfirm={confirmSubscription} />
    </>
  );
}
