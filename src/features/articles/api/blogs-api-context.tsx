import { createContext, useContext, type ReactNode } from 'react';
import { BLOGS_API, type BlogsApi } from './blogs-api';

// How a feature's API is injected, the same in every feature: a context whose default is the real API, a provider
// for tests, a hook for screens (location-pages-api-context.tsx is written the same way). Not a shared factory:
// a module both public pages import would be one more file on their first load.
const BlogsApiContext = createContext<BlogsApi>(BLOGS_API);

/** Swaps the blog fetchers (tests); without it the pages talk to the same-origin API. */
export function BlogsApiProvider({ api, children }: { api: BlogsApi; children: ReactNode }) {
  return <BlogsApiContext value={api}>{children}</BlogsApiContext>;
}

export const useBlogsApi = (): BlogsApi => useContext(BlogsApiContext);
