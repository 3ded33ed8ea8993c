import {
  shortenAtWord,
  type TComplaint,
  type TConvertComplaintRequest,
  type TCreateComplaintRequest,
} from '@cleanops/contracts';
import type { Dayjs } from 'dayjs';
import { fromWallClock } from '@/shared/time/zoned-time';

/** The part of i18next's `t` used here (keys of the `complaints` namespace), so tests can pass their own. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** As much of the text as the server's own default title takes. */
export const TITLE_TEXT_CHARS = 60;

/**
 * The task title the convert form starts with: "2★ complaint: The shower drain is blocked…", cut at a
 * word, the same the server makes when no title is sent, so editing it is optional.
 */
export function defaultTaskTitle(complaint: Pick<TComplaint, 'rating' | 'text'>, t: Translate): string {
  const text = shortenAtWord(complaint.text, TITLE_TEXT_CHARS);
  return text
    ? t('convert.defaultTitle', { rating: complaint.rating, text })
    : t('convert.defaultTitleNoText', { rating: complaint.rating });
}

export interface ConvertFormValues {
  title: string;
  teamId: string | null;
  assigneeIds: string[];
  /** A plain local Dayjs showing the location's wall clock (antd's picker shows the browser's zone). */
  dueAt: Dayjs | null;
  emergency: boolean;
}

export function convertFormValues(
  complaint: Pick<TComplaint, 'rating' | 'text'>,
  t: Translate,
  teamId: string | null,
): ConvertFormValues {
  return { title: defaultTaskTitle(complaint, t), teamId, assigneeIds: [], dueAt: null, emergency: false };
}

export function toConvertRequest(values: ConvertFormValues, zone: string): TConvertComplaintRequest {
  return {
    title: values.title.trim(),
    teamId: values.teamId ?? null,
    assigneeIds: values.assigneeIds ?? [],
    dueAt: values.dueAt ? fromWallClock(values.dueAt.second(0).millisecond(0), zone) : null,
    emergency: Boolean(values.emergency),
  };
}

export interface ReviewFormValues {
  locationId?: string;
  roomId?: string;
  source: TCreateComplaintRequest['source'];
  rating: number;
  text: string;
  /** When the guest left it, in the viewer's own time; empty means now. */
  createdAt: Dayjs | null;
}

export function toCreateComplaintRequest(
  values: ReviewFormValues,
  photoIds: string[],
): TCreateComplaintRequest {
  return {
    roomId: values.roomId ?? '',
    rating: values.rating,
    text: (values.text ?? '').trim(),
    source: values.source,
    ...(values.createdAt ? { createdAt: values.createdAt.toISOString() } : {}),
    photoIds,
  };
}
