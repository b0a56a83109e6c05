import { paths } from '../../../paths';
import { SEARCH_EXAMPLES } from '../constants';
import { useSearchResults } from '../use-search-results';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import './search.css';

const searchHref = (query: string) => `${paths.search}?q=${encodeURIComponent(query)}`;

function Examples() {
  return (
    <p className="search-screen__hint">
      For example:{' '}
      {SEARCH_EXAMPLES.map((example, i) => (
        <span key={example}>
          {i > 0 ? ', ' : null}
          <a href={searchHref(example)}>{example}</a>
        </span>
      ))}
      .
    </p>
  );
}

/** Site search: the form, then what the query found (decision 0026). */
export function SearchScreen() {
  const view = useSearchResults();
  const count = view.status === 'ready' ? view.results.length : 0;
  return (
    <section className="container search-screen" aria-labelledby="search-heading">
      <h1 id="search-heading">Search</h1>
      <SearchForm query={view.query} />
      <div role="status" className="search-screen__status">
        {view.status === 'empty' ? <p>Type a word or two about what you are looking for.</p> : null}
        {view.status === 'loading' ? <p>Searching…</p> : null}
        {view.status === 'error' ? (
          <p>Search could not run on this device just now. Check your connection and try again.</p>
        ) : null}
        {view.status === 'ready' ? (
          <p>
            {count === 0
              ? `Nothing matched “${view.query}”. Check the spelling or try fewer or other words.`
              : `${count} ${count === 1 ? 'result' : 'results'} for “${view.query}”`}
          </p>
        ) : null}
        {view.status === 'ready' && !view.complete ? (
          <p>Offline: blog posts and location pages are not searched until you have searched once online.</p>
        ) : null}
      </div>
      {view.status === 'ready' && count > 0 ? <SearchResults results={view.results} /> : null}
      {view.status === 'empty' || (view.status === 'ready' && count === 0) ? <Examples /> : null}
      {view.status === 'ready' && count === 0 ? (
        <p>
          You can also browse <a href={paths.service}>our services</a> and <a href={paths.articles}>articles</a>, or{' '}
          <a href={paths.contact}>contact us</a>.
        </p>
      ) : null}
    </section>
  );
}
