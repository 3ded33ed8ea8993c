import type { TOccurrenceDetail, TOccurrencePhoto } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { personName } from '@/shared/people/person-name';
import { useAuthStore } from '@/shared/stores/auth-store';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Descriptions } from '@/shared/ui-kit/descriptions';
import { Flex } from '@/shared/ui-kit/flex';
import { Col, Row } from '@/shared/ui-kit/grid';
import {
  CheckCircleFilled,
  CloseCircleFilled,
  MinusCircleOutlined,
  ToolOutlined,
} from '@/shared/ui-kit/icons';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { momentIn } from '../model/time-window';

const THUMB = 76;
/** Read by screen readers, not shown: the icon says done or not to the eye. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function PhotoColumn({ title, photos, empty }: { title: string; photos: TOccurrencePhoto[]; empty: string }) {
  const { token } = useToken();
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{title}</Typography.Text>
      {photos.length === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <ul
          aria-label={title}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
        >
          {photos.map((photo) => (
            <li key={photo.id}>
              <PhotoThumbnail
                photo={photo}
                alt={`${title}: ${photo.name}`}
                size={THUMB}
                style={{ borderRadius: token.borderRadius }}
              />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

/**
 * The job's report, read-only (DECISIONS.md §7): who did it and when, the scans, the checklist
 * answers, the photos before and after side by side, and the result and comment.
 */
export function JobReport({ job, onWork }: { job: TOccurrenceDetail; onWork?: () => void }) {
  const { t } = useTranslation('jobs');
  const { token } = useToken();
  const myId = useAuthStore((s) => s.user?.id);
  const zone = job.location.timezone;
  const byAt = (person: TOccurrenceDetail['startedBy'], at: string | null) =>
    at ? `${person ? personName(person) : '—'}, ${momentIn(at, zone)}` : t('report.notYet');
  const scannedAt = new Map(job.scans.map((s) => [s.roomId, s.at]));
  const finished = job.state === 'completed';
  const before = job.photos.filter((p) => p.phase === 'before');
  const after = job.photos.filter((p) => p.phase === 'after');

  const notice =
    finished || onWork
      ? null
      : job.pickedBy && job.pickedBy.id !== myId
        ? t('report.readOnlyTaken', { name: personName(job.pickedBy) })
        : t('report.readOnly');

  return (
    <Flex vertical gap={12}>
      {notice && <Alert type="info" title={notice} />}
      {onWork && (
        <Button size="large" block icon={<ToolOutlined />} onClick={onWork}>
          {t('report.work')}
        </Button>
      )}
      <Card size="small" title={t('report.title')}>
        <Descriptions
          column={1}
          size="small"
          items={[
            ...(job.team
              ? [
                  {
                    key: 'picked',
                    label: t('report.takenBy'),
                    children: job.pickedBy ? personName(job.pickedBy) : t('report.notYet'),
                  },
                ]
              : []),
            { key: 'started', label: t('report.started'), children: byAt(job.startedBy, job.startedAt) },
            { key: 'finished', label: t('report.finished'), children: byAt(job.finishedBy, job.finishedAt) },
            ...(job.type === 'inspect'
              ? [
                  {
                    key: 'result',
                    label: t('report.result'),
                    children: job.result ? (
                      <Tag color={job.result === 'pass' ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
                        {t(`steps.inspect.${job.result}`)}
                      </Tag>
                    ) : (
                      t('report.notYet')
                    ),
                  },
                ]
              : []),
            {
              key: 'comment',
              label: t('report.comment'),
              children: job.comment ? (
                <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{job.comment}</span>
              ) : (
                <Typography.Text type="secondary">{t('report.noComment')}</Typography.Text>
              ),
            },
          ]}
        />
      </Card>

      {job.requireScan && (
        <Card size="small" title={t('report.scans')}>
          <Flex vertical gap={6} role="list" aria-label={t('report.scans')}>
            {job.rooms.map((room) => {
              const at = scannedAt.get(room.id);
              return (
                <Flex key={room.id} role="listitem" justify="space-between" gap={8} wrap>
                  <Typography.Text>{room.name}</Typography.Text>
                  <Typography.Text type={at ? undefined : 'secondary'}>
                    {at ? momentIn(at, zone) : t('steps.scan.notScanned')}
                  </Typography.Text>
                </Flex>
              );
            })}
          </Flex>
        </Card>
      )}

      {job.checklist.length > 0 && (
        <Card size="small" title={t('report.checklist')}>
          <Flex vertical gap={6} role="list" aria-label={t('report.checklist')}>
            {job.checklist.map((item) => (
              <Flex key={item.id} role="listitem" gap={8} align="baseline">
                <span aria-hidden style={{ color: item.done ? token.colorSuccess : token.colorTextTertiary }}>
                  {item.done ? (
                    <CheckCircleFilled />
                  ) : finished ? (
                    <CloseCircleFilled />
                  ) : (
                    <MinusCircleOutlined />
                  )}
                </span>
                <Typography.Text style={{ overflowWrap: 'anywhere' }}>
                  {item.text}
                  <span style={VISUALLY_HIDDEN}>
                    {' '}
                    ({item.done ? t('report.itemDone') : t('report.itemNotDone')})
                  </span>
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        </Card>
      )}

      {(job.photosBefore || job.photosAfter || job.requirePhoto || job.photos.length > 0) && (
        <Card size="small" title={t('report.photos')}>
          <PhotoPreviewGroup>
            <Row gutter={12}>
              <Col span={12}>
                <PhotoColumn title={t('report.before')} photos={before} empty={t('report.noPhotos')} />
              </Col>
              <Col span={12}>
                <PhotoColumn title={t('report.after')} photos={after} empty={t('report.noPhotos')} />
              </Col>
            </Row>
          </PhotoPreviewGroup>
        </Card>
      )}
    </Flex>
  );
}
