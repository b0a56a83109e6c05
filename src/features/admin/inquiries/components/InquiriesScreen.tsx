import { useCallback, useId, useState } from 'react';
import { LoadingStatus } from '../../../../components/LoadingStatus';
import { errorMessage } from '../../records/error-message';
import { useLoaded } from '../../records/use-loaded';
import { saveFile } from '../save-file';
import { useInquiries, type InquiriesApi } from '../use-inquiries';
import { InquiryItem } from './InquiryItem';
import '../../components/admin.css';
import './inquiries.css';

type InquiriesScreenProps = {
  api: InquiriesApi;
  /** Injected by tests; saves through a Blob URL otherwise. */
  onSaveFile?: (blob: Blob, fileName: string) => void;
};

export const CSV_FILE_NAME = 'newsletter-subscribers.csv';

/** Contact requests (newest first, with a handled box and an unhandled filter) and the newsletter list. */
export function InquiriesScreen({ api, onSaveFile = saveFile }: InquiriesScreenProps) {
  const requestsId = useId();
  const newsletterId = useId();
  const { inquiries, loading, error, reload, pending, problem, setHandled } = useInquiries(api);
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
              {`Showing ${shown.length} of ${inquiries.length} ${inquiries.length === 1 ? 'request' : 'requests'}; ${unhandled} unhandled.`}
            </p>
            {shown.length === 0 ? (
              <p className="inquiries__empty">
                {inquiries.length === 0 ? 'No contact requests yet.' : 'Every request has been handled.'}
              </p>
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
          </>
        )}
      </section>
    </div>
  );
}
