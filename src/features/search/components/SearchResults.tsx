import type { ExcerptPart, SearchHit } from '@shared/search/search-hit';
import { SEARCH_KIND_LABELS } from '../constants';

function Excerpt({ parts }: { parts: ExcerptPart[] }) {
  return (
    <p className="search-result__excerpt">
      {parts.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
    </p>
  );
}

/** The results as a list of links: title, kind and a short excerpt with the matched words marked. */
export function SearchResults({ results }: { results: SearchHit[] }) {
  return (
    <ol className="search-results" aria-label="Search results">
      {results.map((hit) => (
        <li key={hit.id} className="search-result">
          <p className="search-result__kind">{SEARCH_KIND_LABELS[hit.kind]}</p>
          <h2 className="search-result__title">
            <a href={hit.url}>{hit.title}</a>
          </h2>
          <Excerpt parts={hit.excerpt} />
        </li>
      ))}
    </ol>
  );
}
