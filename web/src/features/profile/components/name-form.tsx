import type { TProfile } from '@cleanops/contracts';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type PersonNameValues, personNameRule, showNameErrors } from '@/shared/forms/person-name-fields';
import { useUpdateProfile } from '@/shared/session/update-profile';
import { toast } from '@/shared/ui/toast';

export function NameForm({ user }: { user: TProfile }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<PersonNameValues>();
  const update = useUpdateProfile();
  const values = Form.useWatch([], form) as PersonNameValues | undefined;
  const dirty = Boolean(
    values && (values.name !== (user.name ?? '') || values.surname !== (user.surname ?? '')),
  );

  const submit = (next: PersonNameValues) =>
    update.mutate(
      { name: next.name.trim(), surname: next.surname.trim() },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: (error) => showNameErrors(form, error),
      },
    );

  return (
    <Form<PersonNameValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: user.name ?? '', surname: user.surname ?? '' }}
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
