import { useDocumentTitle } from '../app/use-document-title';
import { HomeHero } from '../features/home/components/HomeHero';
import { HomeStats } from '../features/home/components/HomeStats';

export function HomePage() {
  useDocumentTitle('Executive health and preventive care in Toronto');
  return (
    <>
      <HomeHero />
      <HomeStats />
    </>
  );
}
