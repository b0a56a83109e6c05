import { useAdminApi } from '../features/admin/api/admin-api-context';
import { OutboxScreen } from '../features/admin/outbox/components/OutboxScreen';

export function AdminOutboxPage() {
  return <OutboxScreen api={useAdminApi().outbox} />;
}
