import type { TChecklist } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { ALLOW_CLEAR } from '@/shared/ui-kit/decorative-icons';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row } from '@/shared/ui-kit/grid';
import { PlusOutlined, SearchOutlined } from '@/shared/ui-kit/icons';
import { Input } from '@/shared/ui-kit/input';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { LazyPagination } from '@/shared/ui-kit/lazy-pagination';
import { ListState } from '@/shared/ui-kit/list-state';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useDeleteChecklist } from '../api/delete-checklist';
import { useChecklists } from '../api/get-checklists';
import { ChecklistCard } from '../components/checklist-card';

// The editor (a form in a modal) loads apart from the page.
const ChecklistEditorModal = lazyDialog(() =>
  import('@/shared/checklists/checklist-editor-modal').then((m) => m.ChecklistEditorModal),
);

const PAGE_SIZE = 12;

/** `checklist` stays set while the editor closes, so its title does not flip during the animation. */
interface EditorState {
  open: boolean;
  checklist: TChecklist | null;
  /** Keys the editor: each opening mounts a new one, which starts from the checklist as stored then. */
  opened: number;
}

/** The workspace's checklist library (DECISIONS.md §6): rooms attach checklists from here. */
export function ChecklistsPage() {
  const { t } = useTranslation('checklists');
  usePageTitle(t('library.title'));
  const rights = useAuthStore((s) => s.rights);
  const canCreate = rights.includes('create_checklist');
  const canEdit = rights.includes('update_checklist');
  const canDelete = rights.includes('delete_checklist');

  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<EditorState>({ open: false, checklist: null, opened: 0 });
  const openEditor = (checklist: TChecklist | null) =>
    setEditor((state) => ({ open: true, checklist, opened: state.opened + 1 }));
  const query = useChecklists({ search: search || undefined, page, pageSize: PAGE_SIZE, sortBy: 'name' });
  const remove = useDeleteChecklist();

  const openCreate = () => openEditor(null);
  const createButton = canCreate && (
    <Button type="primary" icon={<PlusOutlined />} onClick={openCreate}>
      {t('library.create')}
    </Button>
  );

  const deleteChecklist = (checklist: TChecklist) =>
    remove
      .mutateAsync(checklist.id, {
        onSuccess: () => {
          toast.success(t('library.deleted', { name: checklist.name }));
          // The last card of a page went: show the page before instead of an empty one.
          if (query.data && query.data.items.length === 1 && page > 1) setPage(page - 1);
        },
      })
      // The request has shown its error toast; the confirmation just closes.
      .catch(() => undefined);

  const data = query.data;
  const libraryEmpty = data && data.total === 0 && !search;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200 }}>
      <Flex justify="space-between" align="flex-start" wrap gap={12}>
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('library.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('library.subtitle')}</Typography.Text>
        </Flex>
        {createButton}
      </Flex>

      {!libraryEmpty && (
        <Input.Search
          aria-label={t('library.search')}
          placeholder={t('library.searchPlaceholder')}
          allowClear={ALLOW_CLEAR}
          // antd draws the search button itself; the icon's label is the button's name.
          enterButton={<SearchOutlined label={t('library.searchButton')} />}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 420 }}
        />
      )}

      {query.isPending && <ListState state="loading" cards={3} rows={3} />}

      {query.isError && !data && (
        <ListState state="error" title={t('library.loadFailed')} onRetry={() => query.refetch()} />
      )}

      {libraryEmpty && (
        <Card>
          <ListState state="empty" description={t('library.empty')}>
            <Typography.Paragraph type="secondary">{t('library.emptyHint')}</Typography.Paragraph>
            {createButton}
          </ListState>
        </Card>
      )}

      {data && data.total === 0 && search && (
        <ListState state="empty" description={t('library.nothingFound', { search })} />
      )}

      {data && data.items.length > 0 && (
        <Row
          gutter={[16, 16]}
          role="list"
          aria-label={t('library.title')}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
        >
          {data.items.map((checklist) => (
            <Col key={checklist.id} xs={24} sm={12} lg={8} role="listitem" aria-label={checklist.name}>
              <ChecklistCard
                checklist={checklist}
                canEdit={canEdit}
                canDelete={canDelete}
                deleting={remove.isPending && remove.variables === checklist.id}
                onEdit={() => openEditor(checklist)}
                onDelete={() => deleteChecklist(checklist)}
              />
            </Col>
          ))}
        </Row>
      )}

      {data && data.total > PAGE_SIZE && (
        <LazyPagination
          current={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
          align="center"
        />
      )}

      <ChecklistEditorModal
        key={editor.opened}
        open={editor.open}
        checklist={editor.checklist}
        onClose={() => setEditor((state) => ({ ...state, open: false }))}
      />
    </Flex>
  );
}
