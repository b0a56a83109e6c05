import { EDITABLE_TAGS } from './editor-extensions-tags';

/**
 * Whether stored HTML can open in the rich-text editor without losing anything: every element is one the
 * editor's schema holds (tables, for instance, are not). Otherwise the field opens as HTML, so existing content is never changed by merely opening it.
 */
export function isEditableHtml(html: string, parser: DOMParser = new DOMParser()): boolean {
  const doc = parser.parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll('*')) {
    if (!EDITABLE_TAGS.has(element.localName)) return false;
  }
  return true;
}
