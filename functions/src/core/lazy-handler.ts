import { mappingThrown } from './source-stack';

/** A request handler as `onRequest` calls it, on Node's request and response (or Express's, which extend them). */
export type NodeHandler<Req, Res> = (req: Req, res: Res) => void | Promise<void>;

/**
 * The handler of the function `name`, from a module loaded only by an instance that runs it. index.ts names every
 * function, but an instance runs one (Cloud Run and the emulator name it in FUNCTION_TARGET), and the build writes
 * each such module to a file of its own (functions/build.mjs): so `api` never loads the page renderer, nor `pages`
 * the API's routes, nor a deploy's discovery of the exports either. The instance of `name` starts loading at once,
 * while it starts, so a kept-warm instance has its code ready before its first request; elsewhere the first request
 * loads it. A failed load is retried by the next request, which answers the error meanwhile.
 */
export function lazyHandler<Req, Res>(name: string, load: () => Promise<NodeHandler<Req, Res>>): NodeHandler<Req, Res> {
  let loading: Promise<NodeHandler<Req, Res>> | undefined;
  const start = () => {
    if (!loading) {
      loading = load();
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  if (process.env.FUNCTION_TARGET === name) void start();
  // An error that escapes is logged by the platform: with its stack mapped to our sources (decision 0020).
  return mappingThrown(async (req: Req, res: Res) => {
    const handler = await start();
    await handler(req, res);
  });
}
