import {
  LOCATION_REVIEWED_FIELDS,
  plainWords,
  type BlogText,
  type LocationText,
  type ReviewedType,
} from '@shared/review-stamp';

/**
 * What changed in a record's text since a review link was sent, word by word, for the reviewer's "changed since
 * sent" notice (decision 0028). The same plain words as the fingerprint: markup that changed alone is no change.
 */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };
export type FieldChange = { label: string; parts: DiffPart[] };

/** Above this many word pairs (after the common start and end are set aside) a field is shown as replaced whole. */
export const DIFF_CELL_LIMIT = 4_000_000;

const words = (text: string) => (text ? text.split(' ') : []);

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text = `${last.text} ${text}`;
  else parts.push({ kind, text });
}

/** A word diff of two plain texts: the longest common subsequence of their words, the rest added or removed. */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(' '));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  if (n * m > DIFF_CELL_LIMIT) {
    push(parts, 'removed', midA.join(' '));
    push(parts, 'added', midB.join(' '));
  } else {
    // lcs[i * (m + 1) + j]: the common words of midA[i..] and midB[j..].
    const lcs = new Uint32Array((n + 1) * (m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) {
        lcs[i * (m + 1) + j] =
          midA[i] === midB[j]
            ? (lcs[(i + 1) * (m + 1) + j + 1] as number) + 1
            : Math.max(lcs[(i + 1) * (m + 1) + j] as number, lcs[i * (m + 1) + j + 1] as number);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        push(parts, 'same', midA[i++] as string);
        j++;
      } else if (i < n && (j === m || (lcs[(i + 1) * (m + 1) + j] as number) >= (lcs[i * (m + 1) + j + 1] as number))) {
        // Removed before added, as a reader expects "800 → 2000".
        push(parts, 'removed', midA[i++] as string);
      } else {
        push(parts, 'added', midB[j++] as string);
      }
    }
  }
  push(parts, 'same', a.slice(endA).join(' '));
  return parts;
}

const LOCATION_LABELS: Record<(typeof LOCATION_REVIEWED_FIELDS)[number], string> = {
  main_heading: 'Main heading',
  main_paragraph: 'Main paragraph',
  highlighted_heading: 'Highlighted heading',
  heading_1: 'Heading 1',
  paragraph_1: 'Paragraph 1',
  heading_2: 'Heading 2',
  paragraph_2: 'Paragraph 2',
  heading_3: 'Heading 3',
  paragraph_3: 'Paragraph 3',
  heading_4: 'Heading 4',
  paragraph_4: 'Paragraph 4',
};

function labelledText(type: ReviewedType, record: BlogText | LocationText): Map<string, string> {
  const fields = new Map<string, string>();
  if (type === 'blog') {
    const blog = record as BlogText;
    fields.set('Title', plainWords(blog.title));
    fields.set('Summary', plainWords(blog.brief_paragraph));
    blog.blogs_content.forEach((item, index) => {
      fields.set(`Section ${index + 1} heading`, plainWords(item.heading));
      fields.set(`Section ${index + 1} text`, plainWords(item.paragraph));
    });
    return fields;
  }
  const page = record as LocationText;
  for (const field of LOCATION_REVIEWED_FIELDS) fields.set(LOCATION_LABELS[field], plainWords(page[field] ?? ''));
  return fields;
}

/** The fields whose words differ between the text sent for review and the text now, each with its changes marked. */
export function reviewChanges(
  type: ReviewedType,
  sent: BlogText | LocationText,
  current: BlogText | LocationText,
): FieldChange[] {
  const before = labelledText(type, sent);
  const after = labelledText(type, current);
  const labels = [...new Set([...after.keys(), ...before.keys()])];
  return labels
    .filter((label) => (before.get(label) ?? '') !== (after.get(label) ?? ''))
    .map((label) => ({ label, parts: diffWords(before.get(label) ?? '', after.get(label) ?? '') }));
}
