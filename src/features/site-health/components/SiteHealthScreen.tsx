import { useCallback, useEffect, useId, useState } from 'react';
import { LoadingStatus } from '../../../components/LoadingStatus';
import { ApiRequestError } from '../../../lib/api-client';
import type { SiteHealth } from '@shared/schemas/client-report';
import { PAGE_TYPES } from '@shared/schemas/client-report-limits';
import type { SiteHealthApi } from '../api/site-health-api';
import { formatSamples, formatValue, METRICS, PAGE_TYPE_LABELS, RATING_LABELS } from './site-health-format';
import { SiteHealthTrends } from './SiteHealthTrends';
import './site-health.css';

/** What the load of `version` gave; a newer version than this means a load is under way. */
type Loaded = { version: number; health: SiteHealth | null; error: string | null };

const failureMessage = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

/**
 * The admin's Site health screen (decision 0020): how fast the site was for real visitors over the last 28 days,
 * the 75th percentile of each web vital per kind of page, with its rating in words (never colour alone).
 */
export function SiteHealthScreen({ api }: { api: SiteHealthApi }) {
  const captionId = useId();
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ version: -1, health: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    api.read(controller.signal).then(
      (health) => setLoaded({ version, health, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded((p) => ({ version, health: p.health, error: failureMessage(error) }));
      },
    );
    return () => controller.abort();
  }, [api, version]);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);

  const loading = loaded.version !== version;
  const { health } = loaded;
  const error = loading ? null : loaded.error;
  const pageTypes = PAGE_TYPES.filter((type) => health?.rows.some((row) => row.pageType === type));
  return (
    <div className="site-health">
      <p>
        How quickly pages loaded and responded for real visitors, measured in their browsers on a quarter of visits.
        Each figure is the 75th percentile: three visits in four were at least this fast. Nothing about the visitors is
        kept, only these daily totals per kind of page.
      </p>
      <button type="button" className="button" onClick={refresh} disabled={loading}>
        Refresh
      </button>
      {error ? (
        <p role="alert">Site health could not be loaded. {error}</p>
      ) : health === null ? (
        <LoadingStatus label="Loading site health…" />
      ) : pageTypes.length === 0 ? (
        <p>
          No measurements yet for {health.from} to {health.to}. They appear after the first visits.
        </p>
      ) : (
        <div
          className="site-health__scroll"
          role="region"
          aria-labelledby={captionId}
          // On a phone the table scrolls sideways inside this box, which must then take keyboard focus (WCAG 2.1.1;
          // axe's scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="site-health__table">
            <caption id={captionId}>
              75th percentile per kind of page, {health.from} to {health.to} ({health.days} days)
            </caption>
            <thead>
              <tr>
                <th scope="col">Kind of page</th>
                {METRICS.map(({ metric, label, good }) => (
                  <th key={metric} scope="col">
                    {label}
                    <span className="site-health__hint">{good}</span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pageTypes.map((type) => (
                <tr key={type}>
                  <th scope="row">{PAGE_TYPE_LABELS[type]}</th>
                  {METRICS.map(({ metric }) => {
                    const row = health.rows.find((r) => r.pageType === type && r.metric === metric);
                    return (
                      <td key={metric}>
                        {row ? (
                          <>
                            <strong>{formatValue(row)}</strong>{' '}
                            <span className={`site-health__rating site-health__rating--${row.rating}`}>
                              {RATING_LABELS[row.rating]}
                            </span>
                            <span className="site-health__samples">{formatSamples(row.samples)}</span>
                          </>
                        ) : (
                          'No data'
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!error && health && pageTypes.length > 0 && <SiteHealthTrends health={health} pageTypes={pageTypes} />}
    </div>
  );
}
