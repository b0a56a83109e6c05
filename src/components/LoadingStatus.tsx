import './loading-status.css';

type LoadingStatusProps = { label?: string };

/** A polite live region, so screen-reader users hear that something is on its way. */
export function LoadingStatus({ label = 'Loading…' }: LoadingStatusProps) {
  return (
    <div className="loading-status" role="status">
      <span className="loading-status__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
