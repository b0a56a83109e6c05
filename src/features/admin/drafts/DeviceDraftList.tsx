import { Link } from 'wouter';
import { draftScreen, draftTitle } from './draft-screens';
import type { DeviceDraft } from './draft-store';
import { formatDraftTime } from './DraftNotice';
import './sign-out-drafts.css';

/**
 * The admin's unsaved drafts on this device, each named with when it was last edited and a way to open it (its
 * screen offers it back with Restore), so nothing is lost to a sign-out the writer did not think through.
 */
export function DeviceDraftList({ drafts }: { drafts: readonly DeviceDraft[] }) {
  return (
    <ul className="plain-list device-drafts">
      {drafts.map((draft) => {
        const screen = draftScreen(draft);
        const title = draftTitle(draft);
        const what = screen ? `${screen.noun.charAt(0).toUpperCase()}${screen.noun.slice(1)}` : 'Draft';
        return (
          <li key={`${draft.formType}:${draft.recordId ?? 'new'}`} className="device-drafts__item">
            <p className="device-drafts__title">{`${what}: ${title}`}</p>
            <p className="device-drafts__time">
              Last edited <time dateTime={draft.savedAt}>{formatDraftTime(draft.savedAt)}</time>
            </p>
            {screen && (
              <Link href={screen.href} className="button button--small button--secondary device-drafts__open">
                {`Open ${title}`}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
