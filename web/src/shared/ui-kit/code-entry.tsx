import { CODE_LENGTH, isWellFormedCode, normalizeCode, type TMessagingType } from '@cleanops/contracts/rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useCodeAttempts } from '../hooks/use-code-attempts';
import { Button } from './button';

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
 * The app's one code input, for signing in and for verifying a new contact (SPEC.md §2, §5), without
 * antd: where the code went, the input (upper-cased, spaces dropped, sent by itself once complete),
 * the error under it, a resend timer and a way back.
 */
export function CodeEntry(props: CodeEntryProps) {
  const { destination, channel, resendAvailableAt, onSubmit, onResend, onBack } = props;
  const { t } = useTranslation('common');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const attempts = useCodeAttempts({ resendAvailableAt, onSubmit, onResend });
  const { submitting, resending, secondsLeft } = attempts;
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = async (value: string) => {
    if (!isWellFormedCode(value)) {
      setError(t('validation:invalidCode'));
      return;
    }
    setError(null);
    await attempts.submit(value, setError);
    // The input was disabled while sending; the person goes on typing where they were.
    requestAnimationFrame(() => input.current?.focus());
  };

  const resend = () =>
    attempts.resend(() => {
      setCode('');
      setError(null);
    });

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!submitting) void submit(code);
      }}
    >
      <p style={{ margin: '0 0 16px', color: 'var(--kit-text-secondary)' }}>
        <Trans
          t={t}
          i18nKey={`code.sentTo.${channel}`}
          values={{ destination }}
          components={{ b: <strong /> }}
        />
      </p>
      <div className="pui-field">
        <label htmlFor={inputId}>{t('code.label')}</label>
        <input
          ref={input}
          id={inputId}
          className="pui-input"
          // biome-ignore lint/a11y/noAutofocus: the step has one input; the code arrives while it is open
          autoFocus
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('code.placeholder')}
          disabled={submitting}
          value={code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          style={{
            letterSpacing: '0.4em',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: 22,
          }}
          onChange={(event) => {
            // Cut here rather than by maxLength, which would cut a pasted " AB2 CD3" before its
            // spaces are dropped.
            const next = normalizeCode(event.target.value).slice(0, CODE_LENGTH);
            setCode(next);
            if (next.length === CODE_LENGTH && isWellFormedCode(next)) void submit(next);
          }}
        />
        {error && (
          <p id={errorId} className="pui-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button size="large" htmlType="submit" type="primary" block loading={submitting}>
        {props.submitLabel ?? t('code.submit')}
      </Button>
      <div className="pui-row" style={{ marginTop: 16 }}>
        {onBack ? (
          <Button size="large" type="link" onClick={onBack} disabled={submitting}>
            {props.backLabel ?? t('actions.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button
          size="large"
          type="link"
          onClick={resend}
          loading={resending}
          disabled={secondsLeft > 0 || submitting}
        >
          {secondsLeft > 0 ? t('code.resendIn', { seconds: secondsLeft }) : t('code.resend')}
        </Button>
      </div>
    </form>
  );
}
