import {
  CHECKLIST_ITEM_MAX,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_NAME_MAX,
  type TChecklist,
  ZCreateChecklistRequest,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Input } from '@/shared/ui-kit/input';
import { Modal } from '@/shared/ui-kit/modal';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { fieldErrorFor } from '../api/api-error';
import { useEditForm } from '../forms/use-edit-form';
import { zodRule } from '../forms/zod-rule';
import { i18n } from '../i18n/i18n';
import { Skeleton } from '../ui-kit/skeleton';
import { toast } from '../ui-kit/toast';
import { ChecklistLines } from './checklist-lines';
import { checklistQueryOptions } from './get-checklist';
import { useSaveChecklist } from './save-checklist';

interface EditorValues {
  name: string;
  items: { id?: string; text: string }[];
}

/*
 * zodRule reads an empty input as "missing", which the schemas answer with a type error; the
 * explicit required rule (checked first) gives the person the plain "fill in this field" instead.
 */
const requiredRule = () => ({ required: true, whitespace: true, message: i18n.t('validation:required') });
const nameRule = zodRule(ZCreateChecklistRequest.shape.name);
const itemTextRule = zodRule(ZCreateChecklistRequest.shape.items.unwrap().element.shape.text);
const toValues = (checklist: TChecklist): EditorValues => ({
  name: checklist.name,
  items: checklist.items.map(({ id, text }) => ({ id, text })),
});
const emptyValues = (): EditorValues => ({ name: '', items: [{ text: '' }] });

export interface ChecklistEditorModalProps {
  open: boolean;
  /** The checklist to edit; absent to create a new one. */
  checklist?: TChecklist | null;
  onClose: () => void;
  onSaved?: (checklist: TChecklist) => void;
}

/**
 * Name and ordered items of a library checklist (DECISIONS.md §6). Items keep their ids when sent
 * back, so tasks that copied an item by id still recognise it after an edit or a reorder. Editing
 * starts from the checklist as stored now and sends only the part changed (name, items); callers
 * mount a new editor for each opening.
 */
export function ChecklistEditorModal({ open, checklist, onClose, onSaved }: ChecklistEditorModalProps) {
  const { t } = useTranslation('checklists');
  const { token } = useToken();
  const edit = useEditForm({
    source: checklist ? checklistQueryOptions(checklist.id) : null,
    toValues,
    empty: emptyValues,
  });
  const { form } = edit;
  const save = useSaveChecklist();
  const items = Form.useWatch('items', form) ?? [];
  const editing = Boolean(checklist);

  const submit = () => {
    // The whole store, not onFinish's values: those hold only rendered fields, and an item's id is
    // not an input, yet it must go back with the item.
    const values = form.getFieldsValue(true) as EditorValues;
    const body = {
      name: values.name.trim(),
      items: (values.items ?? []).map(({ id, text }) =>
        id ? { id, text: text.trim() } : { text: text.trim() },
      ),
    };
    const changed = edit.changes();
    save.mutate(
      checklist
        ? {
            id: checklist.id,
            body: {
              ...('name' in changed ? { name: body.name } : {}),
              ...('items' in changed ? { items: body.items } : {}),
            },
          }
        : { body },
      {
        onSuccess: (saved) => {
          toast.success(editing ? t('editor.updated') : t('editor.created', { name: saved.name }));
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          const nameError = fieldErrorFor(error, 'name');
          if (nameError) form.setFields([{ name: 'name', errors: [nameError] }]);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={editing ? t('editor.editTitle') : t('editor.createTitle')}
      onCancel={onClose}
      // A fresh form each time it opens, filled from `checklist` by initialValues.
      destroyOnHidden
      okText={t('editor.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: save.isPending, disabled: !edit.ready }}
      onOk={() => form.submit()}
      width={640}
    >
      {!edit.ready && <Skeleton rows={4} />}
      {edit.ready && (
        <Form<EditorValues>
          // The name prefixes the field ids, so labels stay unique beside other forms on the page.
          name="checklist-editor"
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          initialValues={edit.initialValues}
        >
          <Form.Item name="name" label={t('editor.name')} rules={[requiredRule(), nameRule]} validateFirst>
            <Input
              placeholder={t('editor.namePlaceholder')}
              maxLength={CHECKLIST_NAME_MAX}
              autoFocus={!editing}
              onPressEnter={(event) => {
                event.preventDefault();
                form.focusField(['items', 0, 'text']);
              }}
            />
          </Form.Item>
          <Typography.Text strong>{t('editor.items')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeSM, marginBottom: 8 }}>
            {t('editor.itemsHint')}
          </Typography.Paragraph>
          <Form.List name="items">
            {(fields, operation) => (
              <Flex vertical gap={8}>
                <ChecklistLines
                  fields={fields}
                  operation={operation}
                  max={CHECKLIST_ITEMS_MAX}
                  textMax={CHECKLIST_ITEM_MAX}
                  rules={[requiredRule(), itemTextRule]}
                  t={(key, options) => t(`editor.${key}`, options)}
                  // After a blank last item Enter stays put: the blank one is still to be filled.
                  addOnEnter={(index) => Boolean(items[index]?.text?.trim())}
                />
              </Flex>
            )}
          </Form.List>
        </Form>
      )}
    </Modal>
  );
}
