import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CHECKLIST_ITEM_MAX,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_NAME_MAX,
  type TChecklist,
  ZCreateChecklistRequest,
} from '@cleanops/contracts';
import { Button, Flex, Form, Input, type InputRef, Modal, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorFor } from '../api/api-error';
import { zodRule } from '../forms/zod-rule';
import { i18n } from '../i18n/i18n';
import { toast } from '../ui/toast';
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

export interface ChecklistEditorModalProps {
  open: boolean;
  /** The checklist to edit; absent to create a new one. */
  checklist?: TChecklist | null;
  onClose: () => void;
  onSaved?: (checklist: TChecklist) => void;
}

/**
 * Name and ordered items of a library checklist (DECISIONS.md §6). Items keep their ids when sent
 * back, so tasks that copied an item by id still recognise it after an edit or a reorder.
 */
export function ChecklistEditorModal({ open, checklist, onClose, onSaved }: ChecklistEditorModalProps) {
  const { t } = useTranslation('checklists');
  const { token } = theme.useToken();
  const [form] = Form.useForm<EditorValues>();
  const save = useSaveChecklist();
  const inputs = useRef(new Map<number, InputRef>());
  /** The item inputs' keys in their shown order, for moving the focus with Enter. */
  const order = useRef<number[]>([]);
  /** Set when Enter added an item: the new last input takes the focus once it is rendered. */
  const [focusLast, setFocusLast] = useState(false);
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
    save.mutate(
      { id: checklist?.id, body },
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
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      width={640}
    >
      <Form<EditorValues>
        // The name prefixes the field ids, so labels stay unique beside other forms on the page.
        name="checklist-editor"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{
          name: checklist?.name ?? '',
          items: checklist?.items.map(({ id, text }) => ({ id, text })) ?? [{ text: '' }],
        }}
      >
        <Form.Item name="name" label={t('editor.name')} rules={[requiredRule(), nameRule]} validateFirst>
          <Input
            placeholder={t('editor.namePlaceholder')}
            maxLength={CHECKLIST_NAME_MAX}
            autoFocus={!editing}
            onPressEnter={(event) => {
              event.preventDefault();
              inputs.current.get(order.current[0] ?? -1)?.focus();
            }}
          />
        </Form.Item>
        <Typography.Text strong>{t('editor.items')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeSM, marginBottom: 8 }}>
          {t('editor.itemsHint')}
        </Typography.Paragraph>
        <Form.List name="items">
          {(fields, { add, remove, move }) => {
            order.current = fields.map((field) => field.key);
            return (
              <Flex vertical gap={8}>
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
                      <Form.Item
                        name={[field.name, 'text']}
                        rules={[requiredRule(), itemTextRule]}
                        validateFirst
                        style={{ flex: 1, marginBottom: 0 }}
                      >
                        <Input
                          aria-label={t('editor.itemLabel', { number: index + 1 })}
                          placeholder={t('editor.itemPlaceholder')}
                          maxLength={CHECKLIST_ITEM_MAX}
                          ref={(input) => {
                            if (input) inputs.current.set(field.key, input);
                            else inputs.current.delete(field.key);
                            if (input && last && focusLast) {
                              input.focus();
                              setFocusLast(false);
                            }
                          }}
                          onPressEnter={(event) => {
                            // Enter moves on down the list instead of submitting the whole form.
                            event.preventDefault();
                            if (!last) {
                              inputs.current.get(fields[index + 1]!.key)?.focus();
                            } else if (items[index]?.text?.trim() && fields.length < CHECKLIST_ITEMS_MAX) {
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
                  disabled={fields.length >= CHECKLIST_ITEMS_MAX}
                  onClick={() => {
                    add({ text: '' });
                    setFocusLast(true);
                  }}
                  block
                >
                  {t('editor.addItem')}
                </Button>
                {fields.length >= CHECKLIST_ITEMS_MAX && (
                  <Typography.Text type="secondary">
                    {t('editor.itemsMax', { max: CHECKLIST_ITEMS_MAX })}
                  </Typography.Text>
                )}
              </Flex>
            );
          }}
        </Form.List>
      </Form>
    </Modal>
  );
}
