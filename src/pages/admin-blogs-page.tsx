import { lazy, Suspense, useMemo } from 'react';
import { createBlogsApi, createLocationPagesApi, getCategories } from '../features/admin/api/records-api';
import { createBlogEditor } from '../features/admin/blogs/create-blog-editor';
import { createImageUpload } from '../features/media/api/upload-image';
import { sanitizeBlogHtml } from '../features/articles/sanitize-blog';
import { useAdminClient } from '../lib/admin-client-context';
import { reviewFingerprint, type BlogText } from '@shared/review-stamp';
import { paths } from '../paths';
import { ReviewedRecordScreen } from './reviewed-record-screen';

// The public article page's chunk, which the preview shares rather than splitting it (first-load JS, decision 0016).
const BlogArticle = lazy(() => import('./article-page').then((m) => ({ default: m.BlogArticle })));

/** The paths listed in the build's sitemap.xml (every prerendered public page). */
async function sitemapPaths(signal?: AbortSignal): Promise<string[]> {
  const response = await fetch('/sitemap.xml', { signal });
  if (!response.ok) return [];
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
  return [...xml.getElementsByTagName('loc')].map((loc) => new URL(loc.textContent ?? '/', location.origin).pathname);
}

const blogFingerprint = (blog: BlogText) => reviewFingerprint('blog', blog);

export function AdminBlogsPage() {
  const client = useAdminClient();
  const baseEditor = useMemo(() => {
    const blogs = createBlogsApi(client);
    const locationPages = createLocationPagesApi(client);
    return createBlogEditor(
      {
        ...blogs,
        categories: (signal) => getCategories(client, signal),
        uploadImage: createImageUpload(client),
        // Pages that exist besides the fixed ones: bundled articles, blogs and location pages.
        knownSitePaths: async (signal) => {
          // The bundled articles are in the build's sitemap; importing their list here would split it out of
          // the public chunks.
          const [blogList, locations, bundled] = await Promise.all([
            blogs.list(signal),
            locationPages.list(signal),
            sitemapPaths(signal),
          ]);
          return [
            ...bundled,
            ...blogList.map((blog) => paths.article(blog.slug_url)),
            ...locations.map((page) => paths.location(page.slug_url)),
          ];
        },
      },
      // The live preview is the public blog page's own view, unchanged, so what the admin sees is what visitors
      // get (headings included); the editor's styles leave out the breadcrumb, and no Staff Pick is passed.
      {
        renderPreview: (blog) => (
          <Suspense fallback={null}>
            <BlogArticle blog={sanitizeBlogHtml(blog)} staffPicks={[]} />
          </Suspense>
        ),
      },
    );
  }, [client]);
  return (
    <ReviewedRecordScreen
      editor={baseEditor}
      recordType="blog"
      recordFingerprint={blogFingerprint}
      formFingerprint={blogFingerprint}
    />
  );
}
