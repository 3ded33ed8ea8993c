import type { TChecklist } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { DeleteOutlined, EditOutlined } from '@/shared/ui-kit/icons';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';

/** How many items a card shows before "and N more". */
const PREVIEW_ITEMS = 4;

interface ChecklistCardProps {
  checklist: TChecklist;
  canEdit: boolean;
  canDelete: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}

export function ChecklistCard({
  checklist,
  canEdit,
  canDelete,
  deleting,
  onEdit,
  onDelete,
}: ChecklistCardProps) {
  const { t } = useTranslation('checklists');
  const { token } = useToken();
  const hidden = checklist.items.length - PREVIEW_ITEMS;

  const actions = [
    canEdit && (
      <Button key="edit" type="text" icon={<EditOutlined />} onClick={onEdit}>
        {t('library.edit')}
      </Button>
    ),
    canDelete && (
      <Popconfirm
        key="delete"
        title={t('library.deleteTitle', { name: checklist.name })}
        description={
          checklist.roomsCount > 0
            ? t('library.deleteAttached', { count: checklist.roomsCount })
            : t('library.deleteUnattached')
        }
        okText={t('library.delete')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ danger: true, loading: deleting }}
        onConfirm={onDelete}
      >
        <Button type="text" danger icon={<DeleteOutlined />}>
          {t('library.delete')}
        </Button>
      </Popconfirm>
    ),
  ].filter(Boolean);

  return (
    <Card
      title={
        <Typography.Text strong ellipsis={{ tooltip: checklist.name }}>
          {checklist.name}
        </Typography.Text>
      }
      size="small"
      actions={actions.length > 0 ? actions : undefined}
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      styles={{ body: { flex: 1 } }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('library.itemsCount', { count: checklist.items.length })}
          {' · '}
          {checklist.roomsCount > 0
            ? t('library.roomsCount', { count: checklist.roomsCount })
            : t('library.noRooms')}
        </Typography.Text>
        {checklist.items.length > 0 && (
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {checklist.items.slice(0, PREVIEW_ITEMS).map((item) => (
              <li key={item.id}>
                <Typography.Text ellipsis={{ tooltip: item.text }} style={{ maxWidth: '100%' }}>
                  {item.text}
                </Typography.Text>
              </li>
            ))}
          </ol>
        )}
        {hidden > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('library.moreItems', { count: hidden })}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
