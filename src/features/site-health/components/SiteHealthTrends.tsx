import { useId } from 'react';
import type { PageType, SiteHealth } from '@shared/schemas/client-report';
import { METRICS, PAGE_TYPE_LABELS } from './site-health-format';
import { VitalTrendChart } from './VitalTrendChart';
import './vital-trend.css';

/**
 * Day by day, per kind of page: a line per metric, so "did it get worse after Tuesday's change?" has an answer.
 * Servers from before the daily line send none, and then this section is not shown.
 */
export function SiteHealthTrends({ health, pageTypes }: { health: SiteHealth; pageTypes: readonly PageType[] }) {
  const headingId = useId();
  if (!health.rows.some((row) => row.daily)) return null;
  return (
    <section className="site-health__trends" aria-labelledby={headingId}>
      <h2 id={headingId}>Day by day</h2>
      {health.releases ? (
        <p>
          Each line is one day&apos;s 75th percentile. A solid line with a flag marks the day a new release of the site
          began; a dotted line, the day the figures moved most.
        </p>
      ) : (
        <p>
          Each line is one day&apos;s 75th percentile. Releases are not recorded with these measurements, so the marked
          day is where the figures moved most, not a release.
        </p>
      )}
      {pageTypes.map((type) => (
        <section key={type} className="site-health__trend-group" aria-label={PAGE_TYPE_LABELS[type]}>
          <h3>{PAGE_TYPE_LABELS[type]}</h3>
          <div className="site-health__trend-grid">
            {METRICS.map(({ metric }) => {
              const row = health.rows.find((r) => r.pageType === type && r.metric === metric);
              return row?.daily ? (
                <VitalTrendChart key={metric} row={row} from={health.from} to={health.to} releases={health.releases} />
              ) : null;
            })}
          </div>
        </section>
      ))}
    </section>
  );
}
