import { useSearch } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { useHydrated } from '../lib/use-hydrated';
import { confirmSubscription } from '../features/newsletter/api/newsletter-links';
import { NewsletterConfirm } from '../features/newsletter/components/NewsletterLinkPages';
import { paths } from '../paths';

export function NewsletterConfirmPage() {
  // Read once the page runs in the browser: the server-rendered HTML shows "checking" (see the feature's Token).
  const search = useSearch();
  const token = useHydrated() ? new URLSearchParams(search).get('token') : undefined;
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
