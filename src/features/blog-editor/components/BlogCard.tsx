import type { Blog } from '../../../shared/schemas/blog';
import './blog-editor.css';

/** The small version the API stores beside each uploaded image; other addresses are used as they are. */
export const cardImageOf = (path: string): string => path.replace(/^\/api\/images\/(?!cards\/)/, '/api/images/cards/');

/** A blog on the admin list: image, title, status in words, date and address. */
export function BlogCard({ blog }: { blog: Blog }) {
  return (
    <>
      {blog.blog_image ? (
        <img
          className="blog-card__image"
          src={cardImageOf(blog.blog_image)}
          alt=""
          width={320}
          height={180}
          loading="lazy"
        />
      ) : (
        <div className="blog-card__image blog-card__image--empty" aria-hidden="true" />
      )}
      <h2 className="blog-card__title">{blog.title}</h2>
      <p className="blog-card__meta">
        {blog.published ? (
          <span className="blog-card__status">Published</span>
        ) : (
          <span className="blog-card__status blog-card__status--draft">Draft</span>
        )}
        {blog.published_date && <span>{blog.published_date}</span>}
      </p>
      <p className="blog-card__slug">/{blog.slug_url}</p>
    </>
  );
}
