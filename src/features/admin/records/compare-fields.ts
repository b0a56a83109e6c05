import type { FieldChange } from './editor-types';

/** Text of HTML for people: tags dropped, blocks on their own lines. */
export function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const doc = new DOMParser().parseFromString(html.replace(/<\/(p|h\d|li|blockquote)>/gi, '$&\n'), 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
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
