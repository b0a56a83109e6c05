import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../components/form/fields';
import { INQUIRY_SEARCH_MAX } from '@shared/schemas/inquiry';
import { NO_SEARCH, type InquirySearch } from '../use-inquiries';

type InquirySearchFormProps = {
  /** What is typed: kept by the screen, so a failed search or a refresh never clears it. */
  value: InquirySearch;
  onChange: (value: InquirySearch) => void;
  onSearch: (value: InquirySearch) => void;
};

/** Search by part of a name and by the days a request arrived (Toronto days, both included). */
export function InquirySearchForm({ value, onChange, onSearch }: InquirySearchFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const set = (part: Partial<InquirySearch>) => onChange({ ...value, ...part });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.from && value.to && value.from > value.to) {
      setProblem('The “Received from” date is after the “Received until” date. Swap them or clear one.');
      return;
    }
    setProblem(null);
    onSearch(value);
  }

  function clear() {
    setProblem(null);
    onChange(NO_SEARCH);
    onSearch(NO_SEARCH);
  }

  return (
    <form className="inquiries__search" role="search" aria-label="Search contact requests" onSubmit={submit} noValidate>
      <div className="inquiries__search-fields">
        <Field id={`${id}-q`} label="Name" hint="Any part of the name, in any case.">
          {(control) => (
            <input
              {...control}
              className="form-field__control"
              type="search"
              value={value.q}
              maxLength={INQUIRY_SEARCH_MAX}
              autoComplete="off"
              onChange={(event) => set({ q: event.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-from`} label="Received from" error={problem ?? undefined}>
          {(control) => (
            <input
              {...control}
              className="form-field__control"
              type="date"
              value={value.from}
              onChange={(event) => set({ from: event.target.value })}
            />
          )}
        </Field>
        <Field id={`${id}-to`} label="Received until">
          {(control) => (
            <input
              {...control}
              className="form-field__control"
              type="date"
              value={value.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="inquiries__search-actions">
        <button type="submit" className="button">
          Search
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          Clear search
        </button>
      </div>
    </form>
  );
}
