import { createContext, useContext, type ReactNode } from 'react';
import { BLOGS_API, type BlogsApi } from './blogs-api';

const BlogsApiContext = createContext<BlogsApi>(BLOGS_API);

/** Swaps the blog fetchers (tests); without it the pages talk to the same-origin API. */
export function BlogsApiProvider({ api, children }: { api: BlogsApi; children: ReactNode }) {
  return <BlogsApiContext value={api}>{children}</BlogsApiContext>;
}

export function useBlogsApi(): BlogsApi {
  return useContext(BlogsApiContext);
}
