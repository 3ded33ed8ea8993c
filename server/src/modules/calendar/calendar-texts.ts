import type { TLanguage } from '@cleanops/contracts';

/** The words a calendar feed carries, in its reader's language (docs/glossary.md terms). */
export interface CalendarTexts {
  /** The calendar's name in the subscriber's list of calendars. */
  myJobs: string;
  locationJobs: (location: string) => string;
  rooms: string;
  openJob: string;
}

export const CALENDAR_TEXTS: Record<TLanguage, CalendarTexts> = {
  en: {
    myJobs: 'CleanOps: my jobs',
    locationJobs: (location) => `CleanOps: jobs at ${location}`,
    rooms: 'Rooms',
    openJob: 'Open the job',
  },
  ru: {
    myJobs: 'CleanOps: мои задания',
    locationJobs: (location) => `CleanOps: задания на объекте «${location}»`,
    rooms: 'Помещения',
    openJob: 'Открыть задание',
  },
  kk: {
    myJobs: 'CleanOps: менің жұмыстарым',
    locationJobs: (location) => `CleanOps: «${location}» нысанындағы жұмыстар`,
    rooms: 'Бөлмелер',
    openJob: 'Жұмысты ашу',
  },
  es: {
    myJobs: 'CleanOps: mis trabajos',
    locationJobs: (location) => `CleanOps: trabajos en ${location}`,
    rooms: 'Estancias',
    openJob: 'Abrir el trabajo',
  },
};
