import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of every signed-out step: a heading, one line of help, the form. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <Flex vertical gap={8} style={{ width: '100%', maxWidth: 400 }}>
      <Typography.Title level={2} style={{ marginBottom: 0 }}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
          {description}
        </Typography.Paragraph>
      )}
      {children}
    </Flex>
  );
}
