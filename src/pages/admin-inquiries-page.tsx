import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { AdminSection } from '../features/admin/components/AdminSection';
import { createAdminApi } from '../features/admin-api/admin-api';
import { getIdToken } from '../features/auth/api/firebase-auth';
import { AdminGuard } from '../features/auth/components/AdminGuard';
import { InquiriesScreen } from '../features/inquiries/components/InquiriesScreen';

const api = createAdminApi({ getToken: getIdToken });

export function AdminInquiriesPage() {
  useDocumentTitle('Inquiries');
  useRobotsNoindex();
  return (
    <AdminGuard>
      {() => (
        <AdminSection title="Inquiries">
          <InquiriesScreen api={api.inquiries} />
        </AdminSection>
      )}
    </AdminGuard>
  );
}
