/**
 * One chunk per piece of bundled content (an article's body, a service page's copy), loaded once: the promise
 * for a key is kept, and marked the way React's `use` reads a settled promise, so content already in renders
 * without suspending (decision 0016).
 */
export function contentLoader<V>(loaders: Readonly<Record<string, () => Promise<V>>>): (key: string) => Promise<V> {
  const loaded = new Map<string, Promise<V>>();
  return (key) => {
    let promise = loaded.get(key);
    if (promise) return promise;
    const load = loaders[key];
    promise = load ? load() : Promise.reject(new Error(`No bundled content "${key}".`));
    const settled = promise;
    settled.then(
      (value) => Object.assign(settled, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(settled, { status: 'rejected', reason }),
    );
    loaded.set(key, settled);
    return settled;
  };
}
