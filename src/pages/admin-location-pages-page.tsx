import { useMemo } from 'react';
import { useAdminApi } from '../features/admin/api/admin-api-context';
import { createLocationEditor } from '../features/admin/location-pages/create-location-editor';
import { RecordManager } from '../features/admin/records/components/RecordManager';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';
import { sanitizeLocationPageHtml } from '../features/location-pages/sanitize-location-page';
import { WithMediaPicker } from './admin-image-picker';

export function AdminLocationPagesPage() {
  const api = useAdminApi();
  const editor = useMemo(
    () =>
      // The live preview is the public page's own view, so what the admin sees is what visitors get.
      createLocationEditor(api.locationPages, {
        renderPreview: (fields) => <LocationPageView page={sanitizeLocationPageHtml(fields)} preview />,
      }),
    [api],
  );
  return (
    <WithMediaPicker>
      <RecordManager editor={editor} />
    </WithMediaPicker>
  );
}
