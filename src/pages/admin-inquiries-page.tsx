import { useAdminApi } from '../features/admin/api/admin-api-context';
import { EraseSubscriberForm } from '../features/admin/inquiries/components/EraseSubscriberForm';
import { InquiriesScreen } from '../features/admin/inquiries/components/InquiriesScreen';

export function AdminInquiriesPage() {
  const { inquiries } = useAdminApi();
  return (
    <>
      <InquiriesScreen api={inquiries} />
      <EraseSubscriberForm api={inquiries} />
    </>
  );
}
