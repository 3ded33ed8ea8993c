import {
  CONTRACTOR_ANSWER_PHOTOS_MAX,
  PROBLEM_COMMENT_MAX,
  type TContractorOutcome,
  type TPublicProblem,
} from '@cleanops/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { CameraOutlined, CloseOutlined } from '@/shared/ui-kit/icons';
import { sendAnswer } from './contractor-api';
import { useContractorTranslate } from './contractor-translate';

const THUMB = 96;

interface Picked {
  id: number;
  file: File;
}

type Errors = Partial<Record<'outcome' | 'comment' | 'photos', string>>;

/** Object URLs for the thumbnails, each living exactly as long as its photo is listed. */
function usePreviews(photos: readonly Picked[]): Map<number, string> {
  const [previews, setPreviews] = useState<Map<number, string>>(() => new Map());
  useEffect(() => {
    const made = new Map(photos.map((photo) => [photo.id, URL.createObjectURL(photo.file)]));
    setPreviews(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [photos]);
  return previews;
}

/** What the form asks before sending: a photo of the fixed problem, or why it cannot be fixed. */
export function checkAnswer(
  outcome: TContractorOutcome | null,
  comment: string,
  photos: number,
): (keyof Errors)[] {
  if (!outcome) return ['outcome'];
  if (outcome === 'fixed' && photos === 0) return ['photos'];
  if (outcome === 'cannot_fix' && !comment.trim()) return ['comment'];
  return [];
}

/**
 * The contractor's one answer: "fixed" with a photo (and a comment if they like), or "cannot fix" with
 * the reason; up to five photos, sent in one request with its progress. A refusal keeps what was typed.
 */
export function ContractorAnswerForm({
  token,
  onAnswered,
}: {
  token: string;
  onAnswered: (answer: NonNullable<TPublicProblem['answer']>) => void;
}) {
  const { t, lng } = useContractorTranslate();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(1);
  const [outcome, setOutcome] = useState<TContractorOutcome | null>(null);
  const [comment, setComment] = useState('');
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const previews = usePreviews(photos);
  const sending = progress !== null;
  const full = photos.length >= CONTRACTOR_ANSWER_PHOTOS_MAX;

  const messageOf = (field: keyof Errors) =>
    field === 'outcome'
      ? t('contractorPage.chooseOutcome')
      : field === 'photos'
        ? t('contractorPage.photoRequired')
        : t('contractorPage.commentRequired');

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const missing = checkAnswer(outcome, comment, photos.length);
    setErrors(Object.fromEntries(missing.map((field) => [field, messageOf(field)])));
    if (missing.length > 0 || !outcome) return;
    setFailure(null);
    setProgress(0);
    try {
      await sendAnswer(token, { outcome, comment, photos: photos.map((p) => p.file) }, lng, setProgress);
      onAnswered({ outcome, comment: comment.trim(), answeredAt: new Date().toISOString() });
    } catch (error) {
      if (isApiError(error) && error.code === 'problem_link_answered') {
        onAnswered({ outcome, comment: comment.trim(), answeredAt: new Date().toISOString() });
        return;
      }
      if (isApiError(error) && error.status === 429) setFailure(t('contractorPage.tooMany'));
      else if (isApiError(error) && error.status !== 0 && error.serverMessage)
        setFailure(error.serverMessage);
      else setFailure(t('contractorPage.sendFailed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="g-form" onSubmit={submit} noValidate aria-busy={sending}>
      <h2 className="g-form-heading">{t('contractorPage.answerTitle')}</h2>
      <fieldset className="g-field" disabled={sending}>
        <legend className="g-label">{t('contractorPage.answerTitle')}</legend>
        <div className="contractor-outcomes">
          {(['fixed', 'cannot_fix'] as const).map((value) => (
            <label key={value} className="contractor-outcome" data-checked={outcome === value || undefined}>
              <input
                type="radio"
                name={`${ids}-outcome`}
                value={value}
                checked={outcome === value}
                onChange={() => {
                  setOutcome(value);
                  setErrors({});
                }}
              />
              {value === 'fixed' ? t('contractorPage.fixed') : t('contractorPage.cannotFix')}
            </label>
          ))}
        </div>
        {errors.outcome && (
          <p id={`${ids}-outcome`} className="g-error-text">
            {errors.outcome}
          </p>
        )}
      </fieldset>

      <div className="g-field">
        <label htmlFor={`${ids}-comment`} className="g-label">
          {t('contractorPage.comment')}
        </label>
        <textarea
          id={`${ids}-comment`}
          className="g-textarea"
          rows={3}
          value={comment}
          disabled={sending}
          maxLength={PROBLEM_COMMENT_MAX}
          placeholder={
            outcome === 'cannot_fix'
              ? t('contractorPage.commentCannotFixHint')
              : t('contractorPage.commentFixedHint')
          }
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${ids}-comment-error` : undefined}
          onChange={(event) => {
            setComment(event.target.value);
            setErrors(({ comment: _, ...rest }) => rest);
          }}
        />
        {errors.comment && (
          <p id={`${ids}-comment-error`} className="g-error-text">
            {errors.comment}
          </p>
        )}
      </div>

      <fieldset className="g-field" disabled={sending}>
        <legend className="g-label">{t('contractorPage.answerPhotos')}</legend>
        {photos.length > 0 && (
          <ul className="g-thumbs" aria-label={t('contractorPage.answerPhotos')}>
            {photos.map((photo, index) => (
              <li key={photo.id} className="g-thumb">
                {previews.get(photo.id) ? (
                  <img src={previews.get(photo.id)} alt="" width={THUMB} height={THUMB} />
                ) : (
                  <span className="g-thumb-empty" />
                )}
                <button
                  type="button"
                  className="g-thumb-remove"
                  aria-label={t('contractorPage.removePhoto', { number: index + 1 })}
                  onClick={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                >
                  <CloseOutlined style={{ fontSize: 14 }} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          hidden
          aria-label={t('contractorPage.addPhotos')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            const room = CONTRACTOR_ANSWER_PHOTOS_MAX - photos.length;
            setPhotos((list) => [
              ...list,
              ...files.slice(0, Math.max(0, room)).map((file) => ({ id: nextId.current++, file })),
            ]);
            setErrors(({ photos: _, ...rest }) => rest);
          }}
        />
        <div className="g-row">
          <button type="button" className="g-button" disabled={full} onClick={() => input.current?.click()}>
            <CameraOutlined style={{ fontSize: 20 }} />
            {t('contractorPage.addPhotos')}
          </button>
          <span className="g-muted" aria-live="polite">
            {full
              ? t('contractorPage.photosFull', { max: CONTRACTOR_ANSWER_PHOTOS_MAX })
              : t('contractorPage.photosCount', { chosen: photos.length, max: CONTRACTOR_ANSWER_PHOTOS_MAX })}
          </span>
        </div>
        {errors.photos && <p className="g-error-text">{errors.photos}</p>}
      </fieldset>

      {failure && (
        <div role="alert" className="g-alert g-alert-error">
          <p>{failure}</p>
        </div>
      )}
      {sending && (
        <div className="g-stack-4" aria-live="polite">
          <span>{t('contractorPage.sending', { percent: progress ?? 0 })}</span>
          <progress className="g-progress" max={100} value={progress ?? 0} aria-hidden />
        </div>
      )}
      <button type="submit" className="g-button g-button-primary g-block" disabled={sending}>
        {t('contractorPage.submit')}
      </button>
    </form>
  );
}
