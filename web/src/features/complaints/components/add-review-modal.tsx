import {
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TEXT_MAX,
  MANUAL_COMPLAINT_SOURCES,
  type TStoredFile,
} from '@cleanops/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationChoices, useLocationRooms } from '@/shared/api/choices';
import { uploadFile } from '@/shared/api/upload';
import { showFieldErrors } from '@/shared/forms/server-field-errors';
import { i18n } from '@/shared/i18n/i18n';
import { pickerFormat } from '@/shared/time/format-date';
import { Form, type Rule } from '@/shared/ui-kit/form';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { Input } from '@/shared/ui-kit/input';
import { DatePicker, Select } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { StarsInput } from '@/shared/ui-kit/stars-input';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { Upload, type UploadFile } from '@/shared/ui-kit/upload';
import { useCreateComplaint } from '../api/create-complaint';
import { type ReviewFormValues, toCreateComplaintRequest } from '../model/complaint-forms';

const FIELDS = ['roomId', 'rating', 'text', 'source', 'createdAt'] as const;
const required = () => ({ required: true, message: i18n.t('validation:required') });

interface AddReviewModalProps {
  open: boolean;
  /** The place the page is filtered to, so a review for it needs no picking. */
  locationId?: string;
  roomId?: string;
  onClose: () => void;
}

/**
 * The owner copies in a review a guest left on 2GIS, Google or elsewhere (DECISIONS.md §8), with its
 * photos: each is uploaded (POST /uploads) as soon as it is chosen, and the review names their ids.
 */
export function AddReviewModal({ open, locationId, roomId, onClose }: AddReviewModalProps) {
  const { t } = useTranslation('complaints');
  const screens = useBreakpoint();
  const [form] = Form.useForm<ReviewFormValues>();
  const [photos, setPhotos] = useState<UploadFile<TStoredFile>[]>([]);
  const create = useCreateComplaint();
  const locations = useLocationChoices(open);
  const chosenLocation = Form.useWatch('locationId', form);
  const rooms = useLocationRooms(open ? chosenLocation : undefined);
  const uploading = photos.some((photo) => photo.status === 'uploading');

  const ratingRule: Rule = {
    validator: async (_, value: number | undefined) => {
      if (!value) throw new Error(t('review.ratingRequired'));
    },
  };

  const submit = (values: ReviewFormValues) => {
    if (uploading) {
      toast.info(t('review.waitForPhotos'));
      return;
    }
    const photoIds = photos.flatMap((photo) =>
      photo.status === 'done' && photo.response ? [photo.response.id] : [],
    );
    create.mutate(toCreateComplaintRequest(values, photoIds), {
      onSuccess: () => {
        toast.success(t('review.done'));
        onClose();
      },
      onError: (error) => {
        // The call was quiet about field errors: one that belongs to no field here (the photos) still shows.
        showFieldErrors(form, error, FIELDS, { elseToast: true });
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('review.title')}
      onCancel={onClose}
      afterClose={() => setPhotos([])}
      destroyOnHidden
      okText={t('review.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending, disabled: uploading }}
      cancelButtonProps={{ disabled: create.isPending }}
      onOk={() => form.submit()}
      width={600}
    >
      <Typography.Paragraph type="secondary">{t('review.hint')}</Typography.Paragraph>
      <Form<ReviewFormValues>
        name="add-review"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ locationId, roomId, source: '2gis', rating: 0, text: '', createdAt: null }}
        onValuesChange={(changed: Partial<ReviewFormValues>) => {
          // Rooms belong to their location: another location clears the room.
          if ('locationId' in changed) form.setFieldValue('roomId', undefined);
        }}
      >
        <Form.Item name="locationId" label={t('review.location')} rules={[required()]}>
          <Select
            loading={locations.isPending}
            placeholder={t('review.locationPlaceholder')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(locations.data?.items ?? []).map((location) => ({
              value: location.id,
              label: location.title,
            }))}
          />
        </Form.Item>
        <Form.Item name="roomId" label={t('review.room')} rules={[required()]}>
          <Select
            disabled={!chosenLocation}
            loading={Boolean(chosenLocation) && rooms.isPending}
            placeholder={chosenLocation ? t('review.roomPlaceholder') : t('review.roomNeedsLocation')}
            notFoundContent={rooms.isPending ? undefined : t('review.noRooms')}
            showSearch={{ optionFilterProp: 'label' }}
            options={(rooms.data ?? []).map((room) => ({ value: room.id, label: room.name }))}
          />
        </Form.Item>
        <Form.Item name="source" label={t('review.source')} rules={[required()]}>
          <Radio.Group
            optionType="button"
            options={MANUAL_COMPLAINT_SOURCES.map((source) => ({
              value: source,
              label: t(`sources.${source}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="rating" label={t('review.rating')} rules={[ratingRule]}>
          <StarsInput aria-label={t('review.rating')} size={26} />
        </Form.Item>
        <Form.Item name="text" label={t('review.text')}>
          <Input.TextArea
            placeholder={t('review.textPlaceholder')}
            maxLength={COMPLAINT_TEXT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item name="createdAt" label={t('review.date')} extra={t('review.dateHint')}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            // A picked day and time count at once, with no OK to press before Save.
            needConfirm={false}
            format={pickerFormat('dateTime')}
            placeholder={t('review.dateNow')}
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            inputReadOnly={!screens.md}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('review.photos')} extra={t('review.photosHint', { max: COMPLAINT_PHOTOS_MAX })}>
          <Upload<TStoredFile>
            accept="image/*"
            listType="picture-card"
            multiple
            maxCount={COMPLAINT_PHOTOS_MAX}
            fileList={photos}
            onChange={({ fileList }) => setPhotos(fileList)}
            beforeUpload={(file) => {
              // The server takes images only (notAnImage); refusing here spares a sure failure.
              if (file.type.startsWith('image/')) return true;
              toast.error(t('review.imagesOnly'));
              return Upload.LIST_IGNORE;
            }}
            customRequest={({ file, onProgress, onSuccess, onError }) => {
              // uploadFile shows its own toast on failure; the tile turns red and can be removed.
              uploadFile(file as File, undefined, (percent) => onProgress?.({ percent }))
                .then((stored) => onSuccess?.(stored))
                .catch((error: Error) => onError?.(error));
            }}
          >
            {photos.length < COMPLAINT_PHOTOS_MAX && (
              <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
                <PlusOutlined />
                <div style={{ marginTop: 6 }}>{t('review.addPhoto')}</div>
              </button>
            )}
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
