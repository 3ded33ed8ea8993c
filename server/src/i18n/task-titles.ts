import { LANGUAGES, type TLanguage, type TTaskTitleKey } from '@cleanops/contracts';

/**
 * The titles the system gives the tasks it makes, by kind and language. A task keeps the kind
 * (`tasks.title_key`) and every text made for a person (e-mails, SMS) shows it in that person's
 * language; the web app has the same texts under `taskTitles` in common.json.
 */
export const TASK_TITLES: Record<TTaskTitleKey, Record<TLanguage, string>> = {
  turnover: {
    en: 'Cleaning after checkout',
    ru: 'Уборка после выезда',
    kk: 'Шығудан кейінгі жинау',
    es: 'Limpieza tras la salida',
  },
  inspection: {
    en: 'Inspection after cleaning',
    ru: 'Проверка после уборки',
    kk: 'Жинаудан кейінгі тексеру',
    es: 'Inspección tras la limpieza',
  },
  reclean: {
    en: 'Re-clean',
    ru: 'Повторная уборка',
    kk: 'Қайта жинау',
    es: 'Repetir la limpieza',
  },
};

export interface TitledTask {
  title: string;
  titleKey?: TTaskTitleKey | null;
}

/** A task's title as `language` reads it: its kind's text while it has one, else the title as typed. */
export function taskTitleIn(task: TitledTask, language: TLanguage): string {
  return task.titleKey ? TASK_TITLES[task.titleKey][language] : task.title;
}

/**
 * The kind a task keeps when its title is set to `title`: a title that is still one of the kind's
 * own texts, in whichever language (an editor sending back the title it showed), keeps it; any other
 * text is the owner's own and drops it.
 */
export function titleKeyAfterEdit(current: TTaskTitleKey | null, title: string): TTaskTitleKey | null {
  if (!current) return null;
  const text = title.trim();
  return LANGUAGES.some((language) => TASK_TITLES[current][language] === text) ? current : null;
}

/** The kinds whose title contains `search` in some language (case-insensitive), so a search finds them. */
export function titleKeysMatching(search: string): TTaskTitleKey[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [];
  return (Object.keys(TASK_TITLES) as TTaskTitleKey[]).filter((key) =>
    LANGUAGES.some((language) => TASK_TITLES[key][language].toLocaleLowerCase().includes(needle)),
  );
}
