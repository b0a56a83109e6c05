import { useState } from 'react';
import { LIST_QUERY_MAX_LENGTH, type ListQueryInput, type ListSort, type ListStatus } from '@shared/schemas/list-query';
import type { ListPaging } from '../editor-types';

const SORTS: readonly { value: ListSort; label: string }[] = [
  { value: 'updated', label: 'Last updated' },
  { value: 'published', label: 'Publication date' },
  { value: 'title', label: 'Title (A to Z)' },
];

type ListControlsProps = {
  fieldId: (name: string) => string;
  /** Plural noun: "blogs", "location pages". */
  nouns: string;
  statuses: ListPaging<unknown>['statuses'];
  query: ListQueryInput;
  onChange: (change: Partial<ListQueryInput>) => void;
};

/** Search by title or address, a status filter and the sort order above an admin list. */
export function ListControls({ fieldId, nouns, statuses, query, onChange }: ListControlsProps) {
  const [text, setText] = useState(query.q ?? '');
  return (
    <div className="list-controls">
      <form
        role="search"
        className="list-controls__search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: text.trim() || undefined });
        }}
      >
        <label htmlFor={fieldId('list-search')}>Search {nouns} by title or address</label>
        <div className="list-controls__search-row">
          <input
            id={fieldId('list-search')}
            type="search"
            className="form-field__control"
            value={text}
            maxLength={LIST_QUERY_MAX_LENGTH}
            onChange={(event) => {
              setText(event.target.value);
              // Clearing the box (its × button included) shows everything again.
              if (event.target.value === '' && query.q) onChange({ q: undefined });
            }}
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      <div className="record-manager__filter">
        <label htmlFor={fieldId('list-status')}>Show</label>
        <select
          id={fieldId('list-status')}
          className="form-field__control"
          value={query.status ?? ''}
          onChange={(event) => onChange({ status: (event.target.value || undefined) as ListStatus | undefined })}
        >
          <option value="">All {nouns}</option>
          {statuses.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </div>
      <div className="record-manager__filter">
        <label htmlFor={fieldId('list-sort')}>Sort by</label>
        <select
          id={fieldId('list-sort')}
          className="form-field__control"
          value={query.sort ?? 'updated'}
          onChange={(event) => onChange({ sort: event.target.value as ListSort })}
        >
          {SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
