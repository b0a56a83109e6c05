import { paths } from '../../../paths';
import { MAX_QUERY_LENGTH } from '@shared/search/query';

/**
 * A plain GET form: it works before any script runs and without one. Online the server answers the results page;
 * offline the service worker answers its search shell, which searches here.
 */
export function SearchForm({ query }: { query: string }) {
  return (
    <form className="search-form" role="search" action={paths.search} method="get">
      <label htmlFor="site-search-query" className="search-form__label">
        Search the site
      </label>
      <div className="search-form__row">
        {/* Keyed by the query, so the box shows the address's query once the page knows it. */}
        <input
          key={query}
          id="site-search-query"
          className="search-form__input"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="button search-form__submit">
          Search
        </button>
      </div>
    </form>
  );
}
