import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainBreadcrumb } from './breadcrumb';
import './page-header.css';

export interface BreadcrumbStep {
  label: string;
  /** A link back up; the last step (the page itself) has none. */
  to?: string;
}

interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** Under the title: a line of text, or what the page is about (type, address, tags). */
  subtitle?: ReactNode;
  /** The way back up, above the title. */
  breadcrumb?: BreadcrumbStep[];
  /** Beside the title on a desk, under it at full width on a phone. */
  actions?: ReactNode;
}

/** The app's one page header; plain (no antd), since the plain pages have one too. */
export function PageHeader({ title, subtitle, breadcrumb, actions }: PageHeaderProps) {
  return (
    <div className="kit-page-header">
      {breadcrumb && (
        <PlainBreadcrumb
          items={breadcrumb.map((step) => ({
            key: step.to ?? step.label,
            title: step.to ? <Link to={step.to}>{step.label}</Link> : step.label,
          }))}
        />
      )}
      <div className="kit-page-header-row">
        <div className="kit-page-header-main">
          <h1 className="kit-page-header-title">{title}</h1>
          {subtitle != null && <div className="kit-page-header-subtitle">{subtitle}</div>}
        </div>
        {actions && <div className="kit-page-header-actions">{actions}</div>}
      </div>
    </div>
  );
}
