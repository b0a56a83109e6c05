import type { RouteHandler } from '../core/handler';

/**
 * The route handlers of one domain module, loaded by the first request that reaches one of them. The bundle keeps
 * every domain in api.js, but a module reached only through `import()` runs its top level (its zod schemas, the
 * HTML sanitizer, the upload parser) when first imported, so a cold instance's first request runs its own route's
 * code and not the whole API's. A failed load is retried by the next request, which answers the error meanwhile.
 */
export function lazyHandlers<Module>(load: () => Promise<Module>) {
  let loading: Promise<Module> | undefined;
  const loaded = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  /** The handler `pick` takes from the module, as a handler that loads the module first. */
  return (pick: (module: Module) => RouteHandler): RouteHandler =>
    async (ctx) =>
      pick(await loaded())(ctx);
}
