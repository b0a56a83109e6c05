// Placeholder until the service pages are built; it renders the not-found page so no route shows a blank screen.
import { NotFoundPage } from './not-found-page';

export function ServicePage(_props: { slug: string }) {
  return <NotFoundPage />;
}
