import { ROOM_CHECKLISTS_MAX as ATTACHED_MAX, type TChecklist, type TRoom } from '@cleanops/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFreshData } from '@/shared/forms/use-edit-form';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined, PlusOutlined } from '@/shared/ui-kit/icons';
import { Select } from '@/shared/ui-kit/lazy-controls';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { ListState } from '@/shared/ui-kit/list-state';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useChecklistLibrary } from '../api/checklist-library';
import { roomQueryOptions } from '../api/get-room';
import { useSetRoomChecklists } from '../api/set-room-checklists';
import { useDebouncedValue } from './use-debounced-value';

// The editor (a form in a modal) loads apart from the page.
const ChecklistEditorModal = lazyDialog(() =>
  import('@/shared/checklists/checklist-editor-modal').then((m) => m.ChecklistEditorModal),
);

const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The room's checklists, edited as a draft (add, remove, reorder) and saved whole with one PUT, so
 * the order staff see is exactly the one shown here.
 */
export function RoomChecklistsEditor({ room }: { room: TRoom }) {
  const { t } = useTranslation('rooms');
  const { token } = useToken();
  const selectId = useId();
  const canCreate = useAuthStore((s) => s.rights.includes('create_checklist'));
  const save = useSetRoomChecklists(room.id);
  // The whole list is saved at once (PUT): a draft must start from the list as stored now.
  const fresh = useFreshData(roomQueryOptions(room.id));

  const saved = (fresh.data ?? room).checklists.map((c) => c.id);
  /** null: nothing changed yet, the room's own list is shown (and follows refetches). */
  const [draft, setDraft] = useState<string[] | null>(null);
  const ids = draft ?? saved;
  const dirty = draft !== null && !sameOrder(draft, saved);

  const [search, setSearch] = useState('');
  const library = useChecklistLibrary(useDebouncedValue(search.trim()));
  /** Checklists created here, known before the library refetch brings them. */
  const [created, setCreated] = useState<TChecklist[]>([]);
  const [creating, setCreating] = useState(false);

  if (!fresh.ready) return <Skeleton title={false} rows={3} />;

  const known = new Map<string, TChecklist>();
  for (const c of [...created, ...(library.data?.items ?? []), ...(fresh.data ?? room).checklists])
    known.set(c.id, c);
  const options = (library.data?.items ?? [])
    .filter((c) => !ids.includes(c.id))
    .map((c) => ({ value: c.id, label: c.name }));

  const change = (next: string[]) => setDraft(next);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    change(next);
  };
  const add = (id: string) => {
    if (ids.length >= ATTACHED_MAX || ids.includes(id)) return;
    change([...ids, id]);
    setSearch('');
  };

  const submit = () =>
    save.mutate(ids, {
      onSuccess: () => {
        setDraft(null);
        toast.success(t('settings.checklists.saved'));
      },
    });

  return (
    <Flex vertical gap={16}>
      {ids.length === 0 ? (
        <ListState state="empty" description={t('settings.checklists.none')} />
      ) : (
        <Flex vertical role="list" aria-label={t('settings.checklists.attached')}>
          {ids.map((id, index) => {
            const checklist = known.get(id);
            const name = checklist?.name ?? '…';
            return (
              <Flex
                key={id}
                role="listitem"
                aria-label={name}
                align="center"
                gap={8}
                style={{
                  padding: '8px 0',
                  borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
                }}
              >
                <Typography.Text type="secondary" style={{ width: 24, flex: 'none', textAlign: 'right' }}>
                  {index + 1}.
                </Typography.Text>
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text>
                  {checklist && (
                    <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                      {t('checklists.itemsCount', { count: checklist.items.length })}
                    </Typography.Text>
                  )}
                </Flex>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('settings.checklists.moveUp')}
                  title={t('settings.checklists.moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('settings.checklists.moveDown')}
                  title={t('settings.checklists.moveDown')}
                  disabled={index === ids.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  type="text"
                  danger
                  icon={<CloseOutlined />}
                  aria-label={t('settings.checklists.remove')}
                  title={t('settings.checklists.remove')}
                  onClick={() => change(ids.filter((other) => other !== id))}
                />
              </Flex>
            );
          })}
        </Flex>
      )}

      <Flex vertical gap={4}>
        <label htmlFor={selectId}>{t('settings.checklists.add')}</label>
        <Select<string | null>
          id={selectId}
          value={null}
          placeholder={t('settings.checklists.addPlaceholder')}
          showSearch={{ filterOption: false, searchValue: search, onSearch: setSearch }}
          options={options}
          loading={library.isFetching}
          disabled={ids.length >= ATTACHED_MAX}
          onChange={(id) => id && add(id)}
          notFoundContent={
            library.isPending ? null : (
              <ListState
                state="empty"
                description={
                  search ? t('settings.checklists.noMatch') : t('settings.checklists.libraryEmpty')
                }
              />
            )
          }
          style={{ width: '100%', maxWidth: 480 }}
        />
        {ids.length >= ATTACHED_MAX && (
          <Typography.Text type="secondary">
            {t('settings.checklists.max', { max: ATTACHED_MAX })}
          </Typography.Text>
        )}
      </Flex>

      <Flex wrap gap={8} align="center">
        <Button type="primary" onClick={submit} loading={save.isPending} disabled={!dirty}>
          {t('settings.checklists.save')}
        </Button>
        {dirty && <Button onClick={() => setDraft(null)}>{t('settings.checklists.discard')}</Button>}
        {canCreate && (
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('settings.checklists.create')}
          </Button>
        )}
        <Link to="/checklists">{t('settings.checklists.library')}</Link>
      </Flex>
      {dirty && (
        <Typography.Text type="warning" role="status">
          {t('settings.checklists.unsaved')}
        </Typography.Text>
      )}

      <ChecklistEditorModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(checklist) => {
          // Made from a room to be used in it: attach it to the draft at once.
          setCreated((list) => [...list, checklist]);
          add(checklist.id);
        }}
      />
    </Flex>
  );
}
