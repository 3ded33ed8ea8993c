import { CODE_LENGTH, isWellFormedCode, normalizeCode, type TMessagingType } from '@cleanops/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ApiError, fieldErrorFor } from '../api/api-error';
import { useCountdown } from '../hooks/use-countdown';

/** Server codes that are about the typed code itself and belong under the input, not in a toast. */
export const CODE_FIELD_ERROR_CODES = ['invalid_code', 'code_expired', 'code_attempts_exceeded'];

export function isCodeFieldError(error: ApiError): boolean {
  return error.fields.length > 0 || CODE_FIELD_ERROR_CODES.includes(error.code);
}

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

/** One code input for login and for verifying a new contact (SPEC.md §2, §5). */
export function CodeEntry(props: CodeEntryProps) {
  const { destination, channel, resendAvailableAt, onSubmit, onResend, onBack, backLabel, submitLabel } =
    props;
  const { t } = useTranslation('common');
  const [form] = Form.useForm<{ code: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  // A 429 on resend (too soon, hourly cap, locked contact) says when to try again: count down to it.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(Math.max(resendAvailableAt ?? 0, retryAt ?? 0) || null);

  const submit = async ({ code }: { code: string }) => {
    setSubmitting(true);
    try {
      await onSubmit(normalizeCode(code));
    } catch (error) {
      if (error instanceof ApiError) {
        const message = fieldErrorFor(error, 'code') ?? (isCodeFieldError(error) ? error.message : undefined);
        if (message) form.setFields([{ name: 'code', errors: [message] }]);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      form.resetFields();
    } catch (error) {
      // The API client has already told the person what went wrong.
      if (error instanceof ApiError && error.retryAfterSeconds) {
        setRetryAt(Date.now() + error.retryAfterSeconds * 1000);
      }
    } finally {
      setResending(false);
    }
  };

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
        normalize={(value: string) => normalizeCode(value ?? '')}
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
          maxLength={CODE_LENGTH}
          placeholder={t('code.placeholder')}
          style={{
            letterSpacing: '0.4em',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 22,
          }}
          onChange={(event) => {
            const code = normalizeCode(event.target.value);
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
