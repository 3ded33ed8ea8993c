import { CheckCircleFilled, RightOutlined } from '@ant-design/icons';
import type { TDashboard } from '@cleanops/contracts';
import { Flex, Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocationChoices } from '@/shared/api/choices';
import { Card } from '@/shared/ui/card';

type Flags = TDashboard['checklist'];
type Step = 'location' | 'rooms' | 'qr' | 'invite' | 'task';

/**
 * A new workspace's first steps (issue 11): each ticks itself from the workspace's real data (the
 * dashboard reply's flags) and links to where it is done; the dashboard hides the card once all are.
 */
export function FirstRunChecklist({ flags }: { flags: Flags }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  // Rooms and the QR sheet are made on a location's page: go straight to the first one when there is one.
  const locations = useLocationChoices(flags.hasLocation);
  const first = locations.data?.items[0];
  const placePath = first ? `/locations/${first.id}` : '/locations';
  const steps: { key: Step; done: boolean; to: string }[] = [
    { key: 'location', done: flags.hasLocation, to: '/locations/new' },
    { key: 'rooms', done: flags.hasRooms, to: placePath },
    { key: 'qr', done: flags.qrPrinted, to: placePath },
    { key: 'invite', done: flags.hasInvitedSomeone, to: '/employees' },
    { key: 'task', done: flags.hasTask, to: '/tasks/new' },
  ];
  const doneCount = steps.filter((step) => step.done).length;

  return (
    <Card
      size="small"
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('checklist.title')}
        </Typography.Title>
      }
      data-testid="first-run-checklist"
    >
      <Typography.Paragraph type="secondary">{t('checklist.hint')}</Typography.Paragraph>
      <Progress
        percent={Math.round((doneCount / steps.length) * 100)}
        format={() => t('checklist.progress', { done: doneCount, count: steps.length })}
        aria-label={t('checklist.progress', { done: doneCount, count: steps.length })}
        style={{ marginBottom: 12 }}
      />
      <Flex vertical gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {steps.map((step, index) => (
          <li key={step.key}>
            <Link
              to={step.to}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: 12,
                padding: '10px 8px',
                borderRadius: token.borderRadius,
                color: token.colorText,
              }}
              aria-label={`${t(`checklist.steps.${step.key}.title`)}: ${t(step.done ? 'checklist.done' : 'checklist.todo')}`}
            >
              {step.done ? (
                <CheckCircleFilled aria-hidden style={{ fontSize: 22, color: token.colorSuccessText }} />
              ) : (
                <span
                  aria-hidden
                  style={{
                    width: 22,
                    height: 22,
                    flex: 'none',
                    borderRadius: '50%',
                    border: `2px solid ${token.colorBorder}`,
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontSize: 12,
                    color: token.colorTextSecondary,
                  }}
                >
                  {index + 1}
                </span>
              )}
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text strong delete={step.done}>
                  {t(`checklist.steps.${step.key}.title`)}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {t(`checklist.steps.${step.key}.hint`)}
                </Typography.Text>
              </Flex>
              <RightOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
            </Link>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
