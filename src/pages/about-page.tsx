// Placeholder until this page is built; it renders the not-found page so no route shows a blank screen.
import { NotFoundPage } from './not-found-page';

export function AboutPage() {
  return <NotFoundPage />;
}
