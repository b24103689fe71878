import { Classes } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

export interface Crumb {
  text: string;
  /** The page's path; the last crumb (the page itself) has none. */
  to?: string;
}

/**
 * A page's breadcrumb trail: a navigation landmark named 'Breadcrumb' holding a plain ordered list, the current
 * page marked as such. Blueprint's look, without its overflow wrapper (a div inside the list, which assistive
 * technology announces as a broken list).
 */
export function PageBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={Classes.BREADCRUMBS}>
        {items.map((item) => (
          <li key={item.text}>
            {item.to ? (
              <Link className={Classes.BREADCRUMB} to={item.to}>
                {item.text}
              </Link>
            ) : (
              <span className={`${Classes.BREADCRUMB} ${Classes.BREADCRUMB_CURRENT}`} aria-current="page">
                {item.text}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
