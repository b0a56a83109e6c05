import { createApiContext } from '../../../lib/api-context';
import { BLOGS_API } from './blogs-api';

/** The blog fetchers: the same-origin API, or a test's through `BlogsApiProvider`. */
export const { ApiProvider: BlogsApiProvider, useApi: useBlogsApi } = createApiContext(BLOGS_API);
