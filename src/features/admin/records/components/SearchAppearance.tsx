import { useId } from 'react';
import { SEARCH_DESCRIPTION_TARGET, SEARCH_TITLE_TARGET } from '../../constants';
import type { SearchSnippet } from '../editor-types';

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

function displayUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return [host, ...pathname.split('/').filter(Boolean).map(decodeURIComponent)].join(' › ');
  } catch {
    return url;
  }
}

type LengthMeterProps = { label: string; length: number; target: number; emptyHint: string };

/** Characters used against what search engines usually show; the warning is words, not just colour. */
export function LengthMeter({ label, length, target, emptyHint }: LengthMeterProps) {
  const over = length > target;
  return (
    <div className={`length-meter${over ? ' length-meter--over' : ''}`}>
      <p>
        {label}: {length} of about {target} characters
      </p>
      <meter
        min={0}
        max={Math.round(target * 1.5)}
        low={target * 0.5}
        high={target}
        optimum={target * 0.85}
        value={length}
        aria-hidden="true"
      />
      {over && (
        <p className="length-meter__warning">
          <span aria-hidden="true">⚠ </span>Longer than about {target} characters: search engines will probably cut it
          off.
        </p>
      )}
      {length === 0 && <p className="length-meter__hint">{emptyHint}</p>}
    </div>
  );
}

/** A search-result snippet built from the meta fields, with length meters for the title and description. */
export function SearchAppearance({ snippet }: { snippet: SearchSnippet }) {
  const headingId = useId();
  return (
    <section className="search-appearance" aria-labelledby={headingId}>
      <h3 id={headingId} className="search-appearance__heading">
        How it may look in search results
      </h3>
      <div className="search-snippet">
        <p className="search-snippet__url">{displayUrl(snippet.url)}</p>
        <p className="search-snippet__title">{cut(snippet.title, SEARCH_TITLE_TARGET) || 'Page title'}</p>
        <p className="search-snippet__description">
          {cut(snippet.description, SEARCH_DESCRIPTION_TARGET) || 'The meta description appears here.'}
        </p>
      </div>
      <LengthMeter
        label="Title in search results"
        length={snippet.title.length}
        target={SEARCH_TITLE_TARGET}
        emptyHint="Add a meta title: search engines show it as the link."
      />
      <LengthMeter
        label="Description"
        length={snippet.description.length}
        target={SEARCH_DESCRIPTION_TARGET}
        emptyHint="Add a meta description: search engines often show it under the link."
      />
    </section>
  );
}
