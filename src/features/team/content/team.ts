/*
 * The team with bios, for the tests and tools that want everything at once. The pages read ./team-roster (no
 * bios) and load the bios on their own (./team-bios-loader); the home page's teaser reads ./home-teaser-members.
 */
import { TEAM_BIOS } from './team-bios';
import { TEAM_ROSTER, type RosterMember } from './team-roster';

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

export { bioText, describeTeamMember } from './describe-team-member';
