import { i18n } from '@/shared/i18n/i18n';
import type { FieldIssue } from '../model/task-form';

/** "Fill in" said for what the field needs: a day, a day of the month, an end time. */
const REQUIRED_BY_FIELD: Record<string, string> = {
  weekDays: 'tasks:validation.weekDaysRequired',
  monthDay: 'tasks:validation.monthDayRequired',
  endTime: 'tasks:validation.endTimeRequired',
};

/**
 * The text of a client-side issue: the task keys (timesEqual, startAfterEnd…) carry the server's
 * own wording, the rest are the shared validation messages.
 */
export function issueMessage(issue: FieldIssue, field?: string): string {
  if (issue.key === 'required') {
    const key = (field && REQUIRED_BY_FIELD[field]) || 'validation:required';
    return i18n.t(key);
  }
  if (i18n.exists(`tasks:validation.${issue.key}`)) return i18n.t(`tasks:validation.${issue.key}`);
  if (i18n.exists(`validation:${issue.key}`)) return i18n.t(`validation:${issue.key}`, issue.vars);
  return i18n.t('validation:invalidValue');
}
