import { ROOM_NAME_MAX, type TRoom, ZUpdateRoomRequest } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '@/shared/api/api-error';
import { useEditForm } from '@/shared/forms/use-edit-form';
import { zodRule } from '@/shared/forms/zod-rule';
import { i18n } from '@/shared/i18n/i18n';
import { Button } from '@/shared/ui-kit/button';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { toast } from '@/shared/ui-kit/toast';
import { roomQueryOptions } from '../api/get-room';
import { useUpdateRoom } from '../api/update-room';

const nameRule = zodRule(ZUpdateRoomRequest.shape.name);
/** zodRule reads an empty input as "missing" (a type error); this says "fill in this field" first. */
const requiredRule = () => ({ required: true, whitespace: true, message: i18n.t('validation:required') });
const toValues = (room: TRoom) => ({ name: room.name });

/** Starts from the room as stored now (useEditForm), so a rename made elsewhere is not undone. */
export function RoomNameForm({ room }: { room: TRoom }) {
  const { t } = useTranslation('rooms');
  const edit = useEditForm({ source: roomQueryOptions(room.id), toValues });
  const { form } = edit;
  const update = useUpdateRoom(room.id);
  const name = Form.useWatch('name', form);
  const dirty = name !== undefined && name.trim() !== (edit.base ?? room).name;
  if (!edit.ready) return <Skeleton title={false} rows={2} />;

  const submit = ({ name: next }: { name: string }) =>
    update.mutate(
      { name: next.trim() },
      {
        onSuccess: (saved) => {
          edit.saved(saved);
          toast.success(t('settings.renamed'));
        },
        onError: (error) => {
          // 409 name_taken: another room of this location already has the name.
          const message = fieldErrorFor(error, 'name');
          if (message) form.setFields([{ name: 'name', errors: [message] }]);
        },
      },
    );

  return (
    <Form
      name="room-name"
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={edit.initialValues}
    >
      <Form.Item
        name="name"
        label={t('settings.nameLabel')}
        rules={[requiredRule(), nameRule]}
        validateFirst
        style={{ marginBottom: 16 }}
      >
        <Input maxLength={ROOM_NAME_MAX} showCount autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>
        {t('settings.rename')}
      </Button>
    </Form>
  );
}
