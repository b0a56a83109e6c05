import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferredExports } from './stand-ins';

type Interop = { __toESM: (mod: unknown) => Record<string, unknown> };

/** The interop helper firebase-functions' own build wraps every `require` of the Admin SDK in. */
function firebaseFunctionsInterop(): Interop {
  const load = createRequire(import.meta.url);
  const main = load.resolve('firebase-functions');
  return load(join(dirname(main), '..', '_virtual', 'rolldown_runtime.js')) as Interop;
}

describe('deferredExports', () => {
  it("loads nothing while firebase-functions' interop wraps it, then forwards every read to the real module", () => {
    let loads = 0;
    const real = { getAuth: () => 'the real getAuth', Auth: class Auth {} };
    const wrapped = firebaseFunctionsInterop().__toESM(
      deferredExports(() => {
        loads++;
        return real;
      }),
    );
    expect(loads).toBe(0);
    expect(wrapped.getAuth).toBe(real.getAuth);
    expect(wrapped.Auth).toBe(real.Auth);
    expect(loads).toBe(1);
  });

  it('is marked as an ES module, so the interop adds no default export that would need the real one', () => {
    const exports = deferredExports(() => {
      throw new Error('loaded too early');
    }) as Record<string, unknown>;
    expect(exports.__esModule).toBe(true);
    expect(Object.getOwnPropertyNames(exports)).toEqual(['__esModule']);
  });
});
