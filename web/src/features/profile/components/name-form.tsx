import { NAME_MAX, NAME_MIN, type TProfile, ZPersonName } from '@cleanops/contracts';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { useUpdateProfile } from '@/shared/session/update-profile';
import { toast } from '@/shared/ui/toast';

interface NameValues {
  name: string;
  surname: string;
}

export function NameForm({ user }: { user: TProfile }) {
  const { t } = useTranslation('profile');
  const [form] = Form.useForm<NameValues>();
  const update = useUpdateProfile();
  const values = Form.useWatch([], form) as NameValues | undefined;
  const dirty = Boolean(
    values && (values.name !== (user.name ?? '') || values.surname !== (user.surname ?? '')),
  );

  const rule = (kind: 'name' | 'surname'): Rule => ({
    validator: async (_, value: string | undefined) => {
      const parsed = ZPersonName(kind).safeParse(value ?? '');
      if (!parsed.success)
        throw new Error(
          t(`validation:${parsed.error.issues[0]?.message ?? 'required'}`, { min: NAME_MIN, max: NAME_MAX }),
        );
    },
  });

  const submit = (next: NameValues) =>
    update.mutate(
      { name: next.name.trim(), surname: next.surname.trim() },
      {
        onSuccess: () => toast.success(t('saved')),
        onError: (error) =>
          form.setFields(
            (['name', 'surname'] as const).map((name) => ({
              name,
              errors: [fieldErrorFor(error, name) ?? ''].filter(Boolean),
            })),
          ),
      },
    );

  return (
    <Form<NameValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ name: user.name ?? '', surname: user.surname ?? '' }}
    >
      <Form.Item name="name" label={t('name')} rules={[rule('name')]} style={{ marginBottom: 12 }}>
        <Input autoComplete="given-name" />
      </Form.Item>
      <Form.Item name="surname" label={t('surname')} rules={[rule('surname')]} style={{ marginBottom: 12 }}>
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
