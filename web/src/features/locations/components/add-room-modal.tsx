import { ROOM_NAME_MAX, type TLocationType, ZCreateRoomRequest } from '@cleanops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { zodRule } from '@/shared/forms/zod-rule';
import { Form } from '@/shared/ui-kit/form';
import { Input, type InputRef } from '@/shared/ui-kit/input';
import { Modal } from '@/shared/ui-kit/modal';
import { toast } from '@/shared/ui-kit/toast';
import { useCreateRoom } from '../api/create-room';

interface AddRoomModalProps {
  locationId: string;
  locationType: TLocationType;
  open: boolean;
  onClose: () => void;
}

/**
 * Names a new room (a zone, for a commercial place). On an error, such as an expired subscription
 * (402, whose message the client shows), the modal stays open with the name as typed.
 */
export function AddRoomModal({ locationId, locationType, open, onClose }: AddRoomModalProps) {
  const { t } = useTranslation('locations');
  const [form] = Form.useForm<{ name: string }>();
  const input = useRef<InputRef>(null);
  const create = useCreateRoom(locationId);
  const noun = locationType === 'commercial' ? 'zone' : 'room';

  const submit = ({ name }: { name: string }) =>
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (room) => {
          toast.success(t(`rooms.added.${noun}`, { name: room.name }));
          onClose();
        },
        onError: (error) => {
          const message = fieldErrorFor(error, 'name');
          if (message) form.setFields([{ name: 'name', errors: [message] }]);
          input.current?.focus();
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t(`rooms.modalTitle.${noun}`)}
      okText={t('rooms.add')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => (visible ? input.current?.focus() : form.resetFields())}
      width={420}
    >
      <Form form={form} name="add-room" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('rooms.name')}
          extra={t(`rooms.nameHint.${noun}`)}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: t('validation:required') },
            zodRule(ZCreateRoomRequest.shape.name),
          ]}
        >
          <Input ref={input} maxLength={ROOM_NAME_MAX} placeholder={t(`rooms.namePlaceholder.${noun}`)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
