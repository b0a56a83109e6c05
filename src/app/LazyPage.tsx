import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { LoadingStatus } from '../components/LoadingStatus';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export function LazyPage({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    // Keyed by location so a failed page does not keep its error after the visitor moves on.
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<LoadingStatus label="Loading page…" />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
