import { COMPLAINT_PHOTOS_MAX } from '@cleanops/contracts/rules';
import { useEffect, useRef, useState } from 'react';
import { CameraOutlined, CloseOutlined } from '@/shared/ui-kit/icons';
import { useGuestI18n } from './translate-context';

const THUMB = 96;

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
  describedBy,
}: {
  photos: readonly PickedPhoto[];
  onPick: (files: File[]) => void;
  onRemove: (id: number) => void;
  /** Tapping "Add photos" with the review full explains the limit instead of opening the camera for nothing. */
  onFull: () => void;
  disabled: boolean;
  describedBy: string;
}) {
  const { t } = useGuestI18n();
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(photos);
  const full = photos.length >= COMPLAINT_PHOTOS_MAX;

  return (
    <div className="g-stack-12">
      {photos.length > 0 && (
        <ul aria-label={t('form.photos')} className="g-thumbs">
          {photos.map((photo, i) => {
            const url = previews.get(photo.id);
            return (
              <li key={photo.id} className="g-thumb">
                {url ? (
                  <img src={url} alt={t('form.photoAlt', { number: i + 1 })} width={THUMB} height={THUMB} />
                ) : (
                  <span className="g-thumb-empty" />
                )}
                <button
                  type="button"
                  className="g-thumb-remove"
                  aria-label={t('form.removePhoto', { number: i + 1 })}
                  onClick={() => onRemove(photo.id)}
                  disabled={disabled}
                >
                  <CloseOutlined style={{ fontSize: 14 }} />
                </button>
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
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so picking the same photo again after removing it still fires a change.
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <div className="g-row">
        <button
          type="button"
          className="g-button"
          aria-describedby={describedBy}
          onClick={() => (full ? onFull() : input.current?.click())}
          disabled={disabled}
        >
          <CameraOutlined style={{ fontSize: 20 }} />
          {t('form.addPhotos')}
        </button>
        <span className="g-muted">
          {t('form.photosCount', { count: photos.length, max: COMPLAINT_PHOTOS_MAX })}
        </span>
      </div>
    </div>
  );
}
