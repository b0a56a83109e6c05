import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { pageTypeOf } from './page-type';

describe('pageTypeOf', () => {
  it('names the kind of page, never which record', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf(paths.article('sleep-and-recovery'))).toBe('article');
    expect(pageTypeOf(paths.articles)).toBe('articles');
    expect(pageTypeOf(paths.location('north-york'))).toBe('location');
    expect(pageTypeOf(paths.teamMember(3))).toBe('team');
    expect(pageTypeOf(paths.privacy)).toBe('legal');
    expect(pageTypeOf(paths.newsletterConfirm)).toBe('newsletter');
    expect(pageTypeOf(paths.login)).toBe('sign-in');
    expect(pageTypeOf(paths.adminSiteHealth)).toBe('admin');
  });

  it('counts the services template, fixed addresses and the registry’s one-segment ones', () => {
    expect(pageTypeOf(paths.geriatricAssessment)).toBe('service');
    expect(pageTypeOf(paths.ghapReferralForm)).toBe('service');
    expect(pageTypeOf('/audiology')).toBe('service');
  });

  it('ignores trailing slashes and calls deeper unknown addresses other', () => {
    expect(pageTypeOf(`${paths.contact}/`)).toBe('contact');
    expect(pageTypeOf('/no/such/page')).toBe('other');
  });
});
