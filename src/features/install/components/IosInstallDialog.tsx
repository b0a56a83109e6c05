import { Dialog } from '../../../components/dialog/Dialog';

/** Safari's Share button: a tray with an arrow leaving it (drawn for this page). */
function ShareIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M11 12H8.5A1.5 1.5 0 0 0 7 13.5v13A1.5 1.5 0 0 0 8.5 28h15a1.5 1.5 0 0 0 1.5-1.5v-13a1.5 1.5 0 0 0-1.5-1.5H21M16 19V4M11 8.5 16 3.5l5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The "Add to Home Screen" menu item's icon: a rounded square with a plus. */
function AddIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="5" y="5" width="22" height="22" rx="5" fill="none" stroke="currentColor" strokeWidth="2.25" />
      <path d="M16 10.5v11M10.5 16h11" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}

/** The manual install steps for iOS Safari, which has no install dialog a page can open. */
export function IosInstallDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open title="Add the app to your Home Screen" onClose={onClose} size="form" className="install-steps">
      <ol className="install-steps__list">
        <li>
          <div className="install-steps__step">
            <span className="install-steps__glyph">
              <ShareIcon />
            </span>
            <p>
              Tap the <strong>Share</strong> button in Safari. On an iPhone it is at the bottom of the screen; on an
              iPad, at the top. If you cannot see it, tap the <strong>More</strong> button (three dots) first.
            </p>
          </div>
        </li>
        <li>
          <div className="install-steps__step">
            <span className="install-steps__glyph">
              <AddIcon />
            </span>
            <p>
              Scroll down the list and tap <strong>Add to Home Screen</strong>.
            </p>
          </div>
        </li>
        <li>
          <div className="install-steps__step">
            <span className="install-steps__glyph install-steps__glyph--text" aria-hidden="true">
              Add
            </span>
            <p>
              Tap <strong>Add</strong>. Our icon appears on your Home Screen: open the app from there.
            </p>
          </div>
        </li>
      </ol>
      <p className="install-steps__note">Safari keeps working as before; the app is simply a quicker way in.</p>
    </Dialog>
  );
}
