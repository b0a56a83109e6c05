import { paths } from '../../../paths';

/** The ten pages that share the service template, in the order the spec lists them. */
export const SERVICE_PAGE_PATHS = [
  paths.ivTherapy,
  paths.dnaTesting,
  paths.naturopathicMedicine,
  paths.audiology,
  paths.sportsMedicine,
  paths.orthopaedicClinic,
  paths.gynoUroClinic,
  paths.medicalAesthetics,
  paths.agingWellness,
  paths.globalMedicalConsulting,
] as const;

export type ServicePath = (typeof SERVICE_PAGE_PATHS)[number];

type SlugOf<P> = P extends `/${infer S}` ? S : never;

/** A service page's slug: its path without the leading slash, as the route table passes it. */
export type ServiceSlug = SlugOf<ServicePath>;

export const SERVICE_SLUGS = SERVICE_PAGE_PATHS.map((path) => path.slice(1) as ServiceSlug);

export function isServiceSlug(value: string): value is ServiceSlug {
  return (SERVICE_SLUGS as readonly string[]).includes(value);
}
