import {
  BOOKING_FEED_NAME_MAX,
  BOOKING_FEED_URL_MAX,
  type TBookingFeed,
  ZCreateBookingFeedRequest,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor, isApiError } from '@/shared/api/api-error';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { Modal } from '@/shared/ui-kit/modal';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useCreateBookingFeed } from '../api/create-booking-feed';
import { useUpdateBookingFeed } from '../api/update-booking-feed';
import { bookingRule } from '../model/booking-rule';

interface FeedFormValues {
  name: string;
  url: string;
}

const shape = ZCreateBookingFeedRequest.shape;

interface FeedFormModalProps {
  locationId: string;
  /** The feed to rename or point elsewhere; none to add one. */
  feed: TBookingFeed | null;
  onClose: () => void;
  /** After saving: the feed as the server has it, already fetched once. */
  onSaved: (feed: TBookingFeed) => void;
}

/**
 * Adds a calendar feed (a name and its https address) or changes one. The address is a secret the
 * server never shows again, so editing starts with it empty: left empty, the saved one is kept.
 * The rules are the contract's schema, so the form refuses what the server would; a refusal keeps
 * what was typed.
 */
export function FeedFormModal({ locationId, feed, onClose, onSaved }: FeedFormModalProps) {
  const { t } = useTranslation('bookings');
  const [form] = Form.useForm<FeedFormValues>();
  const create = useCreateBookingFeed(locationId);
  const update = useUpdateBookingFeed();
  const pending = create.isPending || update.isPending;

  const showServerErrors = (error: unknown) => {
    const failed = (['name', 'url'] as const).flatMap((name) => {
      const message = fieldErrorFor(error, name);
      return message ? [{ name, errors: [message] }] : [];
    });
    form.setFields(failed);
    if (failed.length === 0 && isApiError(error) && error.fields.length > 0) toast.error(error.message);
  };

  const save = ({ name, url }: FeedFormValues) => {
    const options = { onSuccess: onSaved, onError: showServerErrors };
    const trimmedName = name.trim();
    const trimmedUrl = url.trim();
    if (!feed) return create.mutate({ name: trimmedName, url: trimmedUrl }, options);
    const body = {
      ...(trimmedName !== feed.name ? { name: trimmedName } : {}),
      ...(trimmedUrl ? { url: trimmedUrl } : {}),
    };
    if (Object.keys(body).length === 0) return onClose();
    update.mutate({ id: feed.id, body }, options);
  };

  return (
    <Modal
      open
      title={feed ? t('feeds.editTitle', { name: feed.name }) : t('feeds.addTitle')}
      okText={feed ? t('common:actions.save') : t('feeds.add')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
    >
      <Form<FeedFormValues>
        form={form}
        name="booking-feed"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: feed?.name ?? '', url: '' }}
        onFinish={save}
      >
        <Form.Item<FeedFormValues>
          name="name"
          label={t('feeds.name')}
          extra={t('feeds.nameHint')}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            bookingRule(shape.name),
          ]}
        >
          <Input maxLength={BOOKING_FEED_NAME_MAX} autoComplete="off" />
        </Form.Item>
        <Form.Item<FeedFormValues>
          name="url"
          label={t('feeds.url')}
          extra={feed ? t('feeds.urlKeepHint', { url: feed.urlMasked }) : t('feeds.urlHint')}
          validateFirst
          rules={
            feed
              ? // Empty keeps the saved address (the rule takes '' as not given).
                [bookingRule(shape.url.optional())]
              : [
                  { required: true, whitespace: true, message: t('validation:required') },
                  bookingRule(shape.url),
                ]
          }
        >
          <Input
            type="url"
            inputMode="url"
            maxLength={BOOKING_FEED_URL_MAX}
            placeholder="https://"
            autoComplete="off"
            spellCheck={false}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('feeds.whereToFind')}
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
