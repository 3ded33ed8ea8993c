import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { ClockCircleOutlined, ToolOutlined } from '@/shared/ui-kit/icons';
import { StatusPage } from '@/shared/ui-kit/status-page';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('notFound.title'));
  return <StatusPage status="404" title={t('notFound.title')} subTitle={t('notFound.hint')} />;
}

export function NoAccessPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('noAccess.title'));
  return <StatusPage status="403" title={t('noAccess.title')} subTitle={t('noAccess.hint')} />;
}

export function NotAvailablePage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('notAvailable.title'));
  return (
    <StatusPage
      status="info"
      icon={<ClockCircleOutlined />}
      title={t('notAvailable.title')}
      subTitle={t('notAvailable.hint')}
    />
  );
}

/** Placeholder for signed-in pages that later issues build; `section` names the page. */
export function UnderConstructionPage({ section }: { section: string }) {
  const { t } = useTranslation('pages');
  const name = t(`sections.${section}`);
  usePageTitle(name);
  return (
    <StatusPage
      status="info"
      icon={<ToolOutlined />}
      title={t('underConstruction.title')}
      subTitle={t('underConstruction.hint', { section: name })}
      homeLink={false}
    />
  );
}
