// PLACEHOLDER: replace with the clinic's real team before launch
/*
 * The team directory without the bios (spec section 3, "Team member"). The real names are withheld, so every
 * name here is a fictional stand-in; credentials and roles show the intended shape of the data. Ids follow the
 * spec's groups exactly, gaps included: specialists 1–19, primary care 20–21, allied health 22–28,
 * administrators & support 29, 30, 32, 33 (there is no 31). Bios live in ./team-bios and join the roster in
 * ./team; the home page's two members live in ./home-teaser-members.
 */
import { TEAM_TEASER_SIZE } from '../constants';
import { FOUNDER, VASCULAR_SURGEON } from './home-teaser-members';

/** The directory's sections in order; the id is also the section's HTML id on /team. */
export const TEAM_GROUPS = [
  { id: 'specialists', label: 'Specialists' },
  { id: 'primary-care', label: 'Primary care' },
  { id: 'allied-health', label: 'Allied Health' },
  { id: 'administrators-support', label: 'Administrators & Support' },
] as const;

export type TeamGroupId = (typeof TEAM_GROUPS)[number]['id'];

/** What a card or teaser shows about a member. */
export type TeamMemberSummary = {
  id: number;
  name: string;
  /** Credentials, e.g. "MD, FRCPC". */
  rank: string;
  /** Specialty or role. */
  para: string;
};

export type RosterMember = TeamMemberSummary & { group: TeamGroupId };

const ROSTER: Record<TeamGroupId, TeamMemberSummary[]> = {
  specialists: [
    FOUNDER,
    VASCULAR_SURGEON,
    { id: 3, name: 'Dr. Sofia Castellano', rank: 'MD, FRCPC', para: 'Cardiology' },
    { id: 4, name: 'Dr. Daniel Okafor', rank: 'MD, FRCPC', para: 'Endocrinology and Metabolism' },
    { id: 5, name: 'Dr. Mei-Lin Zhao', rank: 'MD, FRCPC', para: 'Gastroenterology' },
    { id: 6, name: 'Dr. Thomas Lindqvist', rank: 'MD, FRCSC', para: 'Urology' },
    { id: 7, name: 'Dr. Priya Raghunathan', rank: 'MD, FRCSC', para: 'Obstetrics and Gynaecology' },
    { id: 8, name: 'Dr. Gabriel Fontaine', rank: 'MD, FRCPC', para: 'Dermatology' },
    { id: 9, name: 'Dr. Hannah Abergel', rank: 'MD, CCFP (SEM)', para: 'Sport and Exercise Medicine' },
    { id: 10, name: 'Dr. Marcus Adeyemi', rank: 'MD, FRCSC', para: 'Orthopaedic Surgery' },
    { id: 11, name: 'Dr. Ingrid Solberg', rank: 'MD, FRCPC', para: 'Geriatric Medicine' },
    { id: 12, name: 'Dr. Yusuf Haddad', rank: 'MD, FRCPC', para: 'Respirology' },
    { id: 13, name: 'Dr. Camille Tremblay', rank: 'MD, FRCPC', para: 'Neurology' },
    { id: 14, name: 'Dr. Arjun Bhattacharya', rank: 'MD, FRCPC', para: 'Rheumatology' },
    { id: 15, name: 'Dr. Leah Goldstein', rank: 'MD, FRCPC', para: 'Diagnostic Radiology' },
    { id: 16, name: 'Dr. Kenji Morimoto', rank: 'MD, FRCSC', para: 'Otolaryngology – Head and Neck Surgery' },
    { id: 17, name: 'Nadia Petrovic', rank: 'ND', para: 'Naturopathic Medicine' },
    { id: 18, name: 'Olivia Brennan', rank: 'MSc, Reg. CASLPO', para: 'Audiology' },
    { id: 19, name: 'Dr. Farah Qureshi', rank: 'MD, CCFP', para: 'Medical Aesthetics' },
  ],
  'primary-care': [
    { id: 20, name: 'Dr. Benjamin Kowalski', rank: 'MD, CCFP', para: 'Family Medicine' },
    { id: 21, name: 'Dr. Aisha Mensah', rank: 'MD, CCFP', para: 'Family Medicine and Women’s Health' },
  ],
  'allied-health': [
    { id: 22, name: 'Claire Dubois', rank: 'RD', para: 'Registered Dietitian' },
    { id: 23, name: 'Mateo Alvarez', rank: 'PT, MScPT', para: 'Physiotherapy and Pelvic Floor Rehabilitation' },
    { id: 24, name: 'Grace Lin', rank: 'RKin', para: 'Registered Kinesiologist' },
    { id: 25, name: 'Jordan Blake', rank: 'RN, BScN', para: 'Nurse Navigator' },
    { id: 26, name: 'Elif Yilmaz', rank: 'RP', para: 'Registered Psychotherapist' },
    { id: 27, name: 'Noah Fitzgerald', rank: 'PharmD, RPh', para: 'Clinical Pharmacist' },
    { id: 28, name: 'Victoria Chen', rank: 'BSc, RDCS', para: 'Cardiac Sonographer' },
  ],
  'administrators-support': [
    { id: 29, name: 'Isabel Moreau', rank: 'MHA', para: 'Clinic Director' },
    { id: 30, name: 'Peter Nakamura', rank: 'BA', para: 'Patient Care Coordinator' },
    { id: 32, name: 'Amara Nwosu', rank: 'BComm', para: 'Membership Advisor' },
    { id: 33, name: 'Lucas Romano', rank: 'Dipl. Office Administration', para: 'Client Services Representative' },
  ],
};

export const TEAM_ROSTER: readonly RosterMember[] = TEAM_GROUPS.flatMap(({ id: group }) =>
  ROSTER[group].map((entry) => ({ ...entry, group })),
);

/** Physicians are the members whose credentials include an MD. */
export const isPhysician = (member: Pick<TeamMemberSummary, 'rank'>) => /\bMD\b/.test(member.rank);

/** Ids for a physician teaser: the first physicians in directory order, leaving out `excludeId`. */
export function physicianTeaserIds(excludeId?: number, count = TEAM_TEASER_SIZE): number[] {
  return TEAM_ROSTER.filter((member) => isPhysician(member) && member.id !== excludeId)
    .slice(0, count)
    .map((member) => member.id);
}

/** The members with these ids, in the given order; unknown ids are skipped. */
export function rosterMembers(ids: readonly number[]): RosterMember[] {
  return ids.flatMap((id) => TEAM_ROSTER.find((member) => member.id === id) ?? []);
}

/** The member for a route parameter or id, without the bio; undefined for anything that is not a known id. */
export function getRosterMember(id: string | number | undefined): RosterMember | undefined {
  const wanted = typeof id === 'number' ? id : id && /^\d+$/.test(id) ? Number(id) : NaN;
  return TEAM_ROSTER.find((member) => member.id === wanted);
}

export const membersInGroup = (group: TeamGroupId) => TEAM_ROSTER.filter((member) => member.group === group);

export const groupLabel = (group: TeamGroupId) => TEAM_GROUPS.find((g) => g.id === group)?.label ?? '';
