import type { BannerControls } from './use-banner';
import './status-banner.css';

type StatusBannerProps = { controls: BannerControls; hidden?: boolean };

/**
 * Both live regions stay in the page, empty when there is nothing to say, so screen readers announce
 * a message as it arrives: successes politely (role status), failures at once (role alert).
 */
export function StatusBanner({ controls, hidden = false }: StatusBannerProps) {
  const { banner, dismiss, pause, resume } = controls;
  const visible = hidden ? null : banner;

  const body = visible && (
    <div
      className={`status-banner status-banner--${visible.kind}`}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <span className="status-banner__icon" aria-hidden="true">
        {visible.kind === 'success' ? '✓' : '!'}
      </span>
      <p className="status-banner__message">
        <span className="visually-hidden">{visible.kind === 'success' ? 'Done: ' : 'Problem: '}</span>
        {visible.message}
      </p>
      <div className="status-banner__actions">
        {visible.action && (
          <button
            type="button"
            className="button button--small status-banner__action"
            onClick={() => {
              const action = visible.action;
              dismiss();
              action?.run();
            }}
          >
            {visible.action.label}
          </button>
        )}
        <button type="button" className="text-link-button" onClick={dismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );

  return (
    <div className="status-banners">
      <div role="status">{visible?.kind === 'success' ? body : null}</div>
      <div role="alert">{visible?.kind === 'error' ? body : null}</div>
    </div>
  );
}
