import { LOCATION_NOTIFICATION_EVENTS, type TNotificationSettings } from '@cleanops/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '@/shared/forms/use-edit-form';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Checkbox } from '@/shared/ui-kit/checkbox';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Col, Row, useBreakpoint } from '@/shared/ui-kit/grid';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { Switch } from '@/shared/ui-kit/switch';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { notificationSettingsQueryOptions, useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';
import { NOTIFICATION_GROUPS } from '../model/notification-groups';

/** Every flag present, so a half-loaded form never sends `undefined` (the PUT takes them all). */
function normalise(values: Partial<TNotificationSettings> | undefined): TNotificationSettings {
  return {
    enabled: Boolean(values?.enabled),
    events: Object.fromEntries(
      LOCATION_NOTIFICATION_EVENTS.map((event) => [event, Boolean(values?.events?.[event])]),
    ) as TNotificationSettings['events'],
  };
}

function sameSettings(a: TNotificationSettings, b: TNotificationSettings): boolean {
  return (
    a.enabled === b.enabled &&
    LOCATION_NOTIFICATION_EVENTS.every((event) => a.events[event] === b.events[event])
  );
}

/** The location's notification switch and one flag per event (SPEC.md §3). */
export function NotificationSettingsCard({ locationId }: { locationId: string }) {
  const { t } = useTranslation('locations');
  const canSee = useCan('get_notification_settings');
  const query = useNotificationSettings(locationId, { enabled: canSee });
  const screens = useBreakpoint();
  if (!canSee) return null;

  let body: ReactNode;
  if (query.data) body = <NotificationSettingsForm locationId={locationId} settings={query.data} />;
  else if (query.isError)
    body = (
      <StatusResult
        status="warning"
        title={t('notifications.loadFailed')}
        extra={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  else body = <Skeleton rows={5} />;

  return (
    <Card size={screens.md ? 'medium' : 'small'} title={t('notifications.title')}>
      {body}
    </Card>
  );
}

function NotificationSettingsForm({
  locationId,
  settings,
}: {
  locationId: string;
  settings: TNotificationSettings;
}) {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const canEdit = useCan('update_notification_settings');
  // The PUT takes every flag: starting from the flags as stored now is what keeps another tab's change.
  const edit = useEditForm({ source: notificationSettingsQueryOptions(locationId), toValues: normalise });
  const { form } = edit;
  const update = useUpdateNotificationSettings(locationId);
  const stored = edit.base ?? settings;
  const values = normalise(Form.useWatch([], { form, preserve: true }) ?? stored);
  const dirty = !sameSettings(values, stored);
  if (!edit.ready) return <Skeleton rows={5} />;

  const save = () =>
    update.mutate(edit.edited(), {
      onSuccess: (saved) => {
        edit.saved(saved);
        toast.success(t('notifications.saved'));
      },
    });

  return (
    <Form<TNotificationSettings>
      form={form}
      name="notification-settings"
      initialValues={edit.initialValues}
      onFinish={save}
      disabled={!canEdit}
    >
      <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 8 }}>
        <Flex vertical style={{ minWidth: 0 }}>
          <label htmlFor="notifications-enabled" style={{ fontWeight: 500, cursor: 'pointer' }}>
            {t('notifications.enabled')}
          </label>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('notifications.enabledHint')}
          </Typography.Text>
        </Flex>
        <Form.Item name="enabled" valuePropName="checked" noStyle>
          <Switch id="notifications-enabled" />
        </Form.Item>
      </Flex>
      {NOTIFICATION_GROUPS.map((group) => (
        <fieldset key={group.key} style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
          <legend style={{ fontWeight: 600, fontSize: token.fontSize, marginBottom: 8, padding: 0 }}>
            {t(`notifications.groups.${group.key}`)}
          </legend>
          <Row gutter={[16, 8]}>
            {group.events.map((event) => (
              <Col key={event} xs={24} md={12}>
                <Form.Item name={['events', event]} valuePropName="checked" noStyle>
                  <Checkbox
                    disabled={!values.enabled || !canEdit}
                    aria-describedby={`notification-${event}-hint`}
                  >
                    {t(`notifications.events.${event}.label`)}
                  </Checkbox>
                </Form.Item>
                <Typography.Text
                  id={`notification-${event}-hint`}
                  type="secondary"
                  style={{ display: 'block', fontSize: token.fontSizeSM, paddingInlineStart: 24 }}
                >
                  {t(`notifications.events.${event}.hint`)}
                </Typography.Text>
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}
      {canEdit && (
        <Flex justify="flex-end" gap={8} style={{ marginTop: 20 }}>
          {dirty && (
            <Button onClick={edit.discard} disabled={update.isPending}>
              {t('settings.discard')}
            </Button>
          )}
          <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
            {t('notifications.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}
