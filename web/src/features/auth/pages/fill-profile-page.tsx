import { NAME_MAX, NAME_MIN, ZPersonName } from '@cleanops/contracts';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { fieldErrorFor } from '@/shared/api/api-error';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useLogout } from '@/shared/session/logout';
import { useUpdateProfile } from '@/shared/session/update-profile';
import { useAuthStore } from '@/shared/stores/auth-store';
import { browserTimezone } from '@/shared/stores/filters-store';
import { enterApp } from '../api/use-complete-login';
import { AuthCard } from '../components/auth-card';

interface NameValues {
  name: string;
  surname: string;
}

export function FillProfilePage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<NameValues>();
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const update = useUpdateProfile();
  const logout = useLogout();

  if (!token) return <Navigate to="/" replace />;

  const nameRule = (kind: 'name' | 'surname'): Rule => ({
    validator: async (_, value: string | undefined) => {
      const parsed = ZPersonName(kind).safeParse(value ?? '');
      if (!parsed.success)
        throw new Error(
          t(`validation:${parsed.error.issues[0]?.message ?? 'required'}`, { min: NAME_MIN, max: NAME_MAX }),
        );
    },
  });

  const submit = (values: NameValues) => {
    update.mutate(
      {
        name: values.name.trim(),
        surname: values.surname.trim(),
        language: currentLanguage(),
        timezone: browserTimezone(),
      },
      {
        onSuccess: enterApp,
        onError: (error) =>
          form.setFields(
            (['name', 'surname'] as const).map((name) => ({
              name,
              errors: [fieldErrorFor(error, name) ?? ''].filter(Boolean),
            })),
          ),
      },
    );
  };

  return (
    <AuthCard title={t('fillProfile.title')} description={t('fillProfile.description')}>
      <Form<NameValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ name: user?.name ?? '', surname: user?.surname ?? '' }}
      >
        <Form.Item
          name="name"
          label={t('fillProfile.name')}
          rules={[nameRule('name')]}
          validateTrigger="onBlur"
        >
          <Input size="large" autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item
          name="surname"
          label={t('fillProfile.surname')}
          rules={[nameRule('surname')]}
          validateTrigger="onBlur"
        >
          <Input size="large" autoComplete="family-name" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={update.isPending}>
          {t('fillProfile.submit')}
        </Button>
      </Form>
      <Button
        type="link"
        onClick={() => logout.mutate()}
        loading={logout.isPending}
        style={{ paddingInline: 0 }}
      >
        {t('fillProfile.otherAccount')}
      </Button>
    </AuthCard>
  );
}
