import type { Blog } from '@shared/schemas/blog';
import type { LocationPage } from '@shared/schemas/location-page';
import type { SearchDocument } from '@shared/schemas/search-document';
import { isPubliclyVisible, nextPublishTime } from '@shared/schedule';
import { htmlToPlainText, joinText } from '@shared/search/plain-text';
import { SHARED_PATHS as paths } from '@shared/site-paths';
import { blogs } from '../blogs/blogs';
import { locationPages } from '../location-pages/location-pages';

/**
 * A stored page's text in the search documents: enough to find it by what its first sections say, small enough
 * that the documents of a few hundred posts stay a light download for the browser's offline search.
 */
export const STORED_TEXT_MAX = 6000;

const cut = (text: string) => text.slice(0, STORED_TEXT_MAX);

export function blogSearchDocument(blog: Blog): SearchDocument {
  const sections = blog.blogs_content.map((item) => joinText(item.heading, htmlToPlainText(item.paragraph)));
  return {
    id: `blog:${blog.slug_url}`,
    kind: 'article',
    title: blog.title,
    url: paths.article(blog.slug_url),
    text: cut(joinText(blog.brief_paragraph, ...sections)),
  };
}

export function locationSearchDocument(page: LocationPage): SearchDocument {
  const text = joinText(
    page.highlighted_heading,
    htmlToPlainText(page.main_paragraph),
    ...([1, 2, 3, 4] as const).map((n) => joinText(page[`heading_${n}`], htmlToPlainText(page[`paragraph_${n}`]))),
  );
  return {
    id: `location:${page.slug_url}`,
    kind: 'location',
    title: page.main_heading,
    url: paths.location(page.slug_url),
    text: cut(text),
  };
}

type Stored = { published: boolean; publishAt?: string };

/**
 * The rule of `GET /api/search-documents`: published records whose time has come, nothing else. The collections'
 * public lists already leave out drafts, scheduled posts and the trash (a separate collection); this checks again,
 * so a change there can never leak an unpublished page into search.
 */
export function publicSearchDocuments(
  records: { blogs: readonly Blog[]; locationPages: readonly LocationPage[] },
  now: number,
): SearchDocument[] {
  const visible = <T extends Stored>(list: readonly T[]) => list.filter((record) => isPubliclyVisible(record, now));
  return [
    ...visible(records.locationPages).map(locationSearchDocument),
    ...visible(records.blogs).map(blogSearchDocument),
  ];
}

/** The published blogs and location pages as search documents, and when the next scheduled blog goes public. */
export async function listSearchDocuments(
  now = Date.now(),
): Promise<{ documents: SearchDocument[]; nextPublishAt: number | null }> {
  const [blogList, locationList] = await Promise.all([blogs.publicList(now), locationPages.publicList(now)]);
  const documents = publicSearchDocuments(
    { blogs: blogList.records as Blog[], locationPages: locationList.records as LocationPage[] },
    now,
  );
  const pending = [...blogList.pending, ...locationList.pending] as Stored[];
  return { documents, nextPublishAt: nextPublishTime(pending, now) };
}
