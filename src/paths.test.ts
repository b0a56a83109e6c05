import { describe, expect, it } from 'vitest';
import { paths, ROUTE_PATTERNS } from './paths';

describe('paths', () => {
  it('keeps the fixed routes of the route table', () => {
    expect(paths.home).toBe('/');
    expect(paths.legacyHome).toBe('/home');
    expect(paths.membership).toBe('/membership');
    expect(paths.articles).toBe('/article-main');
    expect(paths.service).toBe('/service');
    expect(paths.team).toBe('/team');
    expect(paths.contact).toBe('/contact');
    expect(paths.privacy).toBe('/privacy-policy');
    expect(paths.terms).toBe('/terms-of-conditions');
    expect(paths.thankYou).toBe('/thank-you');
    expect(paths.login).toBe('/login');
    expect(paths.admin).toBe('/admin');
    expect(paths.adminBlogs).toBe('/admin/blogs');
    expect(paths.adminLocationPages).toBe('/admin/location-pages');
    expect(paths.adminInquiries).toBe('/admin/inquiries');
  });

  it('keeps the routes of the pages outside the service template', () => {
    // The ten service template pages are checked with their route list (features/services/content).
    expect([
      paths.geriatricAssessment,
      paths.pelvicFloor,
      paths.pelvicFloorMen,
      paths.pelvicFloorWomen,
      paths.edTreatment,
    ]).toEqual(['/geriatric-health-assessment-program', '/pelvic-floor-therapy', '/mens', '/women', '/ed-treatment']);
  });

  it('builds parameterised paths', () => {
    expect(paths.article('womens-health-after-40-what-should-change')).toBe(
      '/article/womens-health-after-40-what-should-change',
    );
    expect(paths.teamMember(12)).toBe('/team-individual/12');
    expect(paths.location('north-york')).toBe('/location/north-york');
  });

  it('encodes parameters so a value cannot add path segments', () => {
    expect(paths.article('a/b?c')).toBe('/article/a%2Fb%3Fc');
    expect(paths.location('x y')).toBe('/location/x%20y');
  });

  it('matches the builders with the route patterns', () => {
    expect(ROUTE_PATTERNS).toEqual({
      article: '/article/:slug',
      teamMember: '/team-individual/:id',
      location: '/location/:slug',
      review: '/review/:token',
    });
  });
});
