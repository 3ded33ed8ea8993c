import { APP_PLATFORMS, compareVersions, type TAppPlatform, ZAppVersionNumber } from '@cleanops/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFieldErrors } from '@/shared/forms/server-field-errors';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { DatePicker } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { useCreateAppVersion } from '../api/app-versions';
import { adminRule, requiredRule, requiredValueRule } from '../model/admin-rule';
import { FailureAlert } from './failure-alert';

interface VersionValues {
  platform: TAppPlatform;
  number: string;
  releasedAt: Dayjs;
  minimumSupported: string;
}
const FIELDS = ['platform', 'number', 'releasedAt', 'minimumSupported'] as const;

/** A new version of one platform (DECISIONS.md §11): its number, release date and the oldest still supported. */
export function AppVersionModal({ platform, onClose }: { platform: TAppPlatform; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<VersionValues>();
  const create = useCreateAppVersion();
  const [failure, setFailure] = useState<unknown>(null);

  const submit = (values: VersionValues) => {
    setFailure(null);
    create.mutate(
      {
        platform: values.platform,
        number: values.number.trim(),
        releasedAt: values.releasedAt.toISOString(),
        minimumSupported: values.minimumSupported.trim(),
      },
      {
        onSuccess: (created) => {
          toast.success(t('versions.created', { number: created.number }));
          onClose();
        },
        onError: (error) => {
          setFailure(error);
          showFieldErrors(form, error, FIELDS);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('versions.createTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('versions.createSubmit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending }}
      cancelButtonProps={{ disabled: create.isPending }}
      destroyOnHidden
    >
      <FailureAlert title={t('versions.createFailed')} failure={failure} />
      <Form<VersionValues>
        name="app-version"
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ platform, releasedAt: dayjs() }}
        onFinish={submit}
      >
        <Form.Item name="platform" label={t('versions.platform')}>
          <Radio.Group
            optionType="button"
            options={APP_PLATFORMS.map((value) => ({ value, label: t(`versions.platforms.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('versions.number')}
          rules={[requiredRule(), adminRule(ZAppVersionNumber)]}
          validateFirst
        >
          <Input autoComplete="off" placeholder="1.4.2" autoFocus />
        </Form.Item>
        <Form.Item name="releasedAt" label={t('versions.releasedAt')} rules={[requiredValueRule()]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear={false} />
        </Form.Item>
        <Form.Item
          name="minimumSupported"
          label={t('versions.minimumSupported')}
          extra={t('versions.minimumHint')}
          dependencies={['number']}
          rules={[
            requiredRule(),
            adminRule(ZAppVersionNumber),
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const number = String(getFieldValue('number') ?? '').trim();
                if (!value || !number || !ZAppVersionNumber.safeParse(number).success) return;
                if (compareVersions(value.trim(), number) > 0)
                  throw new Error(t('validation.minimumAboveVersion'));
              },
            }),
          ]}
          validateFirst
        >
          <Input autoComplete="off" placeholder="1.3.0" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
