import type { PageType, SiteHealthRelease, SiteHealthRow } from '@shared/schemas/client-report';
import { formatValue, PAGE_TYPE_LABELS } from './site-health-format';

/** "Nov 18" from a UTC date (YYYY-MM-DD): the day as the stored histograms count it. */
export function formatDay(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** Where a sentence puts the figures: the table's labels, read mid-sentence. */
const PLACES: Partial<Record<PageType, string>> = {
  home: 'the home page',
  'sign-in': 'the sign-in page',
  admin: 'the admin portal',
};
const placeOf = (type: PageType) => PLACES[type] ?? PAGE_TYPE_LABELS[type].toLowerCase();

const value = (row: SiteHealthRow, p75: number, beyondLastBucket = false) =>
  formatValue({ metric: row.metric, p75, beyondLastBucket });

/**
 * The line in words, for those who do not see it: "LCP on blog posts rose from 1.9 s to 2.6 s on Nov 18." The
 * figures are the 75th percentiles of every visit before and after the day the line moved most, which the server
 * computes from the stored daily histograms. When a release began that day, the sentence says so.
 */
export function trendSentence(row: SiteHealthRow, releases: readonly SiteHealthRelease[] = []): string {
  const where = `${row.metric} on ${placeOf(row.pageType)}`;
  const days = row.daily ?? [];
  const { change } = row;
  if (!change || days.length < 2) {
    const only = days[0];
    return only
      ? `${where} was ${value(row, only.p75, only.beyondLastBucket)} on ${formatDay(only.day)}, the only day with visits so far.`
      : `${where} was ${formatValue(row)} over the period.`;
  }
  if (!change.notable) {
    return `${where} held steady at about ${formatValue(row)} from ${formatDay(days[0]!.day)} to ${formatDay(days.at(-1)!.day)}.`;
  }
  const verb = change.after > change.before ? 'rose' : 'fell';
  const release = releases.some((r) => r.day === change.day) ? ', the day a new release began' : '';
  return `${where} ${verb} from ${value(row, change.before)} to ${value(row, change.after)} on ${formatDay(change.day)}${release}.`;
}
