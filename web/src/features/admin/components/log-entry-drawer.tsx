import type { TAdminLogEntry } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Drawer } from '@/shared/ui-kit/drawer';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { actorLabel } from '../model/log-actor';
import { logDescription } from '../model/log-description';
import { useActionLabel } from './log-action';

/** A log line in full: who, where, when, and the data it recorded, as indented JSON. */
export function LogEntryDrawer({ entry, onClose }: { entry: TAdminLogEntry | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { token } = useToken();
  const screens = useBreakpoint();
  const actionLabel = useActionLabel();
  return (
    <Drawer
      open={entry !== null}
      onClose={onClose}
      title={entry ? actionLabel(entry.action) : ''}
      size={screens.md ? 560 : '100%'}
      destroyOnHidden
    >
      {entry && (
        <>
          <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('logs.columns.when')}>
              {formatDate(entry.createdAt, 'dateTime')}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs.columns.actor')}>{actorLabel(entry, t)}</Descriptions.Item>
            <Descriptions.Item label={t('logs.columns.workspace')}>
              {entry.workspace
                ? (entry.workspace.ownerName ?? entry.workspace.name ?? entry.workspace.id)
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('logs.columns.ip')}>{entry.ip ?? '—'}</Descriptions.Item>
            {logDescription(entry, t) && (
              <Descriptions.Item label={t('logs.columns.description')}>
                {logDescription(entry, t)}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={3} style={{ fontSize: 15 }}>
            {t('logs.data')}
          </Typography.Title>
          <pre
            style={{
              margin: 0,
              padding: 12,
              background: token.colorFillQuaternary,
              color: token.colorText,
              borderRadius: token.borderRadius,
              fontSize: 13,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            {entry.data ? JSON.stringify(entry.data, null, 2) : t('logs.noData')}
          </pre>
        </>
      )}
    </Drawer>
  );
}
