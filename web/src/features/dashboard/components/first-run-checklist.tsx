import type { TDashboard } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocationChoices } from '@/shared/api/choices';
import { Card } from '@/shared/ui-kit/card';
import { CheckCircleFilled, RightOutlined } from '@/shared/ui-kit/icons';
import { ProgressLine } from './progress-line';

type Flags = TDashboard['checklist'];
type Step = 'location' | 'rooms' | 'qr' | 'invite' | 'task';

/**
 * A new workspace's first steps: each ticks itself from the workspace's real data (the
 * dashboard reply's flags) and links to where it is done; the dashboard hides the card once all are.
 */
export function FirstRunChecklist({ flags }: { flags: Flags }) {
  const { t } = useTranslation('dashboard');
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
  const progress = t('checklist.progress', { done: doneCount, count: steps.length });

  return (
    <Card
      size="small"
      title={<h2 className="dash-h2">{t('checklist.title')}</h2>}
      data-testid="first-run-checklist"
    >
      <div className="dash-paragraph dash-secondary">{t('checklist.hint')}</div>
      <ProgressLine percent={Math.round((doneCount / steps.length) * 100)} text={progress} />
      <ol className="dash-steps">
        {steps.map((step, index) => {
          const title = (
            <strong>
              {t(`checklist.steps.${step.key}.title`)}
              <span className="pui-visually-hidden">
                : {t(step.done ? 'checklist.done' : 'checklist.todo')}
              </span>
            </strong>
          );
          return (
            <li key={step.key}>
              {/* Named by its own words (WCAG 2.5.3: what is read out starts with what is seen). */}
              <Link to={step.to} className="dash-step">
                {step.done ? (
                  <CheckCircleFilled className="dash-step-done" />
                ) : (
                  <span aria-hidden="true" className="dash-step-number">
                    {index + 1}
                  </span>
                )}
                <span className="dash-step-text">
                  <span>{step.done ? <del>{title}</del> : title}</span>
                  <span className="dash-secondary dash-small">{t(`checklist.steps.${step.key}.hint`)}</span>
                </span>
                <RightOutlined className="dash-step-arrow" />
              </Link>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
