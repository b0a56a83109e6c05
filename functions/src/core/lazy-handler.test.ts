import { afterEach, describe, expect, it } from 'vitest';
import { lazyHandler } from './lazy-handler';

type Calls = string[];
const handlerFor = (calls: Calls) => async (req: string) => {
  calls.push(req);
};

describe('lazyHandler', () => {
  const target = process.env.FUNCTION_TARGET;
  afterEach(() => {
    if (target === undefined) delete process.env.FUNCTION_TARGET;
    else process.env.FUNCTION_TARGET = target;
  });

  it('loads nothing until a request, when the instance runs another function', async () => {
    process.env.FUNCTION_TARGET = 'pages';
    let loads = 0;
    const calls: Calls = [];
    const handle = lazyHandler('api', async () => {
      loads++;
      return handlerFor(calls);
    });
    await Promise.resolve();
    expect(loads).toBe(0);
    await Promise.all([handle('first', null), handle('second', null)]);
    await handle('third', null);
    expect(loads).toBe(1);
    expect(calls).toEqual(['first', 'second', 'third']);
  });

  it('starts loading at once in the instance that runs it', () => {
    process.env.FUNCTION_TARGET = 'api';
    let loads = 0;
    lazyHandler('api', async () => {
      loads++;
      return handlerFor([]);
    });
    expect(loads).toBe(1);
  });

  it('lets a failed load fail its request, and loads again for the next one', async () => {
    delete process.env.FUNCTION_TARGET;
    let loads = 0;
    const calls: Calls = [];
    const handle = lazyHandler('api', async () => {
      loads++;
      if (loads === 1) throw new Error('The bundle is missing');
      return handlerFor(calls);
    });
    await expect(handle('first', null)).rejects.toThrow('The bundle is missing');
    await handle('second', null);
    expect(loads).toBe(2);
    expect(calls).toEqual(['second']);
  });
});
