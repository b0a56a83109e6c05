import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, RENAMED_TAGS } from '@shared/html-allowlist';

/**
 * Pasted HTML from Word or Google Docs, reduced to its structure: headings, paragraphs, lists (Word's
 * "MsoListParagraph" paragraphs become real lists), bold, italic, underline and links survive; their styles and
 * markup (`mso-` styles, `<o:p>`, `style`, `class`, `<font>`, Google's wrapping `<b id="docs-internal-guid…">`,
 * conditional comments) do not. What is left is then parsed by the editor's schema, which holds only what the
 * one allowlist permits. Runs in the browser (DOMParser); jsdom in tests.
 */
export function cleanPastedHtml(html: string, parser: DOMParser = new DOMParser()): string {
  const doc = parser.parseFromString(html, 'text/html');
  const body = doc.body;
  removeNoise(body);
  unwrapGoogleDocsWrapper(body);
  convertStyledSpans(body, doc);
  convertWordLists(body, doc);
  reduceToAllowlist(body, doc);
  removeEmptyBlocks(body);
  return body.innerHTML.replace(/\u00a0/g, ' ').trim();
}

const NOISE = 'style, meta, link, title, xml, script, template, head, o\\:p';

function removeNoise(root: HTMLElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  for (const element of [...root.querySelectorAll('*')]) {
    const name = element.tagName.toLowerCase();
    // <o:p> (Word's empty-paragraph marker) has a prefixed name that selectors cannot always match.
    if (element.matches(NOISE) || name === 'o:p' || name.includes(':')) element.remove();
    // Word's list bullet or number ("·", "1.") is drawn by a span marked mso-list:Ignore.
    else if (/mso-list:\s*ignore/i.test(element.getAttribute('style') ?? '')) {
      // Its text says whether the list is numbered; kept on the paragraph until the list is built.
      const paragraph = element.closest('p');
      if (paragraph && paragraph.dataset.marker === undefined) paragraph.dataset.marker = element.textContent ?? '';
      element.remove();
    }
  }
}

/** Google Docs wraps the whole clipboard in a <b style="font-weight:normal" id="docs-internal-guid-…">. */
function unwrapGoogleDocsWrapper(root: HTMLElement): void {
  for (const wrapper of root.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(wrapper);
}

/** Google Docs marks bold and italic with styles on spans: they become <strong> and <em>. */
function convertStyledSpans(root: HTMLElement, doc: Document): void {
  for (const span of [...root.querySelectorAll('span')]) {
    const style = (span.getAttribute('style') ?? '').toLowerCase();
    let content: Node = span;
    const wrapIn = (tag: string) => {
      const wrapper = doc.createElement(tag);
      wrapper.append(...content.childNodes);
      content.appendChild(wrapper);
      content = wrapper;
    };
    if (/font-weight:\s*(bold|[6-9]00)/.test(style)) wrapIn('strong');
    if (/font-style:\s*italic/.test(style)) wrapIn('em');
    if (/text-decoration[^;]*underline/.test(style) && !span.closest('a')) wrapIn('u');
  }
}

/** "1.", "a)", "iv." — a numbered item; bullets ("·", "o", "§", "•") are not. */
const NUMBER_MARKER = /^[\s\u00a0]*(\d+|[a-z]|[ivxlc]+)[.)][\s\u00a0]*$/i;

/** Word writes list items as paragraphs styled `mso-list:l0 level1 lfo1`; consecutive ones form one list. */
function convertWordLists(root: HTMLElement, doc: Document): void {
  const isListParagraph = (el: Element | null): el is HTMLElement =>
    el !== null &&
    el.tagName === 'P' &&
    (/mso-list:/i.test(el.getAttribute('style') ?? '') || /MsoListParagraph/i.test(el.getAttribute('class') ?? ''));
  for (const first of [...root.querySelectorAll('p')]) {
    if (!first.isConnected || !isListParagraph(first) || isListParagraph(first.previousElementSibling)) continue;
    const items: HTMLElement[] = [];
    for (let el: Element | null = first; isListParagraph(el); el = el.nextElementSibling) items.push(el);
    const ordered = NUMBER_MARKER.test(first.dataset.marker ?? '');
    const list = doc.createElement(ordered ? 'ol' : 'ul');
    first.before(list);
    for (const item of items) {
      const li = doc.createElement('li');
      li.append(...item.childNodes);
      list.append(li);
      item.remove();
    }
  }
}

function reduceToAllowlist(root: HTMLElement, doc: Document): void {
  const allowed = new Set<string>(ALLOWED_TAGS);
  for (const element of [...root.querySelectorAll('*')].reverse()) {
    const name = element.tagName.toLowerCase();
    const renamed = RENAMED_TAGS[name];
    if (renamed) {
      const replacement = doc.createElement(renamed);
      replacement.append(...element.childNodes);
      element.replaceWith(replacement);
      continue;
    }
    if (!allowed.has(name)) {
      unwrap(element);
      continue;
    }
    const keep = ALLOWED_ATTRIBUTES[name as keyof typeof ALLOWED_ATTRIBUTES] ?? [];
    for (const attribute of element.getAttributeNames())
      if (!keep.includes(attribute)) element.removeAttribute(attribute);
  }
}

/** Word's blank lines (`<p><o:p>&nbsp;</o:p></p>`) and Google's spacer paragraphs carry no content. */
function removeEmptyBlocks(root: HTMLElement): void {
  for (const block of [...root.querySelectorAll('p, h2, h3, h4, h5, h6, li, strong, em, b, i, u')].reverse()) {
    if ((block.textContent ?? '').replace(/[\s\u00a0]/g, '') === '' && !block.querySelector('img, br')) block.remove();
  }
  // A break between blocks (Google's spacer lines, its trailing Apple-interchange-newline) is an empty line.
  for (const br of root.querySelectorAll('br')) if (br.parentElement === root) br.remove();
}

function unwrap(element: Element): void {
  element.replaceWith(...element.childNodes);
}
