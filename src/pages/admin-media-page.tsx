import { useAdminApi } from '../features/admin/api/admin-api-context';
import { MediaLibraryScreen } from '../features/media/components/MediaLibraryScreen';

export function AdminMediaPage() {
  return <MediaLibraryScreen api={useAdminApi().media} />;
}
