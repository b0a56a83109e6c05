import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TEAM_TEASER_SIZE } from '../constants';
import { HOME_TEASER_MEMBERS } from './home-teaser-members';
import {
  getRosterMember,
  describeTeamMember,
  isPhysician,
  physicianTeaserIds,
  rosterMembers,
  TEAM_GROUPS,
  TEAM_MEMBER_IDS,
  TEAM_MEMBERS,
} from './team';
import { TEAM_BIOS } from './team-bios';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The spec's groups, gaps included. */
const EXPECTED_IDS = {
  specialists: range(1, 19),
  'primary-care': [20, 21],
  'allied-health': range(22, 28),
  'administrators-support': [29, 30, 32, 33],
};

const teamMemberSchema = z
  .object({
    id: z.number().int().min(1).max(33),
    name: z.string().trim().min(3),
    rank: z.string().trim().min(1),
    para: z.string().trim().min(1),
    group: z.enum(['specialists', 'primary-care', 'allied-health', 'administrators-support']),
    bio: z.string(),
  })
  .strict();

describe('team content', () => {
  it('validates every member against the schema', () => {
    expect(() => z.array(teamMemberSchema).parse(TEAM_MEMBERS)).not.toThrow();
  });

  it('has unique ids and unique names', () => {
    expect(new Set(TEAM_MEMBER_IDS).size).toBe(TEAM_MEMBERS.length);
    expect(new Set(TEAM_MEMBERS.map((m) => m.name)).size).toBe(TEAM_MEMBERS.length);
  });

  it('groups the ids exactly as the spec does, with no 31', () => {
    for (const group of TEAM_GROUPS) {
      expect(TEAM_MEMBERS.filter((m) => m.group === group.id).map((m) => m.id)).toEqual(EXPECTED_IDS[group.id]);
    }
    expect(TEAM_MEMBER_IDS).toEqual(Object.values(EXPECTED_IDS).flat());
    expect(TEAM_MEMBER_IDS).not.toContain(31);
    expect(TEAM_MEMBER_IDS).toHaveLength(32);
  });

  it('keys the bios by member id and leaves several empty', () => {
    expect(
      Object.keys(TEAM_BIOS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(TEAM_MEMBER_IDS);
    const empty = TEAM_MEMBERS.filter((m) => m.bio === '').map((m) => m.id);
    expect(empty).toEqual(expect.arrayContaining([7, 12, 24, 30]));
    for (const member of TEAM_MEMBERS.filter((m) => m.bio !== '')) {
      expect(member.bio).toMatch(/^<p>[\s\S]*<\/p>$/);
      expect(member.bio).not.toMatch(/<script|\son\w+=/i);
    }
  });

  it('has a founder physician and a vascular surgeon for the home teaser, as the directory lists them', () => {
    const [founder, surgeon] = HOME_TEASER_MEMBERS;
    expect(HOME_TEASER_MEMBERS.map((m) => m.id)).toEqual([1, 2]);
    expect(founder?.para).toMatch(/Founder/);
    expect(surgeon?.para).toBe('Vascular Surgery');
    expect(HOME_TEASER_MEMBERS.every(isPhysician)).toBe(true);
    for (const member of HOME_TEASER_MEMBERS) {
      expect(getRosterMember(member.id)).toMatchObject(member);
    }
  });

  it('looks members up by route parameter and rejects anything else', () => {
    expect(getRosterMember('5')?.id).toBe(5);
    expect(getRosterMember(33)?.id).toBe(33);
    for (const bad of ['31', '0', '34', 'abc', '1.5', '-1', '', ' 1', undefined]) {
      expect(getRosterMember(bad)).toBeUndefined();
    }
  });

  it('picks physicians for the teaser, leaving out the current member', () => {
    expect(physicianTeaserIds()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(physicianTeaserIds(3)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(physicianTeaserIds(3)).toHaveLength(TEAM_TEASER_SIZE);
    expect(TEAM_MEMBERS.filter(isPhysician).map((m) => m.id)).not.toContain(17);
  });

  it('picks teaser members by id, in order, skipping unknown ids', () => {
    expect(rosterMembers([3, 31, 1, 999]).map((m) => m.name)).toEqual([
      'Dr. Sofia Castellano',
      'Dr. Eleanor Whitfield',
    ]);
  });

  it('describes a member by the first sentence of the bio, or by role when there is none', () => {
    const founder = TEAM_MEMBERS.find((member) => member.id === 1);
    const noBio = TEAM_MEMBERS.find((member) => member.id === 7);
    expect(founder && describeTeamMember(founder)).toMatch(/^Dr\. Whitfield founded the clinic .*\.$/);
    expect(noBio && describeTeamMember(noBio)).toBe('Dr. Priya Raghunathan, MD, FRCSC: Obstetrics and Gynaecology.');
  });
});
