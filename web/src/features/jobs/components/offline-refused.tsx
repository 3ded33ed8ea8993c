import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { JOB_CHAIN_PREFIX, type QueuedStep, type StepRefusal } from '@/shared/offline/queued-step';
import { discardChain, retryChain } from '@/shared/offline/step-queue';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { DeleteOutlined, ReloadOutlined } from '@/shared/ui-kit/icons';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { queuedPhoto } from '../model/offline-job';
import { waitingWords } from '../model/waiting-words';

/**
 * The refusal in words for the person who did the work: a job the server no longer finds for them was
 * deleted or taken out of their hands, which the server's general "not found" does not say.
 */
function reasonOf(t: TFunction<'jobs'>, chain: string, refusal: StepRefusal | undefined): string {
  if (refusal?.status === 404 && chain.startsWith(JOB_CHAIN_PREFIX)) return t('offline.refused.gone');
  return refusal?.message || t('offline.refused.unknown');
}

/**
 * Steps the server refused (a conflict: the job was taken, given to someone else, deleted): the
 * reason, and what stays on the phone, shown rather than dropped; the person decides what happens.
 */
export function Refused({ steps, onChanged }: { steps: QueuedStep[]; onChanged: () => void }) {
  const { t } = useTranslation('jobs');
  const { token } = useToken();
  const refusal = steps.find((s) => s.refusal)?.refusal;
  const photos = steps.filter((s) => s.photo);
  const comment = steps
    .map((s) => s.body?.comment)
    .find((c): c is string => typeof c === 'string' && c !== '');
  const chain = steps[0]!.chain;
  return (
    <Alert
      type="error"
      role="alert"
      data-testid="offline-refused"
      title={t('offline.refused.title')}
      description={
        <Flex vertical gap={8}>
          <Typography.Text>
            {t('offline.refused.reason', { reason: reasonOf(t, chain, refusal) })}
          </Typography.Text>
          <Typography.Text>{t('offline.refused.kept', { what: waitingWords(t, steps) })}</Typography.Text>
          {photos.length > 0 && (
            <PhotoPreviewGroup>
              <ul
                aria-label={t('offline.refused.photos')}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 8,
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                {photos.map((step) => {
                  const photo = queuedPhoto(step);
                  return (
                    <li key={step.key}>
                      <PhotoThumbnail
                        photo={photo}
                        alt={photo.name}
                        size={72}
                        style={{ borderRadius: token.borderRadius }}
                      />
                    </li>
                  );
                })}
              </ul>
            </PhotoPreviewGroup>
          )}
          {comment && (
            <figure style={{ margin: 0 }}>
              <figcaption>
                <Typography.Text strong>{t('offline.refused.note')}</Typography.Text>
              </figcaption>
              <blockquote style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment}
              </blockquote>
            </figure>
          )}
          <Flex gap={8} wrap>
            <Button icon={<ReloadOutlined />} onClick={() => void retryChain(chain).then(onChanged)}>
              {t('offline.refused.retry')}
            </Button>
            <Popconfirm
              title={t('offline.refused.discardTitle')}
              okText={t('offline.refused.discardOk')}
              cancelText={t('common:actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => discardChain(chain).then(onChanged)}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('offline.refused.discard')}
              </Button>
            </Popconfirm>
          </Flex>
        </Flex>
      }
    />
  );
}
