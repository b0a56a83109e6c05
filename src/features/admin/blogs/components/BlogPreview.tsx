import { sanitizeRichHtml as sanitizeRichText } from '../../../../lib/sanitize-rich-html';
import { dropEmptyContentItems } from '../../../../shared/schemas/blog';
import type { Category } from '../../../../shared/schemas/category';
import type { BlogFormValues } from '../blog-form';
import '../../records/components/record-editor.css';

type BlogPreviewProps = { value: BlogFormValues; categories: Category[] };

/**
 * The blog as visitors will see it: only complete content items, HTML sanitized as on the public site.
 * Headings start at h3 because the preview sits inside the popup (whose title is the h2).
 */
export function BlogPreview({ value, categories }: BlogPreviewProps) {
  const category = categories.find((c) => c.category_id === value.category)?.category;
  const items = dropEmptyContentItems(value.blogs_content);
  const meta = [category, value.published_date.trim()].filter(Boolean).join(' · ');

  return (
    <article className="blog-preview">
      {!value.published && <p className="blog-preview__draft">Draft: visitors will not see this blog.</p>}
      {meta && <p className="blog-preview__meta">{meta}</p>}
      <h3 className="blog-preview__title">{value.title.trim() || 'Your title appears here'}</h3>
      {value.brief_paragraph.trim() && <p className="blog-preview__lead">{value.brief_paragraph}</p>}
      {value.blog_image && (
        <img
          className="blog-preview__image"
          src={value.blog_image}
          alt={value.blog_image_alt}
          width={960}
          height={540}
        />
      )}
      {items.length === 0 && <p className="blog-preview__empty">Complete a content item to see the blog’s body.</p>}
      {items.map((item, index) => (
        <section key={index} className="blog-preview__section">
          <h4>{item.heading}</h4>
          <div className="blog-preview__html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(item.paragraph) }} />
        </section>
      ))}
    </article>
  );
}
