import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { AdminSection } from '../features/admin/components/AdminSection';
import { AdminGuard } from '../features/auth/components/AdminGuard';

export function AdminInquiriesPage() {
  useDocumentTitle('Inquiries');
  useRobotsNoindex();
  return <AdminGuard>{() => <AdminSection title="Inquiries" />}</AdminGuard>;
}
