import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { type PersonNameValues, personNameRule, showNameErrors } from '@/shared/forms/person-name-fields';
import { currentLanguage } from '@/shared/i18n/i18n';
import { useLogout } from '@/shared/session/logout';
import { useUpdateProfile } from '@/shared/session/update-profile';
import { useAuthStore } from '@/shared/stores/auth-store';
import { browserTimezone } from '@/shared/stores/filters-store';
import { Button } from '@/shared/ui-kit/button';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { enterApp } from '../api/use-complete-login';
import { AuthCard } from '../components/auth-card';

export function FillProfilePage() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<PersonNameValues>();
  const token = useAuthStore((s) => s.token);
  const user = useAuthStore((s) => s.user);
  const update = useUpdateProfile();
  const logout = useLogout();

  if (!token) return <Navigate to="/" replace />;

  const submit = (values: PersonNameValues) => {
    update.mutate(
      {
        name: values.name.trim(),
        surname: values.surname.trim(),
        language: currentLanguage(),
        timezone: browserTimezone(),
      },
      {
        onSuccess: enterApp,
        onError: (error) => showNameErrors(form, error),
      },
    );
  };

  return (
    <AuthCard title={t('fillProfile.title')} description={t('fillProfile.description')}>
      <Form<PersonNameValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ name: user?.name ?? '', surname: user?.surname ?? '' }}
      >
        <Form.Item
          name="name"
          label={t('fillProfile.name')}
          rules={[personNameRule('name')]}
          validateTrigger="onBlur"
        >
          <Input size="large" autoComplete="given-name" autoFocus />
        </Form.Item>
        <Form.Item
          name="surname"
          label={t('fillProfile.surname')}
          rules={[personNameRule('surname')]}
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
      {logout.holder}
    </AuthCard>
  );
}
