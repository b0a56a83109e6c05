import { useSearch } from 'wouter';
import { Seo } from '../components/seo/Seo';
import { useHydrated } from '../lib/use-hydrated';
import { unsubscribeFromNewsletter } from '../features/newsletter/api/newsletter-links';
import { NewsletterUnsubscribe } from '../features/newsletter/components/NewsletterLinkPages';
import { paths } from '../paths';

export function NewsletterUnsubscribePage() {
  // Read once the page runs in the browser: the server-rendered HTML shows "checking" (see the feature's Token).
  const search = useSearch();
  const token = useHydrated() ? new URLSearchParams(search).get('token') : undefined;
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
