import { CHECKLIST_ITEM_TEXT_MAX, TASK_CHECKLIST_MAX } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/shared/api/query-client';
import { ChecklistLines } from '@/shared/checklists/checklist-lines';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { CopyOutlined } from '@/shared/ui-kit/icons';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
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
      {(fields, operation, { errors }) => (
        <Flex vertical gap={8}>
          <Flex wrap justify="space-between" align="center" gap={8}>
            <Typography.Text type="secondary">{t('editor.checklistHint')}</Typography.Text>
            <Button
              icon={<CopyOutlined />}
              disabled={roomIds.length === 0 || fields.length >= TASK_CHECKLIST_MAX}
              loading={copying}
              onClick={() => void copy()}
            >
              {t('editor.copyFromRooms')}
            </Button>
          </Flex>
          <ChecklistLines
            fields={fields}
            operation={operation}
            max={TASK_CHECKLIST_MAX}
            textMax={CHECKLIST_ITEM_TEXT_MAX}
            t={(key, options) => t(`editor.${key}`, options)}
          />
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
}
