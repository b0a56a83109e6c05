import { useMemo } from 'react';
import { EraseSubscriberForm } from '../features/inquiries/components/EraseSubscriberForm';
import { InquiriesScreen } from '../features/inquiries/components/InquiriesScreen';
import { createInquiriesApi } from '../features/inquiries/api/inquiries-api';
import { useAdminClient } from '../lib/admin-client-context';

export function AdminInquiriesPage() {
  const client = useAdminClient();
  const inquiries = useMemo(() => createInquiriesApi(client), [client]);
  return (
    <>
      <InquiriesScreen api={inquiries} />
      <EraseSubscriberForm api={inquiries} />
    </>
  );
}
