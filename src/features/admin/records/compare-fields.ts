import type { FieldChange } from './editor-types';

/** Text of HTML for people: tags dropped, blocks on their own lines. */
export function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|h\d|li|blockquote)>/gi, '$&\n'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * A nested value (a location page's hours or accessibility, decision in docs/location-directions.md) as lines of
 * "name: value": a day's hours as 10:00–17:00, a closed day (null) as closed.
 */
function objectText(field: string, value: Record<string, unknown>): string {
  if (typeof value.open === 'string' && typeof value.close === 'string') return `${value.open}–${value.close}`;
  return Object.entries(value)
    .filter(([, part]) => part !== undefined)
    .map(([key, part]) => {
      const text =
        part === null && field === 'hours'
          ? 'closed'
          : typeof part === 'object' && part !== null
            ? objectText(field, part as Record<string, unknown>)
            : asText(key, part);
      return `${key.replace(/_/g, ' ')}: ${text}`;
    })
    .join('\n');
}

function asText(field: string, value: unknown): string {
  if (typeof value === 'boolean') return field === 'published' ? (value ? 'Published' : 'Draft') : value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        typeof item === 'object' && item !== null
          ? Object.values(item as Record<string, unknown>)
              .map((part) => htmlText(String(part ?? '')))
              .join('\n')
          : String(item),
      )
      .join('\n\n');
  }
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'object') return objectText(field, value as Record<string, unknown>);
  return htmlText(String(value));
}

/**
 * A field-by-field comparison of two versions of a record (the API's input shape), in the labels of the form:
 * only the fields that differ, HTML shown as its text, and a note where only the formatting differs.
 */
export function compareFields(
  version: Record<string, unknown>,
  current: Record<string, unknown>,
  labels: Readonly<Record<string, string>>,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(labels), ...Object.keys(version), ...Object.keys(current)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (!(field in version) && !(field in current)) continue;
    if (JSON.stringify(version[field] ?? '') === JSON.stringify(current[field] ?? '')) continue;
    let then = asText(field, version[field]);
    let now = asText(field, current[field]);
    if (then === now) {
      then += ' (formatting differs)';
      now += ' (formatting differs)';
    }
    changes.push({ field, label: labels[field] ?? field, version: then, current: now });
  }
  return changes;
}
