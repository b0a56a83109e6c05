import { Link } from 'wouter';
import { paths } from '../../../paths';

export type Crumb = { name: string; path: string };

/** Where every service page's trail starts: the services overview, under Home. */
export const SERVICES_TRAIL: readonly Crumb[] = [
  { name: 'Home', path: paths.home },
  { name: 'Services', path: paths.service },
];

/** A visible breadcrumb trail; the last item is the current page. Mirrors the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol className="plain-list breadcrumbs__list">
        {trail.map((crumb, i) => {
          const isCurrent = i === trail.length - 1;
          return (
            <li key={crumb.path} className="breadcrumbs__item">
              {isCurrent ? <span aria-current="page">{crumb.name}</span> : <Link href={crumb.path}>{crumb.name}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
