import { sanitizeRichHtml } from '../../lib/sanitize-rich-html';
import type { Blog } from '@shared/schemas/blog';

/** The blog with its content paragraphs sanitized in the browser (DOMPurify, the server's allowlist). */
export function sanitizeBlogHtml(blog: Blog): Blog {
  return {
    ...blog,
    blogs_content: blog.blogs_content.map((item) => ({ ...item, paragraph: sanitizeRichHtml(item.paragraph) })),
  };
}
