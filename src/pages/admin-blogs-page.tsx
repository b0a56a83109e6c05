import { useMemo } from 'react';
import { useAdminApi } from '../features/admin/api/admin-api-context';
import { createBlogEditor } from '../features/admin/blogs/create-blog-editor';
import { RecordManager } from '../features/admin/records/components/RecordManager';

export function AdminBlogsPage() {
  const api = useAdminApi();
  const editor = useMemo(
    () => createBlogEditor({ ...api.blogs, categories: api.categories, uploadImage: api.uploadImage }),
    [api],
  );
  return <RecordManager editor={editor} />;
}
