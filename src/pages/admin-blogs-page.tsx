import { useMemo } from 'react';
import { useAdminApi } from '../features/admin/api/admin-api-context';
import { createBlogEditor } from '../features/admin/blogs/create-blog-editor';
import { RecordManager } from '../features/admin/records/components/RecordManager';
import { ARTICLE_SUMMARIES } from '../features/articles/content/article-summaries';
import { paths } from '../paths';

export function AdminBlogsPage() {
  const api = useAdminApi();
  const editor = useMemo(
    () =>
      createBlogEditor({
        ...api.blogs,
        categories: api.categories,
        uploadImage: api.uploadImage,
        // Pages that exist besides the fixed ones: bundled articles, blogs and location pages.
        knownSitePaths: async (signal) => {
          const [blogs, locations] = await Promise.all([api.blogs.list(signal), api.locationPages.list(signal)]);
          return [
            ...ARTICLE_SUMMARIES.map((article) => paths.article(article.slug_url)),
            ...blogs.map((blog) => paths.article(blog.slug_url)),
            ...locations.map((page) => paths.location(page.slug_url)),
          ];
        },
      }),
    [api],
  );
  return <RecordManager editor={editor} />;
}
