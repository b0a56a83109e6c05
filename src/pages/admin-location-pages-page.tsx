import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { AdminSection } from '../features/admin/components/AdminSection';
import { RecordManager } from '../features/admin/components/RecordManager';
import { createAdminApi } from '../features/admin-api/admin-api';
import { getIdToken } from '../features/auth/api/firebase-auth';
import { AdminGuard } from '../features/auth/components/AdminGuard';
import { createLocationEditor } from '../features/location-editor/create-location-editor';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';

const api = createAdminApi({ getToken: getIdToken });
// The live preview is the public page's own view, so what the admin sees is what visitors get.
const locationEditor = createLocationEditor(api.locationPages, {
  renderPreview: (fields) => <LocationPageView page={fields} preview />,
});

export function AdminLocationPagesPage() {
  useDocumentTitle('Location Pages');
  useRobotsNoindex();
  return (
    <AdminGuard>
      {() => (
        <AdminSection title="Location Pages">
          <RecordManager editor={locationEditor} />
        </AdminSection>
      )}
    </AdminGuard>
  );
}
