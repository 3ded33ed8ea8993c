import { type TWebhookEvent, WEBHOOK_EVENTS } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Checkbox } from '@/shared/ui-kit/checkbox';
import { Flex } from '@/shared/ui-kit/flex';
import { webhookEventName } from '../model/webhook-words';

/**
 * The events an endpoint hears, as a group of checkboxes named by `label` (the form item's own label
 * names a fieldset's group for no screen reader). A form item's control: `value` and `onChange` come
 * from the form.
 */
export function WebhookEventsPicker({
  label,
  value = [],
  onChange,
  id,
  'aria-describedby': describedBy,
}: {
  label: string;
  value?: TWebhookEvent[];
  onChange?: (events: TWebhookEvent[]) => void;
  id?: string;
  'aria-describedby'?: string;
}) {
  const { t } = useTranslation('integrations');
  const chosen = new Set(value);
  const toggle = (event: TWebhookEvent, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(event);
    else next.delete(event);
    // Kept in the contract's order, so the list reads the same however it was ticked.
    onChange?.(WEBHOOK_EVENTS.filter((e) => next.has(e)));
  };

  return (
    <fieldset
      id={id}
      aria-describedby={describedBy}
      style={{ margin: 0, padding: 0, border: 0, minWidth: 0 }}
    >
      <legend className="pui-visually-hidden">{label}</legend>
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => onChange?.([...WEBHOOK_EVENTS])}>
            {t('webhooks.form.allEvents')}
          </Button>
          <Button size="small" onClick={() => onChange?.([])} disabled={value.length === 0}>
            {t('webhooks.form.clear')}
          </Button>
        </Flex>
        <Flex vertical gap={4}>
          {WEBHOOK_EVENTS.map((event) => (
            <Checkbox key={event} checked={chosen.has(event)} onChange={(on) => toggle(event, on)}>
              {webhookEventName(t, event)}
            </Checkbox>
          ))}
        </Flex>
      </Flex>
    </fieldset>
  );
}
