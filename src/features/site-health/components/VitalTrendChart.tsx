import { useId } from 'react';
import { VITAL_THRESHOLDS, type SiteHealthRelease, type SiteHealthRow } from '@shared/schemas/client-report';
import { formatValue } from './site-health-format';
import { formatDay, trendSentence } from './trend-summary';

const DAY_MS = 24 * 60 * 60_000;
const WIDTH = 320;
const HEIGHT = 150;
const LEFT = 8;
const RIGHT = 8;
const TOP = 8;
const BOTTOM = 22;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

type VitalTrendChartProps = {
  row: SiteHealthRow;
  /** The period's first and last day (UTC dates): the chart's left and right edges. */
  from: string;
  to: string;
  /** Days a new release began (marked with a solid line and a flag). */
  releases?: readonly SiteHealthRelease[];
};

/**
 * One metric's daily 75th percentile over the period, hand-drawn in SVG: the "good" and "poor" thresholds as labelled
 * dashed lines, the day it moved most marked, each release's first day flagged, gaps where a day had no visits. The
 * caption says the same in words.
 */
export function VitalTrendChart({ row, from, to, releases = [] }: VitalTrendChartProps) {
  const captionId = useId();
  const points = row.daily ?? [];
  const [good, poor] = VITAL_THRESHOLDS[row.metric];
  const top = Math.max(poor * 1.25, ...points.map((p) => p.p75)) || 1;
  const span = Math.max(1, (dayMs(to) - dayMs(from)) / DAY_MS);
  const x = (day: string) => LEFT + (((dayMs(day) - dayMs(from)) / DAY_MS) * PLOT_W) / span;
  const y = (value: number) => TOP + PLOT_H * (1 - value / top);
  const text = (value: number) => formatValue({ metric: row.metric, p75: value, beyondLastBucket: false });

  // Consecutive days join; a day without visits breaks the line rather than bridging it.
  const runs: (typeof points)[] = [];
  points.forEach((point, i) => {
    const previous = points[i - 1];
    if (previous && dayMs(point.day) - dayMs(previous.day) === DAY_MS) runs.at(-1)?.push(point);
    else runs.push([point]);
  });
  const change = row.change?.notable ? row.change : null;
  const releaseDays = [...new Set(releases.map((r) => r.day))];
  const releaseWords = releaseDays.length
    ? `, and ${releaseDays.length === 1 ? 'a new release' : 'new releases'} on ${releaseDays.map(formatDay).join(', ')}`
    : '';

  return (
    <figure className="vital-trend" aria-labelledby={captionId}>
      <figcaption id={captionId} className="vital-trend__caption">
        {trendSentence(row, releases)}
      </figcaption>
      <svg
        className="vital-trend__chart"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Line chart of the daily 75th percentile of ${row.metric}, ${formatDay(from)} to ${formatDay(to)}, with the good and poor thresholds${releaseWords}.`}
      >
        <line className="vital-trend__axis" x1={LEFT} x2={WIDTH - RIGHT} y1={TOP + PLOT_H} y2={TOP + PLOT_H} />
        {(
          [
            ['good', good, `good up to ${text(good)}`],
            ['poor', poor, `poor over ${text(poor)}`],
          ] as const
        ).map(([kind, value, label]) => (
          <g key={kind} className={`vital-trend__threshold vital-trend__threshold--${kind}`}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(value)} y2={y(value)} />
            <text x={WIDTH - RIGHT} y={y(value) - 3} textAnchor="end">
              {label}
            </text>
          </g>
        ))}
        {releaseDays.map((day) => (
          <g key={day} className="vital-trend__release">
            <line x1={x(day)} x2={x(day)} y1={TOP} y2={TOP + PLOT_H} />
            <path d={`M${x(day)},${TOP} l7,3 l-7,3 z`} />
          </g>
        ))}
        {change && (
          <g className="vital-trend__change">
            <line x1={x(change.day)} x2={x(change.day)} y1={TOP} y2={TOP + PLOT_H} />
            <text x={x(change.day) + 3} y={TOP + 10}>
              {formatDay(change.day)}
            </text>
          </g>
        )}
        {runs.map((run) => (
          <polyline
            key={run[0]!.day}
            className="vital-trend__line"
            points={run.map((p) => `${x(p.day).toFixed(1)},${y(p.p75).toFixed(1)}`).join(' ')}
          />
        ))}
        {points.map((p) => (
          <circle key={p.day} className="vital-trend__point" cx={x(p.day)} cy={y(p.p75)} r={2.5} />
        ))}
        <text className="vital-trend__day" x={LEFT} y={HEIGHT - 6}>
          {formatDay(from)}
        </text>
        <text className="vital-trend__day" x={WIDTH - RIGHT} y={HEIGHT - 6} textAnchor="end">
          {formatDay(to)}
        </text>
      </svg>
    </figure>
  );
}
