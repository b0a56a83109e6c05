/*
 * The team directory with bios, for the directory and profile pages (and the prerenderer). Cards and teasers
 * that need no bio read ./team-roster instead; the home page's teaser reads ./home-teaser-members.
 */
import { TEAM_BIOS } from './team-bios';
import { TEAM_GROUPS, TEAM_ROSTER, type RosterMember, type TeamGroupId } from './team-roster';

export {
  isPhysician,
  physicianTeaserIds,
  rosterMembers,
  TEAM_GROUPS,
  type TeamGroupId,
  type TeamMemberSummary,
} from './team-roster';

export type TeamMember = RosterMember & {
  /** Trusted HTML; empty when the member has no bio yet. */
  bio: string;
};

export const TEAM_MEMBERS: readonly TeamMember[] = TEAM_ROSTER.map((entry) => ({
  ...entry,
  bio: TEAM_BIOS[entry.id] ?? '',
}));

/** Every profile id, for the prerenderer (one /team-individual/{id} page each). */
export const TEAM_MEMBER_IDS: number[] = TEAM_MEMBERS.map((member) => member.id);

const BY_ID = new Map(TEAM_MEMBERS.map((member) => [member.id, member]));

/** The member for a route parameter or id; undefined for anything that is not a known id. */
export function getTeamMember(id: string | number | undefined): TeamMember | undefined {
  if (typeof id === 'number') return BY_ID.get(id);
  if (!id || !/^\d+$/.test(id)) return undefined;
  return BY_ID.get(Number(id));
}

export const membersInGroup = (group: TeamGroupId) => TEAM_MEMBERS.filter((member) => member.group === group);

export const groupLabel = (group: TeamGroupId) => TEAM_GROUPS.find((g) => g.id === group)?.label ?? '';

/** Plain text of a bio (tags removed, whitespace collapsed). */
export const bioText = (bio: string) =>
  bio
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A one-line description for search results: the bio's first sentence, else name, role and credentials. */
export function describeTeamMember(member: TeamMember): string {
  const firstSentence = /^.*?(?<!\bDr)[.!?](?=\s|$)/.exec(bioText(member.bio))?.[0];
  return firstSentence ?? `${member.name}, ${member.rank}: ${member.para}.`;
}
