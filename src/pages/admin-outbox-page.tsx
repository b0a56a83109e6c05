import { useMemo } from 'react';
import { createOutboxApi } from '../features/outbox/api/outbox-api';
import { OutboxScreen } from '../features/outbox/components/OutboxScreen';
import { useAdminClient } from '../lib/admin-client-context';

export function AdminOutboxPage() {
  const client = useAdminClient();
  return <OutboxScreen api={useMemo(() => createOutboxApi(client), [client])} />;
}
