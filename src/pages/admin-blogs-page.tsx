import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { AdminSection } from '../features/admin/components/AdminSection';
import { RecordManager } from '../features/admin/components/RecordManager';
import { createAdminApi } from '../features/admin-api/admin-api';
import { getIdToken } from '../features/auth/api/firebase-auth';
import { AdminGuard } from '../features/auth/components/AdminGuard';
import { createBlogEditor } from '../features/blog-editor/create-blog-editor';

const api = createAdminApi({ getToken: getIdToken });
const blogEditor = createBlogEditor({ ...api.blogs, categories: api.categories, uploadImage: api.uploadImage });

export function AdminBlogsPage() {
  useDocumentTitle('Blogs');
  useRobotsNoindex();
  return (
    <AdminGuard>
      {() => (
        <AdminSection title="Blogs">
          <RecordManager editor={blogEditor} />
        </AdminSection>
      )}
    </AdminGuard>
  );
}
