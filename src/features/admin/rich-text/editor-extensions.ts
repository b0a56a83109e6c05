import { Mark, Node, mergeAttributes, type Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { HEADING_TAGS, isAllowedImage, isSafeHref } from '@shared/html-allowlist';

/** A mark that is one allowlisted inline tag with no attributes: sub, sup, small, mark. */
const plainMark = (name: string, tag: string) =>
  Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: () => [tag, 0],
  });

/** Images from this site's image store only, with their alt text and size (as the allowlist has them). */
const OwnImage = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: false,
  addAttributes: () => ({
    src: { default: null },
    alt: { default: null },
    width: { default: null },
    height: { default: null },
  }),
  parseHTML: () => [
    {
      tag: 'img[src]',
      getAttrs: (el) =>
        isAllowedImage({ src: (el as HTMLElement).getAttribute('src'), alt: (el as HTMLElement).getAttribute('alt') })
          ? null
          : false,
    },
  ],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

const HEADING_LEVELS = HEADING_TAGS.map((tag) => Number(tag.slice(1))) as (2 | 3 | 4 | 5 | 6)[];

/**
 * The editor's schema, inside the one allowlist (src/shared/html-allowlist.ts; editor-extensions.test.ts checks
 * every tag it can write is in it): paragraphs, h2–h6, lists, quotes, rules, breaks, bold, italic, underline,
 * strike, sub/superscript, small, highlight, links with the allowed schemes, and this site's images. No code
 * blocks, no h1. Tables are outside the editor: a field holding one opens as HTML (see RichTextField).
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      heading: { levels: HEADING_LEVELS },
      link: {
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        // rel is the sanitizers' to set; the editor writes neither target nor rel nor class.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => isSafeHref(url),
      },
    }),
    plainMark('subscript', 'sub'),
    plainMark('superscript', 'sup'),
    plainMark('small', 'small'),
    plainMark('highlight', 'mark'),
    OwnImage,
  ];
}
