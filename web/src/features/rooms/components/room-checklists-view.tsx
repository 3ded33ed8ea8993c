import type { TChecklist } from '@cleanops/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Collapse } from '@/shared/ui-kit/collapse';
import { ListState } from '@/shared/ui-kit/list-state';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';

interface RoomChecklistsViewProps {
  checklists: TChecklist[];
  /** Shown under the empty state, e.g. a way to attach some for those who may. */
  emptyAction?: ReactNode;
}

/** The room's attached checklists with their numbered items, as staff will work through them. */
export function RoomChecklistsView({ checklists, emptyAction }: RoomChecklistsViewProps) {
  const { t } = useTranslation('rooms');
  if (checklists.length === 0)
    return (
      <ListState state="empty" description={t('checklists.none')}>
        {emptyAction}
      </ListState>
    );
  return (
    <Collapse
      defaultActiveKey={checklists[0] ? [checklists[0].id] : []}
      items={checklists.map((checklist) => ({
        key: checklist.id,
        label: (
          <Typography.Text strong style={{ wordBreak: 'break-word' }}>
            {checklist.name}
          </Typography.Text>
        ),
        extra: <Tag>{t('checklists.itemsCount', { count: checklist.items.length })}</Tag>,
        children:
          checklist.items.length > 0 ? (
            <ol style={{ margin: 0, paddingInlineStart: 24 }}>
              {checklist.items.map((item) => (
                <li key={item.id} style={{ padding: '2px 0', wordBreak: 'break-word' }}>
                  {item.text}
                </li>
              ))}
            </ol>
          ) : (
            <Typography.Text type="secondary">{t('checklists.noItems')}</Typography.Text>
          ),
      }))}
    />
  );
}
