import type { TLocation } from '@cleanops/contracts';
import { Button, Card, Flex, Form, Grid, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { toast } from '@/shared/ui/toast';
import { useUpdateLocation } from '../api/update-location';
import { type LocationFormValues, toFormValues, toUpdateRequest } from '../model/location-form';
import { AddressFields } from './address-fields';
import { showServerFieldErrors } from './server-errors';
import { SettingsFields, TitleField } from './settings-fields';
import { TeamField } from './team-field';
import { TypeFields } from './type-fields';

/** Everything the wizard asked, editable; Save sends only what changed (PATCH). */
export function LocationEditForm({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const cardSize = screens.md ? 'medium' : 'small';
  const canUpdate = useCan('update_location');
  const [form] = Form.useForm<LocationFormValues>();
  const update = useUpdateLocation(location.id);
  const type = Form.useWatch('type', form);
  const values = Form.useWatch([], { form, preserve: true }) as LocationFormValues | undefined;
  // The form starts from the location as first loaded; after a save it is set from the reply.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-seed only for another location
  const initialValues = useMemo(() => toFormValues(location), [location.id]);
  const changes = values ? toUpdateRequest(location, values) : {};
  const dirty = Object.keys(changes).length > 0;

  const save = () => {
    const body = toUpdateRequest(location, form.getFieldsValue(true) as LocationFormValues);
    if (Object.keys(body).length === 0) return;
    update.mutate(body, {
      onSuccess: (updated) => {
        form.setFieldsValue(toFormValues(updated));
        toast.success(t('settings.saved'));
      },
      onError: (error) => showServerFieldErrors(form, error),
    });
  };

  return (
    <Form<LocationFormValues>
      form={form}
      name="location-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={save}
      disabled={!canUpdate}
      scrollToFirstError={{ block: 'center' }}
    >
      <Flex vertical gap={16}>
        <Card size={cardSize} title={t('settings.detailsTitle')}>
          <TypeFields compact />
          <TitleField />
          <AddressFields />
          <TeamField current={location.team} />
        </Card>
        <Card size={cardSize} title={t('overview.rulesTitle')}>
          <SettingsFields type={type} withTitle={false} />
        </Card>
        {canUpdate && (
          <Flex
            justify="flex-end"
            align="center"
            wrap
            gap={8}
            style={{
              // Only unsaved changes follow the scroll: on a phone a bar saying "all saved" just costs room.
              position: dirty ? 'sticky' : 'static',
              bottom: 0,
              zIndex: 2,
              padding: '12px 16px',
              background: token.colorBgElevated,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
              boxShadow: dirty ? token.boxShadowSecondary : undefined,
            }}
          >
            <Typography.Text type="secondary" style={{ marginInlineEnd: 'auto' }} aria-live="polite">
              {dirty ? t('settings.unsaved') : t('settings.upToDate')}
            </Typography.Text>
            {dirty && (
              <Button onClick={() => form.setFieldsValue(toFormValues(location))} disabled={update.isPending}>
                {t('settings.discard')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
              {t('common:actions.save')}
            </Button>
          </Flex>
        )}
      </Flex>
    </Form>
  );
}
