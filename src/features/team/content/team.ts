/*
 * The team with bios, for the tests and tools that want everything at once. The pages read ./team-roster (no
 * bios) and load the bios on their own (./team-bios-loader); the home page's teaser reads ./home-teaser-members.
 */
import { TEAM_BIOS } from './team-bios';
import { getRosterMember, TEAM_ROSTER, type RosterMember } from './team-roster';

export {
  getRosterMember,
  groupLabel,
  isPhysician,
  membersInGroup,
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

/** The member with the bio, for a route parameter or id (parsed as the pages parse it, by getRosterMember). */
export function getTeamMember(id: string | number | undefined): TeamMember | undefined {
  const member = getRosterMember(id);
  return member ? BY_ID.get(member.id) : undefined;
}

export { bioText, describeTeamMember } from './describe-team-member';
