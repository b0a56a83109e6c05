import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api-paths';
import { ROUTES } from './routes';

describe('the route table', () => {
  it('serves every endpoint of the shared path list, and nothing outside it', () => {
    const routed = new Set(ROUTES.map((route) => route.pattern));
    expect([...routed].sort()).toEqual([...new Set(Object.values(API_PATHS))].sort());
  });

  it('has one handler per method and pattern', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.pattern}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
