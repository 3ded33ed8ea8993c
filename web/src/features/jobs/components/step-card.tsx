import {
  CheckCircleFilled,
  CheckOutlined,
  ClockCircleOutlined,
  ExclamationCircleFilled,
} from '@ant-design/icons';
import { Alert, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/shared/ui/card';
import type { JobStep } from '../model/job-steps';

interface StepCardProps {
  step: JobStep;
  index: number;
  title: string;
  children?: ReactNode;
}

/**
 * One step of the job as a card: number, title and how far it is in words (not colour alone); the
 * step to do now is outlined, a step the finish was refused for is red with the server's reason.
 */
export function StepCard({ step, index, title, children }: StepCardProps) {
  const { t } = useTranslation('jobs');
  const { token } = theme.useToken();
  const headingId = useId();
  // Text tokens: the plain ones are for fills and borders and fall below 4.5:1 as text (issue 14).
  const color =
    step.status === 'done'
      ? token.colorSuccessText
      : step.status === 'missing'
        ? token.colorErrorText
        : step.current
          ? token.colorPrimaryText
          : token.colorTextTertiary;
  const icon =
    step.status === 'done' ? (
      <CheckCircleFilled aria-hidden />
    ) : step.status === 'missing' ? (
      <ExclamationCircleFilled aria-hidden />
    ) : (
      <ClockCircleOutlined aria-hidden />
    );

  return (
    <Card
      size="small"
      data-step={step.key}
      aria-labelledby={headingId}
      role="region"
      style={{
        borderColor:
          step.status === 'missing' ? token.colorError : step.current ? token.colorPrimary : undefined,
        borderWidth: step.current || step.status === 'missing' ? 2 : 1,
      }}
      styles={{ body: { padding: 14 } }}
    >
      <Flex vertical gap={12}>
        <Flex align="center" gap={10}>
          <span
            aria-hidden
            style={{
              flex: '0 0 28px',
              height: 28,
              borderRadius: 14,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontWeight: 600,
              color: token.colorWhite,
              background: color,
            }}
          >
            {step.status === 'done' ? <CheckOutlined aria-hidden /> : index}
          </span>
          <Typography.Title id={headingId} level={2} style={{ fontSize: 16, margin: 0, flex: 1 }}>
            {title}
          </Typography.Title>
          <Typography.Text style={{ color, whiteSpace: 'nowrap', fontSize: 13 }}>
            {step.status !== 'done' && icon} {t(`steps.status.${step.status}`)}
          </Typography.Text>
        </Flex>
        {step.status === 'missing' && step.message && <Alert type="error" showIcon title={step.message} />}
        {children}
      </Flex>
    </Card>
  );
}
