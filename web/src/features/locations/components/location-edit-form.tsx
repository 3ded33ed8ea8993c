import type { TLocation } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { useEditForm } from '@/shared/forms/use-edit-form';
import { useLeaveGuard } from '@/shared/forms/use-leave-guard';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { locationQueryOptions } from '../api/get-location';
import { useUpdateLocation } from '../api/update-location';
import { type LocationFormValues, toFormValues, toUpdateRequest } from '../model/location-form';
import { AddressFields } from './address-fields';
import { GuestRulesFields } from './guest-rules-fields';
import { InspectionFields } from './inspection-fields';
import { showServerFieldErrors } from './server-errors';
import { SettingsFields, TitleField } from './settings-fields';
import { TeamField } from './team-field';
import { TypeFields } from './type-fields';

/**
 * Everything the wizard asked, editable. It starts from the location as the server has it now (not
 * the cached copy) and Save sends only the fields the user changed (PATCH).
 */
export function LocationEditForm({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const screens = useBreakpoint();
  const cardSize = screens.md ? 'medium' : 'small';
  const canUpdate = useCan('update_location');
  const edit = useEditForm({ source: locationQueryOptions(location.id), toValues: toFormValues });
  const { form } = edit;
  const update = useUpdateLocation(location.id);
  const type = Form.useWatch('type', form);
  const values = Form.useWatch([], { form, preserve: true }) as LocationFormValues | undefined;
  const stored = edit.base ?? location;
  const changes = edit.ready && values ? toUpdateRequest(stored, edit.edited()) : {};
  const dirty = Object.keys(changes).length > 0;
  const leaveGuard = useLeaveGuard(dirty && !update.isPending);

  if (!edit.ready) {
    return (
      <Card size={cardSize} title={t('settings.detailsTitle')}>
        <Skeleton rows={8} />
      </Card>
    );
  }

  const save = () => {
    const body = toUpdateRequest(stored, edit.edited());
    if (Object.keys(body).length === 0) return;
    update.mutate(body, {
      onSuccess: (updated) => {
        edit.saved(updated);
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
      initialValues={edit.initialValues}
      onFinish={save}
      disabled={!canUpdate}
      scrollToFirstError={{ block: 'center' }}
    >
      <Flex vertical gap={16}>
        <Card size={cardSize} title={t('settings.detailsTitle')}>
          <TypeFields compact />
          <TitleField />
          <AddressFields />
          <TeamField current={stored.team} />
        </Card>
        <Card size={cardSize} title={t('overview.rulesTitle')}>
          <SettingsFields type={type} withTitle={false} />
        </Card>
        {type !== 'commercial' && (
          <Card size={cardSize} title={t('inspection.title')}>
            <InspectionFields />
          </Card>
        )}
        <Card size={cardSize} title={t('settings.guestRulesTitle')}>
          <GuestRulesFields type={type} />
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
              <Button onClick={edit.discard} disabled={update.isPending}>
                {t('settings.discard')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
              {t('common:actions.save')}
            </Button>
          </Flex>
        )}
      </Flex>
      {leaveGuard}
    </Form>
  );
}
