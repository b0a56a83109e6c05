/**
 * What the revision and trash routes answer, shared by the functions that build the answers and the
 * admin portal that shows them.
 */

export type RevisionAction = 'create' | 'update' | 'restore';

/** A saved version of a record, as the History panel lists it (newest first). */
export type RevisionSummary = {
  revision_id: string;
  at: string;
  by: string;
  action: RevisionAction;
  title: string;
  /** Why this version was saved, when a choice made it (e.g. keeping or withdrawing a review stamp). */
  note?: string;
};

/** A deleted record waiting in the trash (restorable, with its id and address, until expiresAt). */
export type TrashEntry = {
  id: string;
  title: string;
  slug_url: string;
  deletedAt: string;
  deletedBy: string;
  expiresAt: string;
};
