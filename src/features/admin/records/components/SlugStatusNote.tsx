import type { SlugStatus } from '../editor-types';

type SlugStatusNoteProps = {
  status: SlugStatus;
  /** "blog", "location page": who else could be using the address. */
  noun: string;
  /** A field message is showing already (the slug is invalid or taken): the note stays quiet. */
  hasError: boolean;
};

function statusText(status: SlugStatus, noun: string): string | null {
  if (status.state === 'checking') return `Checking that no other ${noun} uses this address…`;
  if (status.state === 'available' && status.redirectsTo) {
    // Decision 0024: the old address of another record; saving here ends that record's redirect.
    return `This address is free, but it is an old address of another ${noun}, now at "${status.redirectsTo}". Links shared under it will open this ${noun} instead.`;
  }
  if (status.state === 'available') return '✓ This address is free.';
  if (status.state === 'unknown')
    return 'The address could not be checked just now; it is checked again when you save.';
  return null;
}

/** What the early slug check found, announced politely under the slug field. */
export function SlugStatusNote({ status, noun, hasError }: SlugStatusNoteProps) {
  return (
    <p className="form-field__status" role="status">
      {hasError ? null : statusText(status, noun)}
    </p>
  );
}

/** The slug field's message: a check of the form first, else the clash the early check found. */
export const slugFieldError = (errors: Readonly<Record<string, string>>, status: SlugStatus): string | undefined =>
  errors.slug_url ?? (status.state === 'taken' ? status.message : undefined);
