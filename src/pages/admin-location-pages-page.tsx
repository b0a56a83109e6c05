import { useMemo } from 'react';
import { useAdminApi } from '../features/admin/api/admin-api-context';
import { createLocationEditor } from '../features/admin/location-pages/create-location-editor';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';
import { sanitizeLocationPageHtml } from '../features/location-pages/sanitize-location-page';
import { reviewFingerprint, type LocationText } from '../shared/review-stamp';
import { ReviewedRecordScreen } from './reviewed-record-screen';

const locationFingerprint = (page: LocationText) => reviewFingerprint('location-page', page);

export function AdminLocationPagesPage() {
  const api = useAdminApi();
  const baseEditor = useMemo(
    () =>
      // The live preview is the public page's own view, so what the admin sees is what visitors get.
      createLocationEditor(api.locationPages, {
        renderPreview: (fields) => <LocationPageView page={sanitizeLocationPageHtml(fields)} preview />,
      }),
    [api],
  );
  return (
    <ReviewedRecordScreen
      editor={baseEditor}
      recordType="location-page"
      recordFingerprint={locationFingerprint}
      formFingerprint={locationFingerprint}
    />
  );
}
