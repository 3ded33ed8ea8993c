import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { COMPLAINT_PHOTOS_MAX } from '@cleanops/contracts';
import { Button, Flex, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const THUMB = 96;
const BARE_LIST = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 10,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

export interface PickedPhoto {
  id: number;
  file: File;
}

/**
 * Object URLs for the thumbnails, made and revoked by an effect so each lives exactly as long as its
 * photo is listed (and React's double effects in development cannot revoke one still shown).
 */
function usePreviews(photos: readonly PickedPhoto[]): Map<number, string> {
  const [previews, setPreviews] = useState<Map<number, string>>(() => new Map());
  useEffect(() => {
    const created = new Map(photos.map((photo) => [photo.id, URL.createObjectURL(photo.file)]));
    setPreviews(created);
    return () => {
      for (const url of created.values()) URL.revokeObjectURL(url);
    };
  }, [photos]);
  return previews;
}

/**
 * Up to COMPLAINT_PHOTOS_MAX photos, taken with the back camera or picked from the gallery where the
 * phone offers it. Nothing is uploaded here: the photos go with the review in one request.
 */
export function PhotoPicker({
  photos,
  onPick,
  onRemove,
  onFull,
  disabled,
}: {
  photos: readonly PickedPhoto[];
  onPick: (files: File[]) => void;
  onRemove: (id: number) => void;
  /** Tapping "Add photos" with the review full explains the limit instead of opening the camera for nothing. */
  onFull: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('guest');
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(photos);
  const full = photos.length >= COMPLAINT_PHOTOS_MAX;

  return (
    <Flex vertical gap={12}>
      {photos.length > 0 && (
        <ul aria-label={t('form.photos')} style={BARE_LIST}>
          {photos.map((photo, i) => {
            const url = previews.get(photo.id);
            return (
              <li key={photo.id} style={{ position: 'relative', width: THUMB, height: THUMB }}>
                {url ? (
                  <img
                    src={url}
                    alt={t('form.photoAlt', { number: i + 1 })}
                    width={THUMB}
                    height={THUMB}
                    style={{ objectFit: 'cover', borderRadius: token.borderRadius, display: 'block' }}
                  />
                ) : (
                  <div
                    style={{
                      width: THUMB,
                      height: THUMB,
                      borderRadius: token.borderRadius,
                      background: token.colorFillQuaternary,
                    }}
                  />
                )}
                <Button
                  shape="circle"
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  aria-label={t('form.removePhoto', { number: i + 1 })}
                  onClick={() => onRemove(photo.id)}
                  disabled={disabled}
                  style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        aria-label={t('form.addPhotos')}
        disabled={disabled}
        style={{ display: 'none' }}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so picking the same photo again after removing it still fires a change.
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <Flex align="center" gap={12} wrap>
        <Button
          size="large"
          icon={<CameraOutlined aria-hidden />}
          onClick={() => (full ? onFull() : input.current?.click())}
          disabled={disabled}
        >
          {t('form.addPhotos')}
        </Button>
        <Typography.Text type="secondary">
          {t('form.photosCount', { count: photos.length, max: COMPLAINT_PHOTOS_MAX })}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
