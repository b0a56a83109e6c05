import type { DocumentData } from 'firebase-admin/firestore';

/**
 * A slug document (`blogSlugs/{slug}`, `locationPageSlugs/{slug}`) is one of two things:
 * - `{ id }`: the current address of record `id`, which nobody else may take;
 * - `{ redirectTo }`: an old address of record `redirectTo`, answered with a 301 to wherever that record is now.
 * A redirect names the record, not its next slug, so however often the record is renamed every old address
 * leads to its current one in one hop (decision 0024); and any record may take an old address, which ends it.
 */
export type SlugClaim = { kind: 'held'; id: string } | { kind: 'redirect'; to: string } | { kind: 'free' };

export function readSlugClaim(data: DocumentData | undefined): SlugClaim {
  if (typeof data?.id === 'string' && data.id) return { kind: 'held', id: data.id };
  if (typeof data?.redirectTo === 'string' && data.redirectTo) return { kind: 'redirect', to: data.redirectTo };
  return { kind: 'free' };
}

/** The slug documents a save of record `id` writes: its address held, and its previous one left as a redirect. */
export function slugClaimWrites(
  id: string,
  previousSlug: string | undefined,
  nextSlug: string,
): { slug: string; data: { id: string } | { redirectTo: string } }[] {
  const writes: { slug: string; data: { id: string } | { redirectTo: string } }[] = [{ slug: nextSlug, data: { id } }];
  if (previousSlug && previousSlug !== nextSlug) writes.push({ slug: previousSlug, data: { redirectTo: id } });
  return writes;
}

/**
 * Where an address leads: the record that holds it (`record`), the current slug of the record it is an old
 * address of (`redirect`), or nowhere. `currentSlugOf` gives a record's slug, or null when it is gone or not
 * public: an old address of a draft or of a record in the trash redirects nowhere rather than to a 404.
 */
export function resolveSlug(
  slug: string,
  claim: SlugClaim,
  currentSlugOf: (id: string) => string | null,
): { kind: 'record'; id: string } | { kind: 'redirect'; slug: string } | { kind: 'none' } {
  if (claim.kind === 'held') return { kind: 'record', id: claim.id };
  if (claim.kind === 'free') return { kind: 'none' };
  const target = currentSlugOf(claim.to);
  return target && target !== slug ? { kind: 'redirect', slug: target } : { kind: 'none' };
}
