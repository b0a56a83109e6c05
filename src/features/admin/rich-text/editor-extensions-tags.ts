import { HEADING_TAGS } from '../../../shared/html-allowlist';

/** Tags the editor can open without losing anything; a field with any other tag opens as HTML instead. */
export const EDITABLE_TAGS = new Set([
  ...HEADING_TAGS,
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'a',
  'img',
]);
