import type { TTeam } from '@cleanops/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Button } from '@/shared/ui-kit/button';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { LazyPagination } from '@/shared/ui-kit/lazy-pagination';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Spin } from '@/shared/ui-kit/spin';
import { toast } from '@/shared/ui-kit/toast';
import { useDeleteTeam } from '../api/delete-team';
import { useTeams } from '../api/get-teams';
import { TeamCard } from '../components/team-card';
import { TeamsEmpty } from '../components/teams-empty';
import { TeamsSearch } from '../components/teams-search';
import { TEAMS_PAGE_SIZE, useTeamListParams } from '../hooks/use-team-list-params';

// Its dialogs open on a click: their code loads once the page has painted.
const TeamEditorModal = lazyDialog(() =>
  import('../components/team-editor-modal').then((m) => m.TeamEditorModal),
);

/** Cards fill the width in columns of at least 320 px; a phone at 390 px gets one column. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
  gap: 16,
  alignItems: 'stretch',
} as const;

/** /teams (SPEC.md §2): every team with its head, members, and locations; create, edit, delete. */
export function TeamsPage() {
  const { t } = useTranslation('teams');
  usePageTitle(t('list.title'));
  const screens = useBreakpoint();
  const [askToConfirm, confirmHolder] = useConfirm();
  const canCreate = useCan('create_team');
  const canUpdate = useCan('update_team');
  const canDelete = useCan('delete_team');
  const { params, query, update } = useTeamListParams();
  const teams = useTeams(query);
  const remove = useDeleteTeam();
  const data = teams.data;
  /** `team: null` creates one. The team stays while the modal fades out, so its title does not flip. */
  const [editor, setEditor] = useState<{ open: boolean; team: TTeam | null; opened: number }>({
    open: false,
    team: null,
    opened: 0,
  });
  // Each opening mounts a new editor (`opened` keys it): it starts from the team as stored then.
  const openEditor = (team: TTeam | null) =>
    setEditor((current) => ({ open: true, team, opened: current.opened + 1 }));

  // A page past the end (teams deleted meanwhile, an old link) moves to the last page that has teams.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / TEAMS_PAGE_SIZE)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

  const confirmDelete = (team: TTeam) =>
    askToConfirm({
      title: t('delete.confirmTitle', { name: team.name }),
      content: (
        <Flex vertical gap={6}>
          <span>
            {team.locations.length > 0
              ? t('delete.locationsLoseTeam', {
                  count: team.locations.length,
                  locations: team.locations.map((location) => location.title).join(', '),
                })
              : t('delete.noLocations')}
          </span>
          <span>{t('delete.membersStay')}</span>
        </Flex>
      ),
      okText: t('delete.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      width: 460,
      onOk: async () => {
        await remove.mutateAsync(team.id);
        toast.success(t('delete.done', { name: team.name }));
      },
    });

  const body = () => {
    if (teams.isPending) {
      return <ListState state="loading" cards={3} avatar rows={4} />;
    }
    if (teams.isError && !data) {
      return (
        <ListState
          state="error"
          title={t('list.loadFailed')}
          onRetry={() => void teams.refetch()}
          retrying={teams.isFetching}
        />
      );
    }
    if (!data || data.total === 0) {
      return (
        <TeamsEmpty
          searched={Boolean(params.search)}
          onClearSearch={() => update({ search: undefined })}
          onCreate={canCreate ? () => openEditor(null) : undefined}
        />
      );
    }
    return (
      <Spin spinning={teams.isFetching && teams.isPlaceholderData}>
        <ul style={{ ...GRID, listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('list.title')}>
          {data.items.map((team) => (
            <li key={team.id} style={{ minWidth: 0 }}>
              <TeamCard
                team={team}
                onEdit={canUpdate ? () => openEditor(team) : undefined}
                onDelete={canDelete ? () => confirmDelete(team) : undefined}
              />
            </li>
          ))}
        </ul>
        <Flex justify="center" style={{ marginTop: 20 }}>
          <LazyPagination
            current={params.page}
            pageSize={TEAMS_PAGE_SIZE}
            total={data.total}
            hideOnSinglePage
            showSizeChanger={false}
            size={screens.md ? 'medium' : 'small'}
            onChange={(page) => update({ page })}
          />
        </Flex>
      </Spin>
    );
  };

  // An empty workspace gets the big call to action, not a search over nothing.
  const showSearch = Boolean(params.search) || (data?.total ?? 0) > 0;

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor(null)}>
              {t('list.create')}
            </Button>
          )
        }
      />
      {confirmHolder}
      {showSearch && <TeamsSearch value={params.search} onSearch={(search) => update({ search })} />}
      {body()}
      {(canCreate || canUpdate) && (
        <TeamEditorModal
          key={editor.opened}
          open={editor.open}
          team={editor.team}
          onClose={() => setEditor((current) => ({ ...current, open: false }))}
        />
      )}
    </>
  );
}
