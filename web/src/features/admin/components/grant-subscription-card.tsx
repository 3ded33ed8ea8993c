import {
  SUBSCRIPTION_MAX_DAYS,
  SUBSCRIPTION_MIN_DAYS,
  type TAdminWorkspace,
  ZGrantSubscriptionRequest,
} from '@cleanops/contracts';
import { Button, Flex, Form, Radio, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { useCan } from '@/shared/hooks/use-can';
import { Card } from '@/shared/ui/card';
import { InputNumber, RangePicker } from '@/shared/ui/lazy-controls';
import { toast } from '@/shared/ui/toast';
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

/**
 * create_custom_subscription (DECISIONS.md §11): a period of 3 days to 2 years, as a number of days
 * starting now or when the current period ends, or as a date range. Granting to an expired workspace
 * lifts its read-only state at once. The form keeps what was typed when the server refuses it.
 */
export function GrantSubscriptionCard({ workspace }: { workspace: TAdminWorkspace }) {
  const { t } = useTranslation('admin');
  const can = useCan('create_custom_subscription');
  const [form] = Form.useForm<GrantFormValues>();
  const grant = useGrantSubscription();
  const [failure, setFailure] = useState<unknown>(null);
  const mode = Form.useWatch('mode', form) ?? 'days';
  const range = Form.useWatch('range', form);
  const days = rangeDays(range);
  const running = workspace.subscription && workspace.subscription.status !== 'expired';
  if (!can) return null;

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
    grant.mutate(
      { workspaceId: workspace.id, body },
      {
        onSuccess: () => {
          toast.success(t('grant.done'));
          form.resetFields();
        },
        onError: (error) => {
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
      <FailureAlert title={t('errors.grantSubscription')} error={failure} />
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
                precision={0}
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
    </Card>
  );
}
