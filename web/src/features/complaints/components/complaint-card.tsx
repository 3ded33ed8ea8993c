import { complaintKind, type TComplaint, type TComplaintSource } from '@cleanops/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { useCan } from '@/shared/hooks/use-can';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  ScheduleOutlined,
} from '@/shared/ui-kit/icons';
import { StarsValue } from '@/shared/ui-kit/stars-input';
import { Tag, type TagColor } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';

const THUMB = 72;

/** The guest's own page in one colour, the copied-in reviews in others, so the source reads at a glance. */
const SOURCE_COLORS: Record<TComplaintSource, TagColor> = {
  system: 'blue',
  '2gis': 'green',
  google: 'geekblue',
  others: 'default',
};

interface ComplaintCardProps {
  complaint: TComplaint;
  onConvert?: () => void;
  onDelete?: () => void;
}

/** One complaint: stars, what the guest wrote, where, from which source and when, its photos and task. */
export function ComplaintCard({ complaint, onConvert, onDelete }: ComplaintCardProps) {
  const { t } = useTranslation('complaints');
  const { token } = useToken();
  const titleId = useId();
  const canSeeTasks = useCan('get_tasks');
  const { location, room, task } = complaint;
  const kind = complaintKind(complaint.rating);
  const tasksLink = `/tasks/all?${new URLSearchParams({ locationId: location.id, rooms: room.id })}`;

  const actions = [
    onConvert && !task && (
      <Button key="convert" type="primary" ghost icon={<ScheduleOutlined />} onClick={onConvert}>
        {t('card.convert')}
      </Button>
    ),
    onDelete && (
      <Button key="delete" danger icon={<DeleteOutlined />} onClick={onDelete}>
        {t('card.delete')}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Card
      // Named by its heading, so "the complaint about room X" is found and read as one region.
      role="region"
      aria-labelledby={titleId}
      data-testid="complaint"
      size="small"
      // The body fills the card as a flex item, not by `height: 100%`: a percentage height plus the
      // body's padding is taller than the card, and the actions hung below it over the next row.
      styles={{ body: { padding: 16, display: 'flex', flexDirection: 'column', gap: 12, flex: 1 } }}
      style={{ height: '100%', display: 'flex', flexDirection: 'column', boxSizing: 'border-box' }}
    >
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <StarsValue
          value={complaint.rating}
          size={18}
          label={t('card.rating', { count: complaint.rating })}
        />
        <Flex gap={6} align="center" wrap>
          {/* Praise or a complaint to act on, by the rule the dashboard's count follows (contracts). */}
          <Tag
            color={kind === 'praise' ? 'green' : 'volcano'}
            style={{ marginInlineEnd: 0 }}
            data-testid="complaint-kind"
          >
            {t(`card.kind.${kind}`)}
          </Tag>
          {complaint.reports > 1 && (
            // Several guests told of the same room within the location's merge window: one spill.
            <Tag color="red" style={{ marginInlineEnd: 0 }} data-testid="complaint-reports">
              {t('card.reports', { count: complaint.reports })}
            </Tag>
          )}
          <Tag color={SOURCE_COLORS[complaint.source]} style={{ marginInlineEnd: 0 }}>
            {t(`sources.${complaint.source}`)}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <time dateTime={complaint.createdAt} title={formatDate(complaint.createdAt, 'dateTime')}>
              {formatDate(complaint.createdAt, 'day')}
            </time>
          </Typography.Text>
        </Flex>
      </Flex>

      <Typography.Title
        id={titleId}
        level={2}
        style={{ fontSize: 15, margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        <EnvironmentOutlined style={{ color: token.colorTextTertiary, marginInlineEnd: 6 }} />
        <Link to={`/locations/${location.id}`}>{location.title}</Link>
        {' · '}
        <Link to={`/locations/${location.id}/rooms/${room.id}`}>{room.name}</Link>
      </Typography.Title>

      {complaint.text ? (
        <Typography.Paragraph
          ellipsis={{
            rows: 4,
            expandable: 'collapsible',
            symbol: (expanded) => t(expanded ? 'card.less' : 'card.more'),
          }}
          style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {complaint.text}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary" italic>
          {t('card.noText')}
        </Typography.Text>
      )}

      {complaint.photos.length > 0 && (
        <PhotoPreviewGroup>
          <ul
            aria-label={t('card.photos')}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
          >
            {complaint.photos.map((photo, index) => (
              <li key={photo.id}>
                <PhotoThumbnail
                  photo={photo}
                  alt={t('card.photoAlt', { number: index + 1 })}
                  size={THUMB}
                  style={{ borderRadius: token.borderRadius }}
                />
              </li>
            ))}
          </ul>
        </PhotoPreviewGroup>
      )}

      {complaint.joined.length > 0 && (
        <ol
          aria-label={t('card.joined')}
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
            listStyle: 'none',
            margin: 0,
            padding: 0,
          }}
        >
          {complaint.joined.map((report, reportIndex) => (
            <li
              key={report.id}
              data-testid="complaint-report"
              style={{ borderTop: `1px solid ${token.colorSplit}`, paddingTop: 8 }}
            >
              <Flex vertical gap={6}>
                <Flex gap={8} align="center" wrap>
                  <StarsValue
                    value={report.rating}
                    size={14}
                    label={t('card.rating', { count: report.rating })}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <time dateTime={report.createdAt} title={formatDate(report.createdAt, 'dateTime')}>
                      {formatDate(report.createdAt, 'time')}
                    </time>
                  </Typography.Text>
                </Flex>
                {report.text ? (
                  <Typography.Paragraph
                    style={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
                  >
                    {report.text}
                  </Typography.Paragraph>
                ) : (
                  <Typography.Text type="secondary" italic>
                    {t('card.noText')}
                  </Typography.Text>
                )}
                {report.photos.length > 0 && (
                  <PhotoPreviewGroup>
                    <ul
                      aria-label={t('card.reportPhotos', { number: reportIndex + 2 })}
                      style={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        gap: 8,
                        listStyle: 'none',
                        margin: 0,
                        padding: 0,
                      }}
                    >
                      {report.photos.map((photo, index) => (
                        <li key={photo.id}>
                          <PhotoThumbnail
                            photo={photo}
                            alt={t('card.reportPhotoAlt', { number: index + 1, report: reportIndex + 2 })}
                            size={THUMB}
                            style={{ borderRadius: token.borderRadius }}
                          />
                        </li>
                      ))}
                    </ul>
                  </PhotoPreviewGroup>
                )}
              </Flex>
            </li>
          ))}
        </ol>
      )}

      {task && (
        <Flex
          vertical
          gap={4}
          style={{
            padding: '8px 12px',
            borderRadius: token.borderRadius,
            background: token.colorSuccessBg,
            border: `1px solid ${token.colorSuccessBorder}`,
          }}
        >
          <Flex gap={8} align="center" wrap>
            <Tag color="success" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }}>
              {t('card.converted')}
            </Tag>
            <Typography.Text style={{ overflowWrap: 'anywhere' }}>
              {t('card.task', { title: task.title })}
            </Typography.Text>
          </Flex>
          {canSeeTasks && (
            // A one-time task has no page of its own: the room's tasks list holds its job.
            <Link to={tasksLink} style={{ fontSize: 12 }}>
              {t('card.openTasks')}
            </Link>
          )}
        </Flex>
      )}

      {actions.length > 0 && (
        <Flex gap={8} wrap style={{ marginTop: 'auto', paddingTop: 4 }}>
          {actions}
        </Flex>
      )}
    </Card>
  );
}
