/** One request a fake fetch received. */
export type FetchCall = { url: string; init: RequestInit };

/** A fetch that answers every request with `body` as JSON and `status`, noting each request in `calls`. */
export function fakeFetch(status: number, body: unknown, calls: FetchCall[] = []): typeof fetch {
  return async (input, init = {}) => {
    calls.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
}
