import { createContext, useContext, type ReactNode } from 'react';

const DraftOwnerContext = createContext<string | null>(null);

/** Set by the admin layout with the signed-in admin's uid, so drafts are written as theirs (this feature knows nothing of auth). */
export function DraftOwnerProvider({ owner, children }: { owner: string; children: ReactNode }) {
  return <DraftOwnerContext value={owner}>{children}</DraftOwnerContext>;
}

/** The uid drafts belong to, or null outside the portal (tests): then drafts have no owner. */
export function useDraftOwner(): string | null {
  return useContext(DraftOwnerContext);
}
