import type { TProfileResponse } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { type PersonNameValues, personNameRule, showNameErrors } from '@/shared/forms/person-name-fields';
import { useEditForm } from '@/shared/forms/use-edit-form';
import { profileQueryOptions } from '@/shared/session/profile-query';
import { useUpdateProfile } from '@/shared/session/update-profile';
import { Button } from '@/shared/ui-kit/button';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';

const toValues = ({ user }: TProfileResponse): PersonNameValues => ({
  name: user.name ?? '',
  surname: user.surname ?? '',
});

/** Name and surname as stored now; Save sends only the one changed (useEditForm). */
export function NameForm() {
  const { t } = useTranslation('profile');
  const edit = useEditForm({ source: profileQueryOptions(), toValues });
  const { form } = edit;
  const update = useUpdateProfile();
  const watched = Form.useWatch([], form) as PersonNameValues | undefined;
  const dirty = Boolean(watched) && Object.keys(edit.changes()).length > 0;
  if (!edit.ready) return <Skeleton title={false} rows={2} />;

  const submit = () => {
    const changed = edit.changes();
    update.mutate(
      {
        ...(changed.name !== undefined ? { name: changed.name.trim() } : {}),
        ...(changed.surname !== undefined ? { surname: changed.surname.trim() } : {}),
      },
      {
        onSuccess: (profile) => {
          edit.saved(profile);
          toast.success(t('saved'));
        },
        onError: (error) => showNameErrors(form, error),
      },
    );
  };

  return (
    <Form<PersonNameValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={edit.initialValues}
    >
      <Form.Item name="name" label={t('name')} rules={[personNameRule('name')]} style={{ marginBottom: 12 }}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item
        name="surname"
        label={t('surname')}
        rules={[personNameRule('surname')]}
        style={{ marginBottom: 12 }}
      >
        <Input autoComplete="family-name" />
      </Form.Item>
      {dirty && (
        <Button type="primary" htmlType="submit" loading={update.isPending} block>
          {t('common:actions.save')}
        </Button>
      )}
    </Form>
  );
}
