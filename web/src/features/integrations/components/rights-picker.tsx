import type { TRight } from '@cleanops/contracts/rights';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Checkbox } from '@/shared/ui-kit/checkbox';
import { Flex } from '@/shared/ui-kit/flex';
import { Typography } from '@/shared/ui-kit/typography';
import { groupedGrantableRights, readingRights } from '../model/right-groups';

/**
 * The rights of a new key, as checkboxes grouped by what they touch: only those the person holds
 * (the server refuses any other). Each shows its catalogue name too, the one a 403 names.
 * A form item's control: `value` and `onChange` come from the form.
 */
export function RightsPicker({
  held,
  value = [],
  onChange,
  id,
}: {
  held: readonly TRight[];
  value?: TRight[];
  onChange?: (rights: TRight[]) => void;
  id?: string;
}) {
  const { t } = useTranslation('integrations');
  const groups = groupedGrantableRights(held);
  const all = groups.flatMap((g) => g.rights);
  const chosen = new Set(value);
  const toggle = (right: TRight, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(right);
    else next.delete(right);
    // Kept in the catalogue's order, so the list reads the same however it was ticked.
    onChange?.(all.filter((r) => next.has(r)));
  };

  return (
    <Flex vertical gap={12} id={id}>
      <Flex gap={8} wrap>
        <Button size="small" onClick={() => onChange?.(readingRights(all))}>
          {t('form.readingOnly')}
        </Button>
        <Button size="small" onClick={() => onChange?.([])} disabled={value.length === 0}>
          {t('form.clear')}
        </Button>
      </Flex>
      {groups.map(({ group, rights }) => (
        <fieldset
          key={group}
          style={{
            margin: 0,
            padding: '8px 12px 12px',
            minWidth: 0,
            border: '1px solid var(--kit-border)',
            borderRadius: 8,
          }}
        >
          <legend style={{ padding: '0 4px' }}>
            <Typography.Text strong>{t(`groups.${group}`)}</Typography.Text>
          </legend>
          <Flex vertical gap={4}>
            {rights.map((right) => (
              <Checkbox key={right} checked={chosen.has(right)} onChange={(on) => toggle(right, on)}>
                {t(`rights.${right}`, { defaultValue: right })}{' '}
                <Typography.Text type="secondary" code>
                  {right}
                </Typography.Text>
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
      ))}
    </Flex>
  );
}
