import { useMemo } from 'react';
import { createLocationPagesApi } from '../features/admin/api/records-api';
import { createLocationEditor } from '../features/admin/location-pages/create-location-editor';
import { LocationPageView } from '../features/location-pages/components/LocationPageView';
import { sanitizeLocationPageHtml } from '../features/location-pages/sanitize-location-page';
import { useAdminClient } from '../lib/admin-client-context';
import { reviewFingerprint, type LocationText } from '@shared/review-stamp';
import { ReviewedRecordScreen } from './reviewed-record-screen';

const locationFingerprint = (page: LocationText) => reviewFingerprint('location-page', page);

export function AdminLocationPagesPage() {
  const client = useAdminClient();
  const baseEditor = useMemo(
    () =>
      // The live preview is the public page's own view, so what the admin sees is what visitors get.
      createLocationEditor(createLocationPagesApi(client), {
        renderPreview: (fields) => <LocationPageView page={sanitizeLocationPageHtml(fields)} preview />,
      }),
    [client],
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
