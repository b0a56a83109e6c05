import { useAdminApi } from '../features/admin/api/admin-api-context';
import { InquiriesScreen } from '../features/admin/inquiries/components/InquiriesScreen';

export function AdminInquiriesPage() {
  return <InquiriesScreen api={useAdminApi().inquiries} />;
}
