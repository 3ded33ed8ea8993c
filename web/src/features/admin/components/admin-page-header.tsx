import { Flex, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The page's h1, an optional line under it, and its actions (full width on a phone). */
export function AdminPageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const screens = Grid.useBreakpoint();
  return (
    <Flex
      wrap
      justify="space-between"
      align="flex-start"
      gap={12}
      style={{ marginBottom: screens.md ? 24 : 16 }}
    >
      <Flex vertical gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography.Title level={1} style={{ fontSize: screens.md ? 26 : 21, margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </Flex>
      {actions && (
        <Flex wrap gap={8} style={{ flex: screens.sm ? '0 1 auto' : '1 1 100%' }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
