import { paths } from '../../../../paths';
import { API_PATHS, apiPath } from '@shared/api-paths';
import type { Blog } from '@shared/schemas/blog';
import { formatTorontoTime, isScheduled } from '@shared/schedule';
import { RecordStatus } from '../../records/components/RecordStatus';
import { reviewStatus, torontoToday } from '../review-status';
import '../../records/components/record-editor.css';

const IMAGE_PREFIX = apiPath(API_PATHS.image, { name: '' });

/**
 * The small version the API stores beside each uploaded image; other addresses are used as they are. Stored
 * names are the server's own (no slashes or escapes), so they go back into the card path unchanged.
 */
function cardImageOf(path: string): string {
  const name = path.startsWith(IMAGE_PREFIX) ? path.slice(IMAGE_PREFIX.length) : '';
  return name && !name.includes('/') ? apiPath(API_PATHS.cardImage, { name }) : path;
}

/** A blog on the admin list: image, title, status in words (scheduled, review due), date and its public address. */
export function BlogCard({ blog, now }: { blog: Blog; now: number }) {
  const review = reviewStatus(blog, torontoToday(now));
  const scheduled = blog.published && isScheduled(blog.publishAt, now);
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
        <RecordStatus published={blog.published} />
        {blog.published_date && <span>{blog.published_date}</span>}
      </p>
      {scheduled && <p className="blog-card__flag">Scheduled for {formatTorontoTime(blog.publishAt)}</p>}
      {review.due && (
        <p className="blog-card__flag blog-card__flag--due">
          Review due: {review.reason === 'never' ? 'never medically reviewed' : `last reviewed ${blog.lastReviewed}`}
        </p>
      )}
      <p className="blog-card__slug">{paths.article(blog.slug_url)}</p>
    </>
  );
}
