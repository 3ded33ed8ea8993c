import {
  plannedPeriod,
  SUBSCRIPTION_MAX_DAYS,
  SUBSCRIPTION_MIN_DAYS,
  type TAdminWorkspace,
  type TGrantSubscriptionRequest,
  ZGrantSubscriptionRequest,
} from '@cleanops/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { useCan } from '@/shared/hooks/use-can';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { InputNumber, RangePicker } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useGrantSubscription } from '../api/workspaces';
import { issueMessage } from '../model/admin-rule';
import {
  DAY_PRESETS,
  emptyGrantValues,
  type GrantFormValues,
  rangeDays,
  toGrantRequest,
} from '../model/grant-period';
import { FailureAlert } from './failure-alert';

/** The dates a grant will run, by the rule the server grants by (contracts' plannedPeriod). */
function grantDates(workspace: TAdminWorkspace, body: TGrantSubscriptionRequest) {
  return plannedPeriod({
    now: new Date(),
    currentEndsAt: workspace.subscription ? new Date(workspace.subscription.endsAt) : null,
    start: body.start ?? 'now',
    length:
      body.days !== undefined ? { days: body.days } : { from: new Date(body.from!), to: new Date(body.to!) },
  });
}

/**
 * create_custom_subscription (DECISIONS.md §11): a period of 3 days to 2 years, as a number of days
 * starting now or when the current period ends, or as a date range. Granting to an expired workspace
 * lifts its read-only state at once. Nothing is granted before a confirmation that shows the dates
 * the period will run (a grant up to 2 years is one Enter away otherwise); days are whole days, and
 * "3.5" is refused rather than rounded. The form keeps what was typed when the server refuses it.
 */
export function GrantSubscriptionCard({ workspace }: { workspace: TAdminWorkspace }) {
  const { t } = useTranslation('admin');
  const can = useCan('create_custom_subscription');
  const [form] = Form.useForm<GrantFormValues>();
  const grant = useGrantSubscription();
  const [failure, setFailure] = useState<unknown>(null);
  const [confirming, setConfirming] = useState<TGrantSubscriptionRequest | null>(null);
  const mode = Form.useWatch('mode', form) ?? 'days';
  const range = Form.useWatch('range', form);
  const days = rangeDays(range);
  const running = workspace.subscription && workspace.subscription.status !== 'expired';
  if (!can) return null;

  const confirmText = (body: TGrantSubscriptionRequest) => {
    const { startsAt, endsAt } = grantDates(workspace, body);
    return t('grant.confirmText', {
      from: formatDate(startsAt.toISOString(), 'dateTime'),
      to: formatDate(endsAt.toISOString(), 'dateTime'),
    });
  };

  const submit = (values: GrantFormValues) => {
    setFailure(null);
    const body = toGrantRequest(values);
    const parsed = ZGrantSubscriptionRequest.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path[0] === 'days' ? 'days' : 'range',
          errors: [issueMessage(issue)],
        })),
      );
      return;
    }
    setConfirming(body);
  };

  const confirm = (body: TGrantSubscriptionRequest) => {
    grant.mutate(
      { workspaceId: workspace.id, body },
      {
        onSuccess: () => {
          toast.success(t('grant.done'));
          setConfirming(null);
          form.resetFields();
        },
        onError: (error) => {
          setConfirming(null);
          setFailure(error);
          const fields = [
            { name: 'days' as const, message: fieldErrorFor(error, 'days') },
            { name: 'range' as const, message: fieldErrorFor(error, 'to') ?? fieldErrorFor(error, 'from') },
          ];
          form.setFields(
            fields.flatMap(({ name, message }) => (message ? [{ name, errors: [message] }] : [])),
          );
        },
      },
    );
  };

  return (
    <Card title={t('grant.title')}>
      <FailureAlert title={t('errors.grantSubscription')} failure={failure} />
      <Form<GrantFormValues>
        name="grant-subscription"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={emptyGrantValues}
        onFinish={submit}
      >
        <Form.Item name="mode" label={t('grant.how')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'days', label: t('grant.byDays') },
              { value: 'range', label: t('grant.byRange') },
            ]}
          />
        </Form.Item>
        {mode === 'days' ? (
          <>
            <Form.Item
              name="days"
              label={t('grant.days')}
              extra={t('grant.bounds', { min: SUBSCRIPTION_MIN_DAYS, max: SUBSCRIPTION_MAX_DAYS })}
            >
              <InputNumber
                // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
                controls={false}
                min={1}
                step={1}
                inputMode="numeric"
                style={{ width: 160 }}
              />
            </Form.Item>
            <Flex wrap gap={6} style={{ marginTop: -12, marginBottom: 16 }}>
              {DAY_PRESETS.map((preset) => (
                <Button key={preset} size="small" onClick={() => form.setFieldValue('days', preset)}>
                  {t('grant.preset', { count: preset })}
                </Button>
              ))}
            </Flex>
            <Form.Item name="start" label={t('grant.start')}>
              <Radio.Group
                options={[
                  {
                    value: 'after_current',
                    label: running ? t('grant.startAfterCurrent') : t('grant.startAfterExpired'),
                  },
                  { value: 'now', label: t('grant.startNow') },
                ]}
                style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="range"
            label={t('grant.range')}
            extra={
              days === null
                ? t('grant.bounds', { min: SUBSCRIPTION_MIN_DAYS, max: SUBSCRIPTION_MAX_DAYS })
                : t('grant.rangeDays', { count: days })
            }
          >
            <RangePicker
              allowEmpty={[false, false]}
              disabledDate={(date) => date.isBefore(dayjs().startOf('day'))}
              aria-label={t('grant.range')}
            />
          </Form.Item>
        )}
        <Typography.Paragraph type="secondary">{t('grant.liftsReadOnly')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={grant.isPending}>
          {t('grant.submit')}
        </Button>
      </Form>
      {confirming && (
        <Modal
          open
          title={t('grant.confirmTitle')}
          onCancel={() => setConfirming(null)}
          onOk={() => confirm(confirming)}
          okText={t('grant.confirm')}
          okButtonProps={{ loading: grant.isPending }}
          cancelText={t('common:actions.cancel')}
          cancelButtonProps={{ disabled: grant.isPending }}
        >
          <Typography.Paragraph>{confirmText(confirming)}</Typography.Paragraph>
        </Modal>
      )}
    </Card>
  );
}
