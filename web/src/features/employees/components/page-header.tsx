import { Flex, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The page's h1 and its actions, which take the full width on a phone. */
export function PageHeader({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  const screens = Grid.useBreakpoint();
  return (
    <Flex
      wrap
      justify="space-between"
      align="flex-start"
      gap={12}
      style={{ marginBottom: screens.md ? 24 : 16 }}
    >
      <Typography.Title level={1} style={{ fontSize: screens.md ? 26 : 21, margin: 0, flex: '1 1 200px' }}>
        {title}
      </Typography.Title>
      {actions && (
        <Flex wrap gap={8} style={{ flex: screens.sm ? '0 1 auto' : '1 1 100%' }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
