import { Seo } from '../components/seo/Seo';
import { SearchScreen } from '../features/search/components/SearchScreen';
import { paths } from '../paths';

/** `/search?q=…`: rendered by the `pages` function with its results; never indexed (decision 0026). */
export function SearchPage() {
  return (
    <>
      <Seo
        title="Search"
        description="Search the clinic's services, articles, team, locations and answers to common questions."
        path={paths.search}
        noindex
      />
      <SearchScreen />
    </>
  );
}
