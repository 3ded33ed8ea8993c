import { useState } from 'react';
import { ApiError, fieldErrorFor } from '../api/api-error';
import { isCodeFieldError } from '../api/code-errors';
import { useCountdown } from './use-countdown';

/**
 * What the code input (shared/ui-kit/code-entry.tsx) does with a code and a resend, apart from how it
 * draws it: the sending flags, the error that belongs under the input, and the resend countdown, which
 * a 429 (too soon, hourly cap, locked contact) moves to when the server says to try again.
 */
export function useCodeAttempts({
  resendAvailableAt,
  onSubmit,
  onResend,
}: {
  resendAvailableAt: number | null;
  onSubmit: (code: string) => Promise<unknown>;
  onResend: () => Promise<unknown>;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(Math.max(resendAvailableAt ?? 0, retryAt ?? 0) || null);

  /** Sends the code; a refusal about the code itself goes to `showError`, others were toasted already. */
  const submit = async (code: string, showError: (message: string) => void) => {
    setSubmitting(true);
    try {
      await onSubmit(code);
    } catch (error) {
      if (error instanceof ApiError) {
        const message = fieldErrorFor(error, 'code') ?? (isCodeFieldError(error) ? error.message : undefined);
        if (message) showError(message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Asks for a new code; `onSent` clears the input once it went. */
  const resend = async (onSent: () => void) => {
    setResending(true);
    try {
      await onResend();
      onSent();
    } catch (error) {
      // The API client has already told the person what went wrong.
      if (error instanceof ApiError && error.retryAfterSeconds) {
        setRetryAt(Date.now() + error.retryAfterSeconds * 1000);
      }
    } finally {
      setResending(false);
    }
  };

  return { submitting, resending, secondsLeft, submit, resend };
}
