import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainBreadcrumb } from '@/shared/plain-ui/breadcrumb';

interface PageHeaderProps {
  title: ReactNode;
  /** Under the title: type, address, tags. */
  meta?: ReactNode;
  actions?: ReactNode;
  /** Links back up the places tree; the last crumb is the page itself (no link). */
  crumbs?: { label: string; to?: string }[];
}

/**
 * One header for the places pages: crumbs, the page's h1, and actions that wrap on a phone. Plain
 * (app/global.css, `.places-header`): the locations list draws without antd.
 */
export function PageHeader({ title, meta, actions, crumbs }: PageHeaderProps) {
  return (
    <div className="places-header">
      {crumbs && (
        <PlainBreadcrumb
          items={crumbs.map((crumb) => ({
            key: crumb.to ?? crumb.label,
            title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label,
          }))}
        />
      )}
      <div className="places-header-row">
        <div className="places-header-main">
          <h1 className="places-header-title">{title}</h1>
          {meta}
        </div>
        {actions && <div className="places-header-actions">{actions}</div>}
      </div>
    </div>
  );
}
