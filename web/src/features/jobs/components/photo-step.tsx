import { OCCURRENCE_PHOTOS_MAX, type TOccurrenceDetail, type TPhotoPhase } from '@cleanops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { uploadFile } from '@/shared/api/upload';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { jobChain } from '@/shared/offline/queued-step';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CameraOutlined, DeleteOutlined, ReloadOutlined } from '@/shared/ui-kit/icons';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { Progress } from '@/shared/ui-kit/progress';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useAddPhoto, useDeletePhoto, useQueuePhoto } from '../api/job-flow';
import { mustQueue } from '../api/offline-steps';

const THUMB = 96;

interface Pending {
  uid: string;
  file: File;
  percent: number;
  error: string | null;
  /** When it was taken (chosen in the app): the photo's time on the job, however late it is sent. */
  takenAt: string;
}

/**
 * Photos of one phase: taken with the back camera (or picked from the gallery where the phone allows),
 * kept in the phone's queue, then uploaded with POST /uploads and attached to the job (offline-steps.ts);
 * the job page says what is still being sent. A photo that could not be kept stays listed to retry.
 * Photos can be deleted until the job is finished.
 */
export function PhotoStep({
  job,
  phase,
  actionable,
}: {
  job: TOccurrenceDetail;
  phase: TPhotoPhase;
  actionable: boolean;
}) {
  const { t } = useTranslation('jobs');
  const { token } = useToken();
  const input = useRef<HTMLInputElement>(null);
  const addPhoto = useAddPhoto(job.id);
  const queuePhoto = useQueuePhoto(job.id);
  const deletePhoto = useDeletePhoto(job.id);
  const [pending, setPending] = useState<Pending[]>([]);
  const photos = job.photos.filter((p) => p.phase === phase);
  const addLabel = phase === 'before' ? t('steps.photo.addBefore') : t('steps.photo.addAfter');
  const hint =
    phase === 'before'
      ? t('steps.photosBefore.hint')
      : job.photosAfter
        ? t('steps.photosAfter.hint')
        : t('steps.photos.hint');

  const update = (uid: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((item) => (item.uid === uid ? { ...item, ...patch } : item)));

  const keepOnDevice = async (item: Pending) => {
    await queuePhoto.mutateAsync({ file: item.file, phase, takenAt: item.takenAt });
    setPending((list) => list.filter((p) => p.uid !== item.uid));
  };

  const send = async (item: Pending) => {
    update(item.uid, { percent: 0, error: null });
    try {
      // Every photo is written to the phone's queue first and uploaded from there: a link that hangs,
      // a reload or a closed app then never loses it, and Finish does not wait on the upload.
      try {
        return await keepOnDevice(item);
      } catch (error) {
        // A phone that cannot keep it (no IndexedDB) uploads it directly, as long as there is signal.
        if (isApiError(error) || mustQueue(jobChain(job.id))) throw error;
      }
      const stored = await uploadFile(item.file, undefined, (percent) => update(item.uid, { percent }));
      await addPhoto.mutateAsync({ fileId: stored.id, phase, takenAt: item.takenAt });
      setPending((list) => list.filter((p) => p.uid !== item.uid));
    } catch (error) {
      // uploadFile and the attach call have shown a toast; the row keeps the reason and a retry.
      update(item.uid, {
        error: isApiError(error) ? (error.serverMessage ?? error.message) : t('steps.photo.failed'),
      });
    }
  };

  const onFiles = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    const room = OCCURRENCE_PHOTOS_MAX - job.photos.length - pending.filter((p) => !p.error).length;
    if (chosen.length > room) toast.error(t('steps.photo.limit', { max: OCCURRENCE_PHOTOS_MAX }));
    const takenAt = new Date().toISOString();
    const items = chosen
      .slice(0, Math.max(0, room))
      .map((file) => ({ uid: `${Date.now()}-${Math.random()}`, file, percent: 0, error: null, takenAt }));
    setPending((list) => [...list, ...items]);
    for (const item of items) void send(item);
  };

  return (
    <Flex vertical gap={12}>
      {actionable && <Typography.Text type="secondary">{hint}</Typography.Text>}
      {photos.length > 0 ? (
        <PhotoPreviewGroup>
          <Flex
            wrap
            gap={10}
            role="list"
            aria-label={t(`steps.${phase === 'before' ? 'photosBefore' : 'photosAfter'}.title`)}
          >
            {photos.map((photo) => (
              <Flex key={photo.id} vertical gap={4} role="listitem" align="center" style={{ width: THUMB }}>
                <PhotoThumbnail
                  photo={photo}
                  alt={photo.name}
                  size={THUMB}
                  style={{ borderRadius: token.borderRadius }}
                />
                {actionable && (
                  <Popconfirm
                    title={t('steps.photo.deleteTitle')}
                    okText={t('steps.photo.deleteOk')}
                    cancelText={t('common:actions.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      deletePhoto.mutateAsync(photo.id).then(
                        () => undefined,
                        () => undefined,
                      )
                    }
                  >
                    <Button
                      danger
                      block
                      icon={<DeleteOutlined />}
                      aria-label={t('steps.photo.delete', { name: photo.name })}
                    />
                  </Popconfirm>
                )}
              </Flex>
            ))}
          </Flex>
        </PhotoPreviewGroup>
      ) : (
        !actionable && <Typography.Text type="secondary">{t('steps.photo.none')}</Typography.Text>
      )}

      {pending.map((item) => (
        <Flex key={item.uid} vertical gap={4} aria-live="polite">
          <Typography.Text ellipsis style={{ maxWidth: '100%' }} type={item.error ? 'danger' : undefined}>
            {item.error
              ? t('steps.photo.failedNamed', { name: item.file.name, reason: item.error })
              : t('steps.photo.uploading', { name: item.file.name })}
          </Typography.Text>
          {item.error ? (
            <Flex gap={8}>
              <Button icon={<ReloadOutlined />} onClick={() => void send(item)}>
                {t('steps.photo.retry')}
              </Button>
              <Button onClick={() => setPending((list) => list.filter((p) => p.uid !== item.uid))}>
                {t('steps.photo.dismiss')}
              </Button>
            </Flex>
          ) : (
            <Progress percent={item.percent} size="small" status="active" />
          )}
        </Flex>
      ))}

      {actionable && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            aria-label={addLabel}
            style={{ display: 'none' }}
            onChange={(event) => onFiles(event.target.files)}
          />
          <Button size="large" block icon={<CameraOutlined />} onClick={() => input.current?.click()}>
            {addLabel}
          </Button>
        </>
      )}
    </Flex>
  );
}
