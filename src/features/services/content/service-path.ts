import type { ServicePath, ServiceSlug } from './service-registry';

/**
 * A service page's path, its slug checked against the registry at compile time. A module of its own, with no
 * runtime import of the registry, so that a light page (the home page's approach tiles) links to a service page
 * without bringing every service card along.
 */
export const servicePath = (slug: ServiceSlug): ServicePath => `/${slug}` as ServicePath;
