import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX, IMAGE_MAX_BYTES } from '@cleanops/contracts/rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { CheckCircleOutlined } from '@/shared/ui-kit/icons';
import { checkReview, minutesToWait, pickPhotos, placeFieldErrors, type ReviewErrors } from '../model/review';
import { type CallContext, sendComplaint } from './guest-api';
import { PhotoPicker, type PickedPhoto } from './photo-picker';
import { StarRating } from './star-rating';
import { useGuestI18n } from './translate-context';

const MB = 1024 * 1024;

/** Why the last send failed, when it is not about one field. */
type Failure = { kind: 'network' } | { kind: 'message'; text: string; type: 'warning' | 'error' };

/** The guest.json key for a failure the server did not explain (SPEC.md §8's catalogue, guest subset). */
function statusKey(status: number): string {
  if (status === 500 || status === 503) return 'errors.internal';
  if (status === 504) return 'errors.timeout';
  return 'errors.unknown';
}

/**
 * The guest's review (DECISIONS.md §8): stars (required), what happened, up to five photos, sent as
 * one multipart request. A refusal keeps everything typed and says what to fix under the field it
 * concerns; an unknown room hands back to the page's not-found state through `onGone`.
 */
export function ReviewForm({
  token,
  context,
  onGone,
}: {
  token: string;
  context: CallContext;
  onGone: () => void;
}) {
  const { t } = useGuestI18n();
  const ids = useId();
  const ratingLabelId = `${ids}-rating`;
  const ratingErrorId = `${ids}-rating-error`;
  const textId = `${ids}-text`;
  const textErrorId = `${ids}-text-error`;
  const photosHelpId = `${ids}-photos-help`;
  const ratingRef = useRef<HTMLFieldSetElement>(null);
  const nextPhotoId = useRef(1);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoNotice, setPhotoNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [progress, setProgress] = useState(0);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const sending = state === 'sending';

  const clearError = (field: keyof ReviewErrors) => setErrors(({ [field]: _, ...rest }) => rest);

  const addPhotos = (files: File[]) => {
    const pick = pickPhotos(photos.length, files);
    const notices: string[] = [];
    if (pick.overLimit > 0) notices.push(t('form.photosLimit', { max: COMPLAINT_PHOTOS_MAX }));
    if (pick.notImages.length > 0) notices.push(t('form.notImage', { names: pick.notImages.join(', ') }));
    if (pick.tooLarge.length > 0) {
      notices.push(t('form.tooLarge', { mb: IMAGE_MAX_BYTES / MB, names: pick.tooLarge.join(', ') }));
    }
    setPhotoNotice(notices.length > 0 ? notices.join(' ') : null);
    if (pick.accepted.length === 0) return;
    clearError('photos');
    setPhotos((list) => [...list, ...pick.accepted.map((file) => ({ id: nextPhotoId.current++, file }))]);
  };

  const removePhoto = (id: number) => {
    setPhotos((list) => list.filter((photo) => photo.id !== id));
    setPhotoNotice(null);
    clearError('photos');
  };

  const showFailure = (error: unknown) => {
    if (!isApiError(error)) {
      setFailure({ kind: 'message', text: t('errors.unknown'), type: 'error' });
      return;
    }
    if (error.status === 404) {
      onGone();
      return;
    }
    if (error.isNetworkError) {
      setFailure({ kind: 'network' });
      return;
    }
    if (error.status === 429) {
      const seconds = error.retryAfterSeconds;
      setFailure({
        kind: 'message',
        type: 'warning',
        text: seconds
          ? t('form.tooMany', { count: minutesToWait(seconds) })
          : (error.serverMessage ?? t('form.tooManyLater')),
      });
      return;
    }
    const { byField, other } = placeFieldErrors(error.fields);
    // A photo refused for its bytes (415) or size (413) may come without a field: it is still about the photos.
    if (!byField.photos && other.length === 0 && (error.status === 415 || error.status === 413)) {
      byField.photos = error.serverMessage ?? t('errors.uploadError');
    }
    setErrors(byField);
    if (other.length > 0) setFailure({ kind: 'message', type: 'error', text: other.join(' ') });
    else if (Object.keys(byField).length === 0) {
      setFailure({ kind: 'message', type: 'error', text: error.serverMessage ?? t(statusKey(error.status)) });
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const check = checkReview({ rating, text });
    if (check.rating || check.text) {
      setErrors({
        rating: check.rating ? t('form.ratingRequired') : undefined,
        text: check.text ? t('form.textTooLong', { max: COMPLAINT_TEXT_MAX }) : undefined,
      });
      if (check.rating) {
        ratingRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
        ratingRef.current?.querySelector('input')?.focus({ preventScroll: true });
      }
      return;
    }
    setErrors({});
    setFailure(null);
    setProgress(0);
    setState('sending');
    sendComplaint(
      token,
      { rating, text, photos: photos.map((photo) => photo.file) },
      context,
      setProgress,
    ).then(
      () => setState('sent'),
      (error: unknown) => {
        setState('editing');
        showFailure(error);
      },
    );
  };

  const startOver = () => {
    setState('editing');
    setRating(0);
    setText('');
    setPhotos([]);
    setPhotoNotice(null);
    setErrors({});
    setFailure(null);
    setProgress(0);
  };

  if (state === 'sent') {
    return (
      <div role="status" className="g-result">
        <CheckCircleOutlined className="g-success-mark" style={{ fontSize: 56 }} />
        <p className="g-result-title">{t('thanks.title')}</p>
        <button type="button" className="g-button" onClick={startOver}>
          {t('thanks.another')}
        </button>
      </div>
    );
  }

  const photosHelp = errors.photos ?? photoNotice;
  return (
    <form className="g-form" onSubmit={submit} noValidate aria-busy={sending}>
      <h2 className="g-form-heading">{t('form.heading')}</h2>

      <fieldset ref={ratingRef} className="g-field" disabled={sending}>
        <legend id={ratingLabelId} className="g-label">
          {t('form.rating')}
          <span aria-hidden className="g-required">
            {' '}
            *
          </span>
        </legend>
        <StarRating
          value={rating}
          labelId={ratingLabelId}
          errorId={ratingErrorId}
          invalid={Boolean(errors.rating)}
          onChange={(value) => {
            setRating(value);
            clearError('rating');
          }}
        />
        {errors.rating && (
          <p id={ratingErrorId} className="g-error-text">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <div className="g-field">
        <label htmlFor={textId} className="g-label">
          {t('form.text')}
        </label>
        <textarea
          id={textId}
          className="g-textarea"
          rows={4}
          value={text}
          disabled={sending}
          maxLength={COMPLAINT_TEXT_MAX}
          placeholder={t('form.textPlaceholder')}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? textErrorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            clearError('text');
          }}
        />
        <div className="g-row g-space-between">
          {errors.text ? (
            <p id={textErrorId} className="g-error-text">
              {errors.text}
            </p>
          ) : (
            <span />
          )}
          <span className="g-muted g-small">
            {text.length} / {COMPLAINT_TEXT_MAX}
          </span>
        </div>
      </div>

      <fieldset className="g-field">
        <legend className="g-label">{t('form.photos')}</legend>
        <PhotoPicker
          photos={photos}
          onPick={addPhotos}
          onRemove={removePhoto}
          onFull={() => setPhotoNotice(t('form.photosLimit', { max: COMPLAINT_PHOTOS_MAX }))}
          disabled={sending}
          describedBy={photosHelpId}
        />
        <p id={photosHelpId} className={photosHelp ? 'g-error-text' : 'g-muted g-small'} aria-live="polite">
          {photosHelp ?? t('form.photosHint', { max: COMPLAINT_PHOTOS_MAX })}
        </p>
      </fieldset>

      {failure && (
        <div
          role="alert"
          className={`g-alert g-alert-${failure.kind === 'network' ? 'error' : failure.type}`}
        >
          <p>{failure.kind === 'network' ? t('form.network') : failure.text}</p>
          {failure.kind === 'network' && (
            <button type="button" className="g-button g-button-small" onClick={() => submit()}>
              {t('form.retry')}
            </button>
          )}
        </div>
      )}

      {sending && (
        <div className="g-stack-4" aria-live="polite">
          <span>{t('form.sending')}</span>
          <progress className="g-progress" max={100} value={progress} aria-label={t('form.sending')} />
        </div>
      )}

      <button type="submit" className="g-button g-button-primary g-block" disabled={sending}>
        {t('form.send')}
      </button>
    </form>
  );
}
