import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../core/context';
import { lazyHandlers } from './lazy-routes';

const ctx = {} as RequestContext;
const answer = (body: string) => async () => ({ status: 200, body });

describe('lazyHandlers', () => {
  it('loads the module on the first request, once, and not when the route table is built', async () => {
    let loads = 0;
    const domain = lazyHandlers(async () => {
      loads++;
      return { list: answer('list'), get: answer('get') };
    });
    const list = domain((m) => m.list);
    const get = domain((m) => m.get);
    expect(loads).toBe(0);
    expect(await Promise.all([list(ctx), get(ctx), list(ctx)])).toEqual([
      { status: 200, body: 'list' },
      { status: 200, body: 'get' },
      { status: 200, body: 'list' },
    ]);
    expect(loads).toBe(1);
  });

  it('answers a failed load with its error, and loads again on the next request', async () => {
    let loads = 0;
    const domain = lazyHandlers(async () => {
      if (++loads === 1) throw new Error('the first load failed');
      return { list: answer('list') };
    });
    const list = domain((m) => m.list);
    await expect(list(ctx)).rejects.toThrow('the first load failed');
    expect(await list(ctx)).toEqual({ status: 200, body: 'list' });
    expect(loads).toBe(2);
  });
});
