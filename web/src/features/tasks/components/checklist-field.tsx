import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { CHECKLIST_ITEM_TEXT_MAX, TASK_CHECKLIST_MAX } from '@cleanops/contracts';
import { Button, Flex, Form, Input, type InputRef, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/shared/api/query-client';
import { toast } from '@/shared/ui/toast';
import { roomQueryOptions } from '../api/get-location-and-room';
import type { ChecklistItemValues, TaskFormValues } from '../model/task-form';

/**
 * The lines of the rooms' attached checklists not yet in `current`, in room and checklist order.
 * Ids are kept: a line copied from the library stays recognisable (DECISIONS.md §6).
 */
async function roomLines(roomIds: readonly string[], current: readonly ChecklistItemValues[]) {
  const rooms = await Promise.all(roomIds.map((id) => queryClient.fetchQuery(roomQueryOptions(id))));
  const seen = new Set(current.flatMap((item) => (item.id ? [item.id] : [])));
  const lines: ChecklistItemValues[] = [];
  for (const room of rooms) {
    for (const checklist of room.checklists) {
      for (const item of checklist.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        lines.push({ id: item.id, text: item.text });
      }
    }
  }
  return lines;
}

/** Lines copied from the rooms' checklists, or written in; added, removed and moved here. */
export function ChecklistField() {
  const { t } = useTranslation('tasks');
  const form = Form.useFormInstance<TaskFormValues>();
  const roomIds = (Form.useWatch('roomIds', form) as string[] | undefined) ?? [];
  const [copying, setCopying] = useState(false);
  const inputs = useRef(new Map<number, InputRef>());
  const [focusLast, setFocusLast] = useState(false);

  const copy = async () => {
    setCopying(true);
    try {
      const current = (form.getFieldValue('checklist') as ChecklistItemValues[] | undefined) ?? [];
      // Blank lines left behind make room for the copied ones.
      const kept = current.filter((item) => (item.text ?? '').trim() || item.id);
      const lines = (await roomLines(roomIds, kept)).slice(0, Math.max(0, TASK_CHECKLIST_MAX - kept.length));
      if (lines.length === 0) {
        toast.info(t('editor.nothingToCopy'));
        return;
      }
      form.setFieldValue('checklist', [...kept, ...lines]);
      toast.success(t('editor.copied', { count: lines.length }));
    } catch {
      toast.error(t('editor.copyFailed'));
    } finally {
      setCopying(false);
    }
  };

  return (
    <Form.List name="checklist">
      {(fields, { add, remove, move }, { errors }) => (
        <Flex vertical gap={8}>
          <Flex wrap justify="space-between" align="center" gap={8}>
            <Typography.Text type="secondary">{t('editor.checklistHint')}</Typography.Text>
            <Button
              icon={<CopyOutlined aria-hidden />}
              disabled={roomIds.length === 0 || fields.length >= TASK_CHECKLIST_MAX}
              loading={copying}
              onClick={() => void copy()}
            >
              {t('editor.copyFromRooms')}
            </Button>
          </Flex>
          {fields.map((field, index) => {
            const last = index === fields.length - 1;
            return (
              <Flex key={field.key} gap={4} align="flex-start">
                <Typography.Text
                  type="secondary"
                  aria-hidden
                  style={{ width: 24, flex: 'none', textAlign: 'right', lineHeight: '32px' }}
                >
                  {index + 1}.
                </Typography.Text>
                <Form.Item name={[field.name, 'text']} style={{ flex: 1, marginBottom: 0 }}>
                  <Input
                    aria-label={t('editor.itemLabel', { number: index + 1 })}
                    placeholder={t('editor.itemPlaceholder')}
                    maxLength={CHECKLIST_ITEM_TEXT_MAX}
                    ref={(input) => {
                      if (input) inputs.current.set(field.key, input);
                      else inputs.current.delete(field.key);
                      if (input && last && focusLast) {
                        input.focus();
                        setFocusLast(false);
                      }
                    }}
                    onPressEnter={(event) => {
                      // Enter moves down the list (adding a line at the end) instead of submitting the task.
                      event.preventDefault();
                      const next = fields[index + 1];
                      if (next) inputs.current.get(next.key)?.focus();
                      else if (fields.length < TASK_CHECKLIST_MAX) {
                        add({ text: '' });
                        setFocusLast(true);
                      }
                    }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined aria-hidden />}
                  aria-label={t('editor.moveUp')}
                  title={t('editor.moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined aria-hidden />}
                  aria-label={t('editor.moveDown')}
                  title={t('editor.moveDown')}
                  disabled={last}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('editor.removeItem')}
                  title={t('editor.removeItem')}
                  onClick={() => remove(index)}
                />
              </Flex>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden />}
            disabled={fields.length >= TASK_CHECKLIST_MAX}
            onClick={() => {
              add({ text: '' });
              setFocusLast(true);
            }}
            block
          >
            {t('editor.addItem')}
          </Button>
          {fields.length >= TASK_CHECKLIST_MAX && (
            <Typography.Text type="secondary">
              {t('editor.itemsMax', { max: TASK_CHECKLIST_MAX })}
            </Typography.Text>
          )}
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
