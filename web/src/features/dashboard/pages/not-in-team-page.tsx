import { TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { StatusPage } from '@/shared/ui/status-page';

/** `/` for staff without a role (SPEC.md §6): nothing to do until a manager adds them to a team. */
export function NotInTeamPage() {
  const { t } = useTranslation('pages');
  usePageTitle(t('notInTeam.title'));
  return (
    <StatusPage
      status="info"
      icon={<TeamOutlined />}
      title={t('notInTeam.title')}
      subTitle={t('notInTeam.hint')}
      homeLink={false}
    />
  );
}
