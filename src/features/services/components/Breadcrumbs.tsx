import { Link } from 'wouter';

export type Crumb = { name: string; path: string };

/** A visible breadcrumb trail; the last item is the current page. Mirrors the BreadcrumbList JSON-LD. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
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
