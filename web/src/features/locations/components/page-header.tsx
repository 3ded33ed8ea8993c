import { Flex, Grid, Typography } from 'antd';
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

/** One header for the places pages: crumbs, the page's h1, and actions that wrap on a phone. */
export function PageHeader({ title, meta, actions, crumbs }: PageHeaderProps) {
  const screens = Grid.useBreakpoint();
  return (
    <Flex vertical gap={8} style={{ marginBottom: screens.md ? 24 : 16 }}>
      {crumbs && (
        <PlainBreadcrumb
          items={crumbs.map((crumb) => ({
            key: crumb.to ?? crumb.label,
            title: crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : crumb.label,
          }))}
        />
      )}
      <Flex wrap justify="space-between" align="flex-start" gap={12}>
        <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography.Title
            level={1}
            style={{ fontSize: screens.md ? 26 : 21, margin: 0, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography.Title>
          {meta}
        </Flex>
        {actions && (
          <Flex wrap gap={8} style={{ flex: screens.sm ? '0 1 auto' : '1 1 100%' }}>
            {actions}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
