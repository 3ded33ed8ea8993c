import type { TTaskTitleKey } from '@cleanops/contracts';

/**
 * The part of i18next's `t` the title needs. The texts are `taskTitles.<kind>` in common.json (the
 * guest page, which reads guest.json alone, has them there too and ignores `ns`).
 */
export type TitleTranslate = (key: string, options: { ns: 'common' }) => string;

/** What a reply says of a task's title (ZTask, ZOccurrence, a photo report, an analytics row). */
export interface TitledTask {
  title: string;
  /** Missing in a copy kept from before the kind existed: the title is then shown as stored. */
  titleKey?: TTaskTitleKey | null;
}

/**
 * A task's title as the reader reads it: a title the system wrote (a turnover's "Cleaning after
 * checkout") in the reader's language, whatever language it was stored in; a title a person typed,
 * as typed. Every place that shows a task's title shows this.
 */
export function taskTitle(task: TitledTask, t: TitleTranslate): string {
  return task.titleKey ? t(`taskTitles.${task.titleKey}`, { ns: 'common' }) : task.title;
}
