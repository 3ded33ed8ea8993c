import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/shared/ui/card';

/** A figure that needs attention, itself a link to the list behind it (issue 11). */
export function AttentionTile({
  label,
  value,
  to,
  tone,
  hint,
}: {
  label: string;
  value: ReactNode;
  to: string;
  tone?: 'danger' | 'warning' | 'success';
  hint?: ReactNode;
}) {
  const { token } = theme.useToken();
  const colour =
    tone === 'danger'
      ? token.colorErrorText
      : tone === 'warning'
        ? token.colorWarningText
        : tone === 'success'
          ? token.colorSuccessText
          : token.colorText;
  return (
    <Link to={to} style={{ display: 'block', height: '100%', color: token.colorText }}>
      <Card size="small" hoverable style={{ height: '100%' }}>
        <Flex vertical gap={2}>
          <Typography.Text type="secondary">{label}</Typography.Text>
          <span
            style={{
              fontSize: typeof value === 'number' ? 26 : 20,
              fontWeight: 600,
              lineHeight: 1.3,
              color: colour,
            }}
          >
            {value}
          </span>
          {hint && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {hint}
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Link>
  );
}
