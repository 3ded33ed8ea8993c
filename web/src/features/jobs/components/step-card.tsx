import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui-kit/alert';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import {
  CheckCircleFilled,
  CheckOutlined,
  ClockCircleOutlined,
  ExclamationCircleFilled,
} from '@/shared/ui-kit/icons';
import { Typography } from '@/shared/ui-kit/typography';
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
 * Its colours are the theme's text colours (job-page.css), which keep 4.5:1 as text.
 */
export function StepCard({ step, index, title, children }: StepCardProps) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  const tone =
    step.status === 'done'
      ? 'done'
      : step.status === 'missing'
        ? 'missing'
        : step.current
          ? 'current'
          : 'waiting';
  const icon =
    step.status === 'done' ? (
      <CheckCircleFilled />
    ) : step.status === 'missing' ? (
      <ExclamationCircleFilled />
    ) : (
      <ClockCircleOutlined />
    );
  // The card's own edge unless outlined: a missing step in red, the current one in blue, 2 px.
  const outlined = step.status === 'missing' || step.current;

  return (
    <Card
      size="small"
      data-step={step.key}
      aria-labelledby={headingId}
      role="region"
      className="job-step"
      data-tone={tone}
      style={{ borderColor: outlined ? 'var(--job-step-edge)' : undefined, borderWidth: outlined ? 2 : 1 }}
      styles={{ body: { padding: 14 } }}
    >
      <Flex vertical gap={12}>
        <Flex align="center" gap={10}>
          <span aria-hidden className="job-step-number">
            {step.status === 'done' ? <CheckOutlined /> : index}
          </span>
          <Typography.Title id={headingId} level={2} style={{ fontSize: 16, margin: 0, flex: 1 }}>
            {title}
          </Typography.Title>
          <span className="job-step-status">
            {step.status !== 'done' && icon} {t(`steps.status.${step.status}`)}
          </span>
        </Flex>
        {step.status === 'missing' && step.message && <Alert type="error" title={step.message} />}
        {children}
      </Flex>
    </Card>
  );
}
