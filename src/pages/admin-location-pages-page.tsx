import { useDocumentTitle } from '../app/use-document-title';
import { useRobotsNoindex } from '../app/use-robots-noindex';
import { AdminSection } from '../features/admin/components/AdminSection';
import { AdminGuard } from '../features/auth/components/AdminGuard';

export function AdminLocationPagesPage() {
  useDocumentTitle('Location Pages');
  useRobotsNoindex();
  return <AdminGuard>{() => <AdminSection title="Location Pages" />}</AdminGuard>;
}
