import {
  BOOKING_GUESTS_MAX,
  BOOKING_SUMMARY_MAX,
  type TBooking,
  ZCreateManualBookingRequest,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, isApiError } from '@/shared/api/api-error';
import { pickerFormat } from '@/shared/time/format-date';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { DatePicker, InputNumber } from '@/shared/ui-kit/lazy-controls';
import { Modal } from '@/shared/ui-kit/modal';
import { Radio } from '@/shared/ui-kit/radio';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useCreateBooking } from '../api/create-booking';
import { useUpdateBooking } from '../api/update-booking';
import {
  BOOKING_FORM_FIELDS,
  type BookingFormValues,
  newBookingValues,
  nightsBetween,
  toBookingValues,
  toCreateBooking,
  toUpdateBooking,
} from '../model/booking-form';
import { issueText } from '../model/booking-rule';

interface BookingFormModalProps {
  locationId: string;
  /** The booking to edit (one entered by hand); none to add a new one. */
  booking: TBooking | null;
  onClose: () => void;
}

/**
 * Adds or edits a stay or blocked dates by hand. The dates are local days of the location, picked in
 * the page language's numeric format; check-out after check-in is the contract's own rule, checked
 * before sending. On a refusal the form keeps what was typed and shows the reason under its field.
 */
/** Mounted only while open, so each opening starts from the booking (or empty). */
export function BookingFormModal({ locationId, booking, onClose }: BookingFormModalProps) {
  const { t } = useTranslation('bookings');
  const [form] = Form.useForm<BookingFormValues>();
  const create = useCreateBooking(locationId);
  const update = useUpdateBooking();
  const kind = Form.useWatch('kind', form);
  const checkIn = Form.useWatch('checkIn', form);
  const checkOut = Form.useWatch('checkOut', form);
  const nights = nightsBetween(checkIn ?? null, checkOut ?? null);
  const pending = create.isPending || update.isPending;

  const showServerErrors = (error: unknown) => {
    const failed = BOOKING_FORM_FIELDS.flatMap((name) => {
      const message = fieldErrorFor(error, name);
      return message ? [{ name, errors: [message] }] : [];
    });
    form.setFields(failed);
    if (failed.length === 0 && isApiError(error) && error.fields.length > 0) toast.error(error.message);
  };

  const save = (values: BookingFormValues) => {
    const options = {
      onSuccess: () => {
        toast.success(booking ? t('booking.saved') : t('booking.added'));
        onClose();
      },
      onError: showServerErrors,
    };
    if (booking) {
      const body = toUpdateBooking(booking, values);
      if (Object.keys(body).length === 0) return onClose();
      update.mutate({ id: booking.id, body }, options);
    } else {
      const body = toCreateBooking(values);
      if (body) create.mutate(body, options);
    }
  };

  return (
    <Modal
      open
      title={booking ? t('booking.editTitle') : t('booking.addTitle')}
      okText={booking ? t('common:actions.save') : t('booking.add')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
    >
      <Form<BookingFormValues>
        form={form}
        name="booking"
        layout="vertical"
        requiredMark={false}
        initialValues={booking ? toBookingValues(booking) : newBookingValues()}
        onFinish={save}
      >
        <Form.Item<BookingFormValues> name="kind" label={t('booking.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'stay', label: t('kind.stay') },
              { value: 'blocked', label: t('kind.blocked') },
            ]}
          />
        </Form.Item>
        <Form.Item<BookingFormValues>
          name="checkIn"
          label={kind === 'blocked' ? t('booking.blockedFrom') : t('booking.checkIn')}
          rules={[{ required: true, message: t('validation:required') }]}
        >
          <DatePicker format={pickerFormat('date')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item<BookingFormValues>
          name="checkOut"
          label={kind === 'blocked' ? t('booking.blockedUntil') : t('booking.checkOut')}
          dependencies={['checkIn']}
          extra={
            nights > 0
              ? kind === 'blocked'
                ? t('days', { count: nights })
                : t('nights', { count: nights })
              : undefined
          }
          rules={[
            { required: true, message: t('validation:required') },
            ({ getFieldValue }) => ({
              validator: async () => {
                const values = {
                  ...form.getFieldsValue(true),
                  checkIn: getFieldValue('checkIn'),
                } as BookingFormValues;
                const body = toCreateBooking(values);
                if (!body) return;
                const parsed = ZCreateManualBookingRequest.safeParse(body);
                const issue = parsed.error?.issues.find((found) => found.path[0] === 'checkOut');
                if (issue) throw new Error(issueText(issue));
              },
            }),
          ]}
        >
          <DatePicker
            format={pickerFormat('date')}
            style={{ width: '100%' }}
            // Opens on the check-in's month, the usual place for the check-out.
            defaultPickerValue={checkIn ?? undefined}
          />
        </Form.Item>
        <Form.Item<BookingFormValues>
          name="summary"
          label={t('booking.summary')}
          extra={t('booking.summaryHint')}
        >
          <Input maxLength={BOOKING_SUMMARY_MAX} />
        </Form.Item>
        {kind !== 'blocked' && (
          <Form.Item<BookingFormValues> name="guests" label={t('booking.guests')}>
            <InputNumber
              // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
              controls={false}
              min={1}
              max={BOOKING_GUESTS_MAX}
              precision={0}
              inputMode="numeric"
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        {kind !== 'blocked' && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('booking.turnoverHint')}
          </Typography.Paragraph>
        )}
      </Form>
    </Modal>
  );
}
