import type { RosterMember } from './team-roster';

/** Plain text of a bio (tags removed, whitespace collapsed). */
export const bioText = (bio: string) =>
  bio
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A one-line description for search results: the bio's first sentence, else name, role and credentials. */
export function describeTeamMember(member: RosterMember & { bio: string }): string {
  const firstSentence = /^.*?(?<!\bDr)[.!?](?=\s|$)/.exec(bioText(member.bio))?.[0];
  return firstSentence ?? `${member.name}, ${member.rank}: ${member.para}.`;
}
