import { useMemo } from 'react';
import { createMediaApi } from '../features/media/api/media-api';
import { MediaLibraryScreen } from '../features/media/components/MediaLibraryScreen';
import { useAdminClient } from '../lib/admin-client-context';

export function AdminMediaPage() {
  const client = useAdminClient();
  return <MediaLibraryScreen api={useMemo(() => createMediaApi(client), [client])} />;
}
