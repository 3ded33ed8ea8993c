import { useRef, useState } from 'react';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import {
  Form,
  type FormItemProps,
  type FormListFieldData,
  type FormListOperation,
} from '@/shared/ui-kit/form';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@/shared/ui-kit/icons';
import { Input, type InputRef } from '@/shared/ui-kit/input';
import { Typography } from '@/shared/ui-kit/typography';

export interface ChecklistLinesProps {
  /** What `Form.List` gives its render function; each field holds `{ id?, text }`. */
  fields: FormListFieldData[];
  operation: FormListOperation;
  max: number;
  textMax: number;
  rules?: FormItemProps['rules'];
  /**
   * The caller's texts, by key: itemLabel ({{number}}), itemPlaceholder, moveUp, moveDown,
   * removeItem, addItem, itemsMax ({{max}}).
   */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** Whether Enter on the last line adds a new one (default: while there is room). */
  addOnEnter?: (index: number) => boolean;
}

/**
 * The numbered, reorderable lines of a checklist, shared by the library's editor and the task editor
 * (DECISIONS.md §6): Enter moves down the list, and adds a line at the end, instead of submitting.
 */
export function ChecklistLines({
  fields,
  operation,
  max,
  textMax,
  rules,
  t,
  addOnEnter,
}: ChecklistLinesProps) {
  const { add, remove, move } = operation;
  const inputs = useRef(new Map<number, InputRef>());
  /** Set when a line was added: the new last input takes the focus once it is rendered. */
  const [focusLast, setFocusLast] = useState(false);
  const full = fields.length >= max;
  const addLine = () => {
    add({ text: '' });
    setFocusLast(true);
  };

  return (
    <>
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
              rules={rules}
              validateFirst
              style={{ flex: 1, marginBottom: 0 }}
            >
              <Input
                aria-label={t('itemLabel', { number: index + 1 })}
                placeholder={t('itemPlaceholder')}
                maxLength={textMax}
                ref={(input) => {
                  if (input) inputs.current.set(field.key, input);
                  else inputs.current.delete(field.key);
                  if (input && last && focusLast) {
                    input.focus();
                    setFocusLast(false);
                  }
                }}
                onPressEnter={(event) => {
                  event.preventDefault();
                  const next = fields[index + 1];
                  if (next) inputs.current.get(next.key)?.focus();
                  else if (!full && (addOnEnter?.(index) ?? true)) addLine();
                }}
              />
            </Form.Item>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('moveUp')}
              title={t('moveUp')}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            />
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('moveDown')}
              title={t('moveDown')}
              disabled={last}
              onClick={() => move(index, index + 1)}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('removeItem')}
              title={t('removeItem')}
              onClick={() => remove(index)}
            />
          </Flex>
        );
      })}
      <Button type="dashed" icon={<PlusOutlined />} disabled={full} onClick={addLine} block>
        {t('addItem')}
      </Button>
      {full && <Typography.Text type="secondary">{t('itemsMax', { max })}</Typography.Text>}
    </>
  );
}
