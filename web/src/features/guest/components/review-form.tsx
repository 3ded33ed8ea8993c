import { SendOutlined } from '@ant-design/icons';
import { COMPLAINT_PHOTOS_MAX, COMPLAINT_TEXT_MAX, IMAGE_MAX_BYTES } from '@cleanops/contracts';
import { Alert, Button, Flex, Form, Input, Progress, Result, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { defaultErrorKeys } from '@/shared/api/error-catalogue';
import { useSendGuestComplaint } from '../api/send-complaint';
import { checkReview, minutesToWait, pickPhotos, placeFieldErrors, type ReviewErrors } from '../model/review';
import { PhotoPicker, type PickedPhoto } from './photo-picker';
import { RatingStars } from './rating-stars';

const MB = 1024 * 1024;

/** Why the last send failed, when it is not about one field. */
type Failure = { kind: 'network' } | { kind: 'message'; text: string; type: 'warning' | 'error' };

/**
 * The guest's review (DECISIONS.md §8): stars (required), what happened, up to five photos, sent as
 * one multipart request. A refusal keeps everything typed and says what to fix under the field it
 * concerns; an unknown room hands back to the page's not-found state through `onGone`.
 */
export function ReviewForm({ token, onGone }: { token: string; onGone: () => void }) {
  const { t } = useTranslation('guest');
  const ratingLabelId = useId();
  const textId = useId();
  const ratingRef = useRef<HTMLDivElement>(null);
  const nextPhotoId = useRef(1);
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoNotice, setPhotoNotice] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [progress, setProgress] = useState(0);
  const send = useSendGuestComplaint(token, setProgress);
  const sending = send.isPending;

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
      setFailure({ kind: 'message', text: t('errors:unknown'), type: 'error' });
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
      byField.photos = error.serverMessage ?? t('errors:uploadError');
    }
    setErrors(byField);
    if (other.length > 0) setFailure({ kind: 'message', type: 'error', text: other.join(' ') });
    else if (Object.keys(byField).length === 0) {
      setFailure({
        kind: 'message',
        type: 'error',
        text: error.serverMessage ?? t(defaultErrorKeys(error.status)[0] ?? 'errors:unknown'),
      });
    }
  };

  const submit = () => {
    if (sending) return;
    const check = checkReview({ rating, text });
    if (check.rating || check.text) {
      setErrors({
        rating: check.rating ? t('form.ratingRequired') : undefined,
        text: check.text ? t('form.textTooLong', { max: COMPLAINT_TEXT_MAX }) : undefined,
      });
      if (check.rating) ratingRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setErrors({});
    setFailure(null);
    setProgress(0);
    send.mutate({ rating, text, photos: photos.map((photo) => photo.file) }, { onError: showFailure });
  };

  const startOver = () => {
    send.reset();
    setRating(0);
    setText('');
    setPhotos([]);
    setPhotoNotice(null);
    setErrors({});
    setFailure(null);
    setProgress(0);
  };

  if (send.isSuccess) {
    return (
      <div role="status">
        <Result
          status="success"
          title={t('thanks.title')}
          extra={
            <Button size="large" onClick={startOver}>
              {t('thanks.another')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <Form
      layout="vertical"
      requiredMark="optional"
      disabled={sending}
      onFinish={submit}
      style={{ width: '100%' }}
    >
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
        {t('form.heading')}
      </Typography.Title>
      <Form.Item
        required
        label={<span id={ratingLabelId}>{t('form.rating')}</span>}
        validateStatus={errors.rating ? 'error' : undefined}
        help={errors.rating}
      >
        <div ref={ratingRef}>
          <RatingStars
            value={rating}
            labelId={ratingLabelId}
            invalid={Boolean(errors.rating)}
            onChange={(value) => {
              setRating(value);
              clearError('rating');
            }}
          />
        </div>
      </Form.Item>

      <Form.Item
        label={t('form.text')}
        htmlFor={textId}
        validateStatus={errors.text ? 'error' : undefined}
        help={errors.text}
      >
        <Input.TextArea
          id={textId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            clearError('text');
          }}
          placeholder={t('form.textPlaceholder')}
          maxLength={COMPLAINT_TEXT_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 10 }}
        />
      </Form.Item>

      <Form.Item
        label={t('form.photos')}
        extra={photoNotice ? undefined : t('form.photosHint', { max: COMPLAINT_PHOTOS_MAX })}
        validateStatus={errors.photos || photoNotice ? 'error' : undefined}
        help={errors.photos ?? photoNotice ?? undefined}
      >
        <PhotoPicker
          photos={photos}
          onPick={addPhotos}
          onRemove={removePhoto}
          onFull={() => setPhotoNotice(t('form.photosLimit', { max: COMPLAINT_PHOTOS_MAX }))}
          disabled={sending}
        />
      </Form.Item>

      {failure && (
        <Alert
          role="alert"
          showIcon
          type={failure.kind === 'network' ? 'error' : failure.type}
          title={failure.kind === 'network' ? t('form.network') : failure.text}
          action={
            failure.kind === 'network' ? (
              <Button size="small" onClick={submit}>
                {t('form.retry')}
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 16 }}
        />
      )}

      {sending && (
        <Flex vertical gap={4} style={{ marginBottom: 16 }} aria-live="polite">
          <Typography.Text>{t('form.sending')}</Typography.Text>
          <Progress percent={progress} status="active" aria-label={t('form.sending')} />
        </Flex>
      )}

      <Button
        type="primary"
        size="large"
        block
        htmlType="submit"
        loading={sending}
        icon={<SendOutlined aria-hidden />}
      >
        {t('form.send')}
      </Button>
    </Form>
  );
}
