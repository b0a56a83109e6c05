import { useCallback, useId, useState } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { errorMessage } from '../../../lib/error-message';
import { useLoaded } from '../../../lib/use-loaded';
import { saveFile } from '../save-file';
import { isSearching, NO_SEARCH, useInquiries, type InquiriesApi, type InquirySearch } from '../use-inquiries';
import { InquiryItem } from './InquiryItem';
import { InquirySearchForm } from './InquirySearchForm';
import './inquiries.css';

type InquiriesScreenProps = {
  api: InquiriesApi;
  /** Injected by tests; saves through a Blob URL otherwise. */
  onSaveFile?: (blob: Blob, fileName: string) => void;
};

export const CSV_FILE_NAME = 'newsletter-subscribers.csv';

const plural = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

/** "matching “pat”, received 2026-11-01 to 2026-11-20": what the list on screen answers. */
function describeSearch({ q, from, to }: InquirySearch): string {
  const parts = [q.trim() ? `named “${q.trim()}”` : ''];
  if (from && to) parts.push(from === to ? `received on ${from}` : `received ${from} to ${to}`);
  else if (from) parts.push(`received on or after ${from}`);
  else if (to) parts.push(`received on or before ${to}`);
  return parts.filter(Boolean).join(', ');
}

/**
 * Contact requests (newest first, a page at a time, searchable by name and date, with a handled box and an
 * unhandled filter) and the newsletter list.
 */
export function InquiriesScreen({ api, onSaveFile = saveFile }: InquiriesScreenProps) {
  const requestsId = useId();
  const newsletterId = useId();
  const {
    inquiries,
    shownSearch,
    hasOlder,
    loading,
    error,
    loadingOlder,
    olderError,
    loadOlder,
    applySearch,
    reload,
    pending,
    problem,
    setHandled,
  } = useInquiries(api);
  const [typed, setTyped] = useState<InquirySearch>(NO_SEARCH);
  const count = useLoaded(useCallback((signal: AbortSignal) => api.subscriberCount(signal), [api]));
  const [unhandledOnly, setUnhandledOnly] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [exportMessage, setExportMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const exportCsv = async () => {
    if (exporting) return;
    setExporting(true);
    setExportMessage(null);
    try {
      onSaveFile(await api.subscribersCsv(), CSV_FILE_NAME);
      setExportMessage({ ok: true, text: `Downloaded ${CSV_FILE_NAME}.` });
    } catch (caught) {
      setExportMessage({ ok: false, text: `The list could not be exported. ${errorMessage(caught)}` });
    } finally {
      setExporting(false);
    }
  };

  const shown = (inquiries ?? []).filter((inquiry) => !unhandledOnly || !inquiry.handled);
  const unhandled = (inquiries ?? []).filter((inquiry) => !inquiry.handled).length;

  return (
    <div className="inquiries admin-column">
      <section className="inquiries__panel" aria-labelledby={newsletterId}>
        <h2 id={newsletterId}>Newsletter subscribers</h2>
        <p className="inquiries__count">
          {count.error
            ? `The number of subscribers could not be loaded. ${count.error}`
            : count.value === null
              ? 'Counting subscribers…'
              : `${count.value} ${count.value === 1 ? 'subscriber' : 'subscribers'}`}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => void exportCsv()}
          aria-disabled={exporting || undefined}
        >
          Export CSV
        </button>
        <p role="status" className={exportMessage?.ok === false ? 'inquiries__problem' : undefined}>
          {exporting ? 'Preparing the file…' : (exportMessage?.text ?? '')}
        </p>
      </section>

      <section className="inquiries__requests" aria-labelledby={requestsId}>
        <h2 id={requestsId}>Contact requests</h2>
        <InquirySearchForm value={typed} onChange={setTyped} onSearch={applySearch} />
        <div className="inquiries__toolbar">
          <label className="inquiries__filter">
            <input
              type="checkbox"
              checked={unhandledOnly}
              onChange={(event) => setUnhandledOnly(event.target.checked)}
            />
            Show unhandled only
          </label>
          <button type="button" className="button button--secondary button--small" onClick={reload}>
            Refresh
          </button>
        </div>
        <p role="alert" className="inquiries__problem">
          {problem ?? ''}
        </p>

        {error ? (
          <div className="admin-problem" role="alert">
            <p>The contact requests could not be loaded. {error}</p>
            <button type="button" className="button button--secondary" onClick={reload}>
              Try again
            </button>
          </div>
        ) : inquiries === null ? (
          <LoadingStatus label="Loading contact requests…" />
        ) : (
          <>
            <p className="inquiries__summary" aria-live="polite">
              {loading
                ? 'Loading contact requests…'
                : summaryOf(shown.length, inquiries.length, unhandled, shownSearch, hasOlder)}
            </p>
            {shown.length === 0 ? (
              <p className="inquiries__empty">{emptyMessage(inquiries.length, shownSearch, hasOlder)}</p>
            ) : (
              <ol className="plain-list inquiries__list" aria-busy={loading || undefined}>
                {shown.map((inquiry) => (
                  <li key={inquiry.id}>
                    <InquiryItem
                      inquiry={inquiry}
                      busy={pending[inquiry.id] === true}
                      onHandledChange={(handled) => void setHandled(inquiry, handled)}
                    />
                  </li>
                ))}
              </ol>
            )}
            <div className="inquiries__more">
              {hasOlder ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void loadOlder()}
                  aria-disabled={loadingOlder || undefined}
                >
                  {loadingOlder
                    ? 'Loading older requests…'
                    : isSearching(shownSearch)
                      ? 'Search older requests'
                      : 'Show older requests'}
                </button>
              ) : inquiries.length > 0 ? (
                <p className="inquiries__empty">
                  {isSearching(shownSearch) ? 'That is every matching request.' : 'That is every request.'}
                </p>
              ) : null}
              <p role="alert" className="inquiries__problem">
                {olderError ? `The older requests could not be loaded. ${olderError}` : ''}
              </p>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function summaryOf(shown: number, loaded: number, unhandled: number, search: InquirySearch, hasOlder: boolean): string {
  const which = isSearching(search) ? ` ${describeSearch(search)}` : '';
  const more = hasOlder ? ' Older ones are not loaded yet.' : '';
  return `Showing ${shown} of ${plural(loaded)}${which}, newest first; ${unhandled} unhandled.${more}`;
}

function emptyMessage(loaded: number, search: InquirySearch, hasOlder: boolean): string {
  if (loaded > 0) return 'Every request shown has been handled.';
  if (!isSearching(search)) return hasOlder ? 'No requests on this page.' : 'No contact requests yet.';
  return hasOlder
    ? 'No request matches among those searched so far. Search older requests below.'
    : 'No request matches this search.';
}
