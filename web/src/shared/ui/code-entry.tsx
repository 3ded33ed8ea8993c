import { CODE_LENGTH, isWellFormedCode, normalizeCode, type TMessagingType } from '@cleanops/contracts/rules';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { useCodeAttempts } from '../hooks/use-code-attempts';

// Shared with the sign-in pages' plain code entry (features/auth/components/plain-code-entry.tsx).
export { CODE_FIELD_ERROR_CODES, isCodeFieldError } from '../api/code-errors';

interface CodeEntryProps {
  destination: string;
  channel: TMessagingType;
  /** When the resend button unlocks (epoch ms); null unlocks it at once. */
  resendAvailableAt: number | null;
  onSubmit: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
  onBack?: () => void;
  backLabel?: string;
  submitLabel?: string;
}

/**
 * What the field keeps of what was typed or pasted. Cut here rather than by the input's maxLength,
 * which would cut a pasted " AB2 CD3" before its spaces are dropped.
 */
const asTyped = (value: string | undefined) => normalizeCode(value ?? '').slice(0, CODE_LENGTH);

/** One code input for login and for verifying a new contact (SPEC.md §2, §5). */
export function CodeEntry(props: CodeEntryProps) {
  const { destination, channel, resendAvailableAt, onSubmit, onResend, onBack, backLabel, submitLabel } =
    props;
  const { t } = useTranslation('common');
  const [form] = Form.useForm<{ code: string }>();
  const attempts = useCodeAttempts({ resendAvailableAt, onSubmit, onResend });
  const { submitting, resending, secondsLeft } = attempts;

  const submit = ({ code }: { code: string }) =>
    attempts.submit(normalizeCode(code), (message) => form.setFields([{ name: 'code', errors: [message] }]));

  const resend = () => attempts.resend(() => form.resetFields());

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={submitting}>
      <Typography.Paragraph type="secondary">
        <Trans
          t={t}
          i18nKey={`code.sentTo.${channel}`}
          values={{ destination }}
          components={{ b: <strong /> }}
        />
      </Typography.Paragraph>
      <Form.Item
        name="code"
        label={t('code.label')}
        normalize={asTyped}
        validateTrigger="onSubmit"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              value && isWellFormedCode(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation:invalidCode'))),
          },
        ]}
      >
        <Input
          size="large"
          autoFocus
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('code.placeholder')}
          style={{
            letterSpacing: '0.4em',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 22,
          }}
          onChange={(event) => {
            const code = asTyped(event.target.value);
            if (code.length === CODE_LENGTH && isWellFormedCode(code)) void form.submit();
          }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {submitLabel ?? t('code.submit')}
      </Button>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        {onBack ? (
          <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
            {backLabel ?? t('actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="link"
          onClick={resend}
          loading={resending}
          disabled={secondsLeft > 0}
          style={{ paddingInline: 0 }}
        >
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </Button>
      </Flex>
    </Form>
  );
}
