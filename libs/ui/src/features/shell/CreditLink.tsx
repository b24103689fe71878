import type { Credit } from '@portal/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A credited name (GET /api/site-credits): a site page through the router, another site in a new tab, plain text
 * without a URL. `children` replaces the name as the link's text.
 */
export function CreditLink({ credit, children }: { credit: Credit; children?: ReactNode }) {
  const text = children ?? credit.name;
  if (!credit.url) return <>{text}</>;
  if (credit.url.startsWith('/')) return <Link to={credit.url}>{text}</Link>;
  return (
    <a href={credit.url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
