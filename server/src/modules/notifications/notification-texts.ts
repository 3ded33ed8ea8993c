import {
  complaintKind,
  type TLanguage,
  type TNotificationData,
  type TNotificationEvent,
  type TProblemEventType,
  type TReadinessState,
} from '@cleanops/contracts';
import { taskTitleIn } from '../../i18n/task-titles';
import { renderWeeklySummary } from '../weekly-summary/weekly-summary-texts';

/**
 * The e-mail/SMS copy of each event (SPEC.md §3 notification settings) in the recipient's language.
 * The in-app feed renders its own text on the client from the same `event` and `data`. Texts stay
 * short: an SMS is paid for by the segment, and the subject is used by e-mail only.
 */

/** What a text is made of, with the gaps `data` may leave already filled. */
interface Vars {
  actor: string;
  task: string;
  team: string | null;
  location: string | null;
  room: string | null;
  rating: number | null;
  /** The report comment (taskMessage) or the guest's text (complaintCreated). */
  text: string | null;
  /** userNotAvailable's until-date, or when a subscription ends, formatted for the reader. */
  until: string;
  /** weeklySummary: the week's figures. */
  summary: TNotificationData['summary'];
  /** turnoversAssigned: how many. */
  count: number;
  /** A turnover's start, formatted for the reader; empty when the event is no turnover's. */
  when: string;
  /** bookingsOverlap: the first night both stays share and the check-out day that ends it, formatted. */
  from: string;
  to: string;
  /** problemUpdated: which step was taken. */
  step: TProblemEventType;
  /** problemReported: the problem blocks the use of the place. */
  blocking: boolean;
  /** checkInNotReady: the check-in as the rental reads it ("14:00", or the day and time when not today), which warning, and the state. */
  checkIn: { time: string; date: string | null; stage: 'before' | 'at'; state: TReadinessState } | null;
}

interface Rendered {
  subject: string;
  text: string;
}

interface Phrases {
  /** Who acted when their name is unknown (a deleted account). */
  someone: string;
  /** Where it happened, appended to a sentence; empty without a location. */
  at: (location: string | null) => string;
  events: Record<TNotificationEvent, (v: Vars) => Rendered>;
  /** What a rental not Ready is, after "check-in at 14:00, …". */
  notReady: Record<TReadinessState, string>;
}

const quote = (s: string) => `«${s}»`;
// English keeps straight quotes: “ ” are outside GSM-7 and would halve an SMS segment (templates.ts).
const quoteEn = (s: string) => `"${s}"`;
const place = (v: Vars) => [v.location, v.room].filter(Boolean).join(', ');
/** Praise is told from a complaint that needs action by the shared rule (contracts complaintKind). */
const praise = (v: Vars) => v.rating !== null && complaintKind(v.rating) === 'praise';

/** A problem's step as the problemUpdated texts name it (DECISIONS.md §13). */
const PROBLEM_STEPS: Record<TLanguage, Record<TProblemEventType, string>> = {
  en: {
    reported: 'reported',
    assigned: 'assigned',
    sent_to_contractor: 'sent to a contractor',
    contractor_opened: 'opened by the contractor',
    fixed: 'fixed by the contractor',
    cannot_fix: 'the contractor cannot fix it',
    resolved: 'resolved',
    wont_fix: "closed as won't fix",
    reopened: 'reopened',
    link_revoked: 'contractor link withdrawn',
  },
  kk: {
    reported: 'хабарланды',
    assigned: 'тағайындалды',
    sent_to_contractor: 'мердігерге жіберілді',
    contractor_opened: 'мердігер ашты',
    fixed: 'мердігер түзетті',
    cannot_fix: 'мердігер түзете алмайды',
    resolved: 'шешілді',
    wont_fix: 'түзетусіз жабылды',
    reopened: 'қайта ашылды',
    link_revoked: 'мердігер сілтемесі кері қайтарылды',
  },
  ru: {
    reported: 'сообщено',
    assigned: 'назначена',
    sent_to_contractor: 'отправлена подрядчику',
    contractor_opened: 'подрядчик открыл ссылку',
    fixed: 'подрядчик устранил',
    cannot_fix: 'подрядчик не может устранить',
    resolved: 'решена',
    wont_fix: 'закрыта без исправления',
    reopened: 'открыта снова',
    link_revoked: 'ссылка подрядчика отозвана',
  },
  es: {
    reported: 'comunicada',
    assigned: 'asignada',
    sent_to_contractor: 'enviada a un profesional',
    contractor_opened: 'abierta por el profesional',
    fixed: 'arreglada por el profesional',
    cannot_fix: 'el profesional no puede arreglarla',
    resolved: 'resuelta',
    wont_fix: 'cerrada sin arreglar',
    reopened: 'reabierta',
    link_revoked: 'enlace del profesional retirado',
  },
};

const PHRASES: Record<TLanguage, Phrases> = {
  en: {
    someone: 'Someone',
    at: (l) => (l ? ` at ${l}` : ''),
    notReady: {
      blocked: 'blocked by a problem',
      occupied: 'still occupied',
      inspection_failed: 'the inspection failed',
      cleaning: 'still being cleaned',
      dirty: 'still dirty',
      awaiting_inspection: 'still awaiting inspection',
      ready: 'ready',
    },
    events: {
      taskAssigned: (v) => ({
        subject: `New task: ${v.task}`,
        text: `${v.actor} assigned you the task ${quoteEn(v.task)}${PHRASES.en.at(v.location)}.`,
      }),
      repeatedTaskAssigned: (v) => ({
        subject: `New recurring task: ${v.task}`,
        text: `${v.actor} assigned you the recurring task ${quoteEn(v.task)}${PHRASES.en.at(v.location)}.`,
      }),
      taskAssignedTeam: (v) => ({
        subject: `New task for your team: ${v.task}`,
        text:
          `${v.actor} assigned the task ${quoteEn(v.task)}${PHRASES.en.at(v.location)} to your team` +
          `${v.team ? ` ${v.team}` : ''}. Any of you can pick it.`,
      }),
      repeatedTaskAssignedTeam: (v) => ({
        subject: `New recurring task for your team: ${v.task}`,
        text:
          `${v.actor} assigned the recurring task ${quoteEn(v.task)}${PHRASES.en.at(v.location)} to your team` +
          `${v.team ? ` ${v.team}` : ''}.`,
      }),
      inviteCreated: (v) => ({
        subject: 'Invitation to work in CleanOps',
        text:
          `${v.actor} invites you to work with them in CleanOps${PHRASES.en.at(v.location)}. ` +
          'Open CleanOps to accept or decline.',
      }),
      taskStarted: (v) => ({
        subject: `Task started: ${v.task}`,
        text: `${v.actor} started the task ${quoteEn(v.task)}${PHRASES.en.at(v.location)}.`,
      }),
      taskFinished: (v) => ({
        subject: `Task finished: ${v.task}`,
        text: `${v.actor} finished the task ${quoteEn(v.task)}${PHRASES.en.at(v.location)}.`,
      }),
      taskPicked: (v) => ({
        subject: `Task taken: ${v.task}`,
        text: `${v.actor} took the task ${quoteEn(v.task)}${PHRASES.en.at(v.location)}.`,
      }),
      turnoverMoved: (v) => ({
        subject: `Turnover moved: ${v.task}`,
        text: `The booking changed, so the turnover ${quoteEn(v.task)}${PHRASES.en.at(v.location)} has a new start or deadline${v.when ? `: it starts ${v.when}` : ''}. Check your jobs.`,
      }),
      turnoverCancelled: (v) => ({
        subject: `Turnover cancelled: ${v.task}`,
        text: `The stay was cancelled, so the turnover ${quoteEn(v.task)}${PHRASES.en.at(v.location)}${v.when ? ` of ${v.when}` : ''} is no longer needed.`,
      }),
      taskNotPicked: (v) => ({
        subject: `Nobody took the task: ${v.task}`,
        text:
          `Nobody${v.team ? ` in the team ${v.team}` : ''} has taken the task ${quoteEn(v.task)}` +
          `${PHRASES.en.at(v.location)}, and its start time has passed.`,
      }),
      inviteApproved: (v) => ({
        subject: 'Invitation accepted',
        text: `${v.actor} accepted your invitation to CleanOps. Add them to a team so they can be given work.`,
      }),
      complaintCreated: (v) => ({
        subject: `${praise(v) ? 'New guest review' : 'New guest complaint'}: ${v.rating ?? '?'}★`,
        text:
          `A guest gave ${v.rating ?? '?'} out of 5${place(v) ? ` (${place(v)})` : ''}.` +
          `${v.text ? ` ${praise(v) ? 'Review' : 'Complaint'}: ${quoteEn(v.text)}` : ''}`,
      }),
      userNotAvailable: (v) => ({
        subject: `${v.actor} is not available`,
        text: `${v.actor} is not available until ${v.until}.`,
      }),
      taskMessage: (v) => ({
        subject: `Comment on the task: ${v.task}`,
        text: `${v.actor} finished the task ${quoteEn(v.task)}${PHRASES.en.at(v.location)} with a comment: ${quoteEn(v.text ?? '')}`,
      }),
      weeklySummary: (v) => renderWeeklySummary(v.summary, 'en'),
      subscriptionGranted: (v) => ({
        subject: 'Subscription renewed',
        text: `Your subscription has been renewed until ${v.until}.`,
      }),
      subscriptionDeclined: (v) => ({
        subject: 'Renewal request declined',
        text: `Your request to renew the subscription was declined. Reason: ${quoteEn(v.text ?? '')}`,
      }),
      subscriptionEnding: (v) => ({
        subject: 'Your subscription ends soon',
        text: `Your subscription ends on ${v.until}. Renew it to keep adding locations, rooms and tasks.`,
      }),
      bookingsOverlap: (v) => ({
        subject: `Double booking${v.location ? `: ${v.location}` : ''}`,
        text: `Two stays${PHRASES.en.at(v.location)} overlap from ${v.from} to ${v.to}. Check the bookings: a turnover may be timed while a guest is still in.`,
      }),
      problemReported: (v) => ({
        subject: `${v.blocking ? 'Blocking problem' : 'New problem'}${v.location ? `: ${v.location}` : ''}`,
        text: `${v.actor} reported a problem${place(v) ? ` (${place(v)})` : ''}: ${quoteEn(v.text ?? '')}.${v.blocking ? ' It blocks use until it is fixed.' : ''}`,
      }),
      problemUpdated: (v) => ({
        subject: `Problem ${PROBLEM_STEPS.en[v.step]}${v.location ? `: ${v.location}` : ''}`,
        text: `The problem ${quoteEn(v.text ?? '')}${place(v) ? ` (${place(v)})` : ''}: ${PROBLEM_STEPS.en[v.step]} (${v.actor}).`,
      }),
      checkInNotReady: (v) => {
        const c = v.checkIn;
        const state = c ? PHRASES.en.notReady[c.state] : 'not ready';
        return c?.stage === 'at'
          ? {
              subject: `Guests arriving, not ready: ${v.location ?? ''}`,
              text: `${v.location ?? 'The rental'}: check-in is now (${c.time}), and it is ${state}.`,
            }
          : {
              subject: `Not ready for check-in: ${v.location ?? ''}`,
              text: `${v.location ?? 'The rental'}: check-in ${c?.date ? `on ${c.date} ` : ''}at ${c?.time ?? ''}, ${state}.`,
            };
      },
      turnoversAssigned: (v) => ({
        subject: `New turnovers for your team: ${v.count}`,
        text: `${v.count} new turnovers${PHRASES.en.at(v.location)} for your team, the first starting ${v.when}. Any of you can pick them.`,
      }),
      webhookPaused: (v) => ({
        subject: 'Webhook paused',
        text: `Deliveries to ${v.text ?? ''} have failed for 3 days, so the webhook is paused. Fix the receiver, then enable it again under Integrations; waiting events will be sent.`,
      }),
    },
  },
  kk: {
    someone: 'Біреу',
    at: (l) => (l ? ` (${quote(l)} нысаны)` : ''),
    notReady: {
      blocked: 'мәселеге байланысты бұғатталған',
      occupied: 'әлі бос емес',
      inspection_failed: 'тексеру қабылданбады',
      cleaning: 'тазалау әлі жүріп жатыр',
      dirty: 'әлі тазаланбаған',
      awaiting_inspection: 'әлі тексеруді күтуде',
      ready: 'дайын',
    },
    events: {
      taskAssigned: (v) => ({
        subject: `Жаңа тапсырма: ${v.task}`,
        text: `${v.actor} сізге ${quote(v.task)} тапсырмасын тағайындады${PHRASES.kk.at(v.location)}.`,
      }),
      repeatedTaskAssigned: (v) => ({
        subject: `Жаңа қайталанатын тапсырма: ${v.task}`,
        text: `${v.actor} сізге ${quote(v.task)} қайталанатын тапсырмасын тағайындады${PHRASES.kk.at(v.location)}.`,
      }),
      taskAssignedTeam: (v) => ({
        subject: `Командаңызға жаңа тапсырма: ${v.task}`,
        text:
          `${v.actor} ${v.team ? `${quote(v.team)} командаңызға` : 'командаңызға'} ${quote(v.task)} ` +
          `тапсырмасын тағайындады${PHRASES.kk.at(v.location)}. Оны кез келгеніңіз ала аласыз.`,
      }),
      repeatedTaskAssignedTeam: (v) => ({
        subject: `Командаңызға жаңа қайталанатын тапсырма: ${v.task}`,
        text:
          `${v.actor} ${v.team ? `${quote(v.team)} командаңызға` : 'командаңызға'} ${quote(v.task)} ` +
          `қайталанатын тапсырмасын тағайындады${PHRASES.kk.at(v.location)}.`,
      }),
      inviteCreated: (v) => ({
        subject: 'CleanOps жүйесінде жұмысқа шақыру',
        text:
          `${v.actor} сізді CleanOps жүйесінде бірге жұмыс істеуге шақырады${PHRASES.kk.at(v.location)}. ` +
          'Қабылдау немесе бас тарту үшін CleanOps-ты ашыңыз.',
      }),
      taskStarted: (v) => ({
        subject: `Тапсырма басталды: ${v.task}`,
        text: `${v.actor} ${quote(v.task)} тапсырмасын бастады${PHRASES.kk.at(v.location)}.`,
      }),
      taskFinished: (v) => ({
        subject: `Тапсырма орындалды: ${v.task}`,
        text: `${v.actor} ${quote(v.task)} тапсырмасын орындады${PHRASES.kk.at(v.location)}.`,
      }),
      taskPicked: (v) => ({
        subject: `Тапсырма алынды: ${v.task}`,
        text: `${v.actor} ${quote(v.task)} тапсырмасын өзіне алды${PHRASES.kk.at(v.location)}.`,
      }),
      turnoverMoved: (v) => ({
        subject: `Жинау уақыты өзгерді: ${v.task}`,
        text: `Брондау өзгерді, сондықтан ${quote(v.task)}${PHRASES.kk.at(v.location)} жинауының басталуы не мерзімі жаңарды${v.when ? `: ол ${v.when} басталады` : ''}. Жұмыстарыңызды қараңыз.`,
      }),
      turnoverCancelled: (v) => ({
        subject: `Жинау тоқтатылды: ${v.task}`,
        text: `Тұру брондауы тоқтатылды, сондықтан ${quote(v.task)}${PHRASES.kk.at(v.location)}${v.when ? ` (${v.when})` : ''} жинауы енді қажет емес.`,
      }),
      taskNotPicked: (v) => ({
        subject: `Тапсырманы ешкім алмады: ${v.task}`,
        text:
          `${v.team ? `${quote(v.team)} командасынан ешкім` : 'Ешкім'} ${quote(v.task)} тапсырмасын ` +
          `алмады${PHRASES.kk.at(v.location)}, ал оның басталу уақыты өтіп кетті.`,
      }),
      inviteApproved: (v) => ({
        subject: 'Шақыру қабылданды',
        text:
          `${v.actor} CleanOps жүйесіне шақыруыңызды қабылдады. ` +
          'Оған жұмыс беру үшін қызметкерді командаға қосыңыз.',
      }),
      complaintCreated: (v) => ({
        subject: `${praise(v) ? 'Жаңа қонақ пікірі' : 'Жаңа қонақ шағымы'}: ${v.rating ?? '?'}★`,
        text:
          `Қонақ баға қойды: 5-тен ${v.rating ?? '?'}${place(v) ? ` (${place(v)})` : ''}.` +
          `${v.text ? ` ${praise(v) ? 'Пікір' : 'Шағым'}: ${quote(v.text)}` : ''}`,
      }),
      userNotAvailable: (v) => ({
        subject: `${v.actor} қолжетімсіз`,
        text: `${v.actor} ${v.until} дейін қолжетімсіз.`,
      }),
      taskMessage: (v) => ({
        subject: `Тапсырмаға түсініктеме: ${v.task}`,
        text:
          `${v.actor} ${quote(v.task)} тапсырмасын орындап, түсініктеме қалдырды` +
          `${PHRASES.kk.at(v.location)}: ${quote(v.text ?? '')}`,
      }),
      weeklySummary: (v) => renderWeeklySummary(v.summary, 'kk'),
      subscriptionGranted: (v) => ({
        subject: 'Жазылым ұзартылды',
        text: `Жазылымыңыз ${v.until} дейін ұзартылды.`,
      }),
      subscriptionDeclined: (v) => ({
        subject: 'Ұзарту сұрауы қабылданбады',
        text: `Жазылымды ұзарту сұрауыңыз қабылданбады. Себебі: ${quote(v.text ?? '')}`,
      }),
      subscriptionEnding: (v) => ({
        subject: 'Жазылым жақында аяқталады',
        text:
          `Жазылымыңыздың мерзімі ${v.until} аяқталады. ` +
          'Нысандарды, бөлмелерді және тапсырмаларды қосуды жалғастыру үшін оны ұзартыңыз.',
      }),
      bookingsOverlap: (v) => ({
        subject: `Қос брондау${v.location ? `: ${v.location}` : ''}`,
        text: `${v.location ? `${quote(v.location)} нысанында ` : ''}екі тұру ${v.from} бастап ${v.to} дейін қабаттасады. Брондауларды тексеріңіз: жинау қонақ әлі ішінде болған уақытқа қойылуы мүмкін.`,
      }),
      problemReported: (v) => ({
        subject: `${v.blocking ? 'Пайдалануға кедергі мәселе' : 'Жаңа мәселе'}${v.location ? `: ${v.location}` : ''}`,
        text: `${v.actor} мәселе туралы хабарлады${place(v) ? ` (${place(v)})` : ''}: ${quote(v.text ?? '')}.${v.blocking ? ' Ол шешілгенге дейін пайдалануға болмайды.' : ''}`,
      }),
      problemUpdated: (v) => ({
        subject: `Мәселе: ${PROBLEM_STEPS.kk[v.step]}${v.location ? ` — ${v.location}` : ''}`,
        text: `${quote(v.text ?? '')} мәселесі${place(v) ? ` (${place(v)})` : ''}: ${PROBLEM_STEPS.kk[v.step]} (${v.actor}).`,
      }),
      checkInNotReady: (v) => {
        const c = v.checkIn;
        const state = c ? PHRASES.kk.notReady[c.state] : 'дайын емес';
        return c?.stage === 'at'
          ? {
              subject: `Қонақтар келді, дайын емес: ${v.location ?? ''}`,
              text: `${v.location ?? 'Нысан'}: кіру уақыты келді (${c.time}), бірақ ${state}.`,
            }
          : {
              subject: `Кіруге дайын емес: ${v.location ?? ''}`,
              text: `${v.location ?? 'Нысан'}: кіру ${c?.date ? `${c.date} ` : ''}${c?.time ?? ''}, ${state}.`,
            };
      },
      turnoversAssigned: (v) => ({
        subject: `Командаңызға жаңа жинаулар: ${v.count}`,
        text: `Командаңызға${PHRASES.kk.at(v.location)} ${v.count} жаңа жинау, біріншісі ${v.when} басталады. Оларды кез келгеніңіз ала аласыз.`,
      }),
      webhookPaused: (v) => ({
        subject: 'Вебхук тоқтатылды',
        text: `${v.text ?? ''} мекенжайына жіберу 3 күн бойы сәтсіз болды, сондықтан вебхук тоқтатылды. Қабылдаушыны түзетіп, оны «Интеграциялар» бөлімінде қайта қосыңыз; күтіп тұрған оқиғалар жіберіледі.`,
      }),
    },
  },
  ru: {
    someone: 'Кто-то',
    at: (l) => (l ? ` (объект ${quote(l)})` : ''),
    // Passive sentences and "Исполнитель: …" keep the Russian free of the actor's grammatical gender.
    notReady: {
      blocked: 'заблокировано из-за проблемы',
      occupied: 'ещё занято',
      inspection_failed: 'проверка не принята',
      cleaning: 'уборка ещё идёт',
      dirty: 'всё ещё не убрано',
      awaiting_inspection: 'всё ещё ждёт проверки',
      ready: 'готово',
    },
    events: {
      taskAssigned: (v) => ({
        subject: `Новая задача: ${v.task}`,
        text: `Вам назначена задача ${quote(v.task)}${PHRASES.ru.at(v.location)}. Автор: ${v.actor}.`,
      }),
      repeatedTaskAssigned: (v) => ({
        subject: `Новая регулярная задача: ${v.task}`,
        text: `Вам назначена регулярная задача ${quote(v.task)}${PHRASES.ru.at(v.location)}. Автор: ${v.actor}.`,
      }),
      taskAssignedTeam: (v) => ({
        subject: `Новая задача для вашей команды: ${v.task}`,
        text:
          `Вашей команде${v.team ? ` ${quote(v.team)}` : ''} назначена задача ${quote(v.task)}` +
          `${PHRASES.ru.at(v.location)}. Взять её может любой из вас. Автор: ${v.actor}.`,
      }),
      repeatedTaskAssignedTeam: (v) => ({
        subject: `Новая регулярная задача для вашей команды: ${v.task}`,
        text:
          `Вашей команде${v.team ? ` ${quote(v.team)}` : ''} назначена регулярная задача ${quote(v.task)}` +
          `${PHRASES.ru.at(v.location)}. Автор: ${v.actor}.`,
      }),
      inviteCreated: (v) => ({
        subject: 'Приглашение на работу в CleanOps',
        text:
          `${v.actor} приглашает вас работать вместе в CleanOps${PHRASES.ru.at(v.location)}. ` +
          'Откройте CleanOps, чтобы принять или отклонить приглашение.',
      }),
      taskStarted: (v) => ({
        subject: `Задача начата: ${v.task}`,
        text: `Задача ${quote(v.task)}${PHRASES.ru.at(v.location)} начата. Исполнитель: ${v.actor}.`,
      }),
      taskFinished: (v) => ({
        subject: `Задача выполнена: ${v.task}`,
        text: `Задача ${quote(v.task)}${PHRASES.ru.at(v.location)} выполнена. Исполнитель: ${v.actor}.`,
      }),
      taskPicked: (v) => ({
        subject: `Задача взята в работу: ${v.task}`,
        text: `Задача ${quote(v.task)}${PHRASES.ru.at(v.location)} взята в работу. Исполнитель: ${v.actor}.`,
      }),
      turnoverMoved: (v) => ({
        subject: `Уборка перенесена: ${v.task}`,
        text: `Бронирование изменилось, у уборки ${quote(v.task)}${PHRASES.ru.at(v.location)} новое начало или срок${v.when ? `: она начинается ${v.when}` : ''}. Проверьте свои задачи.`,
      }),
      turnoverCancelled: (v) => ({
        subject: `Уборка отменена: ${v.task}`,
        text: `Бронирование отменено, уборка ${quote(v.task)}${PHRASES.ru.at(v.location)}${v.when ? ` на ${v.when}` : ''} больше не нужна.`,
      }),
      taskNotPicked: (v) => ({
        subject: `Задачу никто не взял: ${v.task}`,
        text:
          `${v.team ? `Никто из команды ${quote(v.team)}` : 'Никто'} не взял задачу ${quote(v.task)}` +
          `${PHRASES.ru.at(v.location)}, а время начала уже прошло.`,
      }),
      inviteApproved: (v) => ({
        subject: 'Приглашение принято',
        text:
          `Приглашение в CleanOps принято: ${v.actor}. ` +
          'Добавьте сотрудника в команду, чтобы назначать ему работу.',
      }),
      complaintCreated: (v) => ({
        subject: `${praise(v) ? 'Новый отзыв гостя' : 'Новая жалоба гостя'}: ${v.rating ?? '?'}★`,
        text:
          `Гость поставил оценку ${v.rating ?? '?'} из 5${place(v) ? ` (${place(v)})` : ''}.` +
          `${v.text ? ` ${praise(v) ? 'Отзыв' : 'Жалоба'}: ${quote(v.text)}` : ''}`,
      }),
      userNotAvailable: (v) => ({
        subject: `Недоступен: ${v.actor}`,
        text: `${v.actor}: недоступен до ${v.until}.`,
      }),
      taskMessage: (v) => ({
        subject: `Комментарий к задаче: ${v.task}`,
        text:
          `Задача ${quote(v.task)}${PHRASES.ru.at(v.location)} выполнена с комментарием. ` +
          `Исполнитель: ${v.actor}. Комментарий: ${quote(v.text ?? '')}`,
      }),
      weeklySummary: (v) => renderWeeklySummary(v.summary, 'ru'),
      subscriptionGranted: (v) => ({
        subject: 'Подписка продлена',
        text: `Ваша подписка продлена до ${v.until}.`,
      }),
      subscriptionDeclined: (v) => ({
        subject: 'Запрос на продление отклонён',
        text: `Ваш запрос на продление подписки отклонён. Причина: ${quote(v.text ?? '')}`,
      }),
      subscriptionEnding: (v) => ({
        subject: 'Подписка скоро закончится',
        text:
          `Ваша подписка закончится ${v.until}. ` +
          'Продлите её, чтобы и дальше добавлять объекты, помещения и задачи.',
      }),
      bookingsOverlap: (v) => ({
        subject: `Двойное бронирование${v.location ? `: ${v.location}` : ''}`,
        text: `Два проживания${PHRASES.ru.at(v.location)} пересекаются с ${v.from} по ${v.to}. Проверьте бронирования: уборка может прийтись на время, когда гость ещё внутри.`,
      }),
      problemReported: (v) => ({
        subject: `${v.blocking ? 'Проблема блокирует использование' : 'Новая проблема'}${v.location ? `: ${v.location}` : ''}`,
        text: `${v.actor} сообщает о проблеме${place(v) ? ` (${place(v)})` : ''}: ${quote(v.text ?? '')}.${v.blocking ? ' Пока её не устранят, пользоваться нельзя.' : ''}`,
      }),
      problemUpdated: (v) => ({
        subject: `Проблема: ${PROBLEM_STEPS.ru[v.step]}${v.location ? ` — ${v.location}` : ''}`,
        text: `Проблема ${quote(v.text ?? '')}${place(v) ? ` (${place(v)})` : ''}: ${PROBLEM_STEPS.ru[v.step]} (${v.actor}).`,
      }),
      checkInNotReady: (v) => {
        const c = v.checkIn;
        const state = c ? PHRASES.ru.notReady[c.state] : 'не готово';
        return c?.stage === 'at'
          ? {
              subject: `Заезд начался, не готово: ${v.location ?? ''}`,
              text: `${v.location ?? 'Объект'}: заезд уже сейчас (${c.time}), а ${state}.`,
            }
          : {
              subject: `Не готово к заезду: ${v.location ?? ''}`,
              text: `${v.location ?? 'Объект'}: заезд ${c?.date ? `${c.date} ` : ''}в ${c?.time ?? ''}, ${state}.`,
            };
      },
      turnoversAssigned: (v) => ({
        subject: `Новые уборки для вашей команды: ${v.count}`,
        text: `Для вашей команды ${v.count} новых уборок${PHRASES.ru.at(v.location)}, первая начинается ${v.when}. Взять их может любой из вас.`,
      }),
      webhookPaused: (v) => ({
        subject: 'Вебхук приостановлен',
        text: `Доставка на ${v.text ?? ''} не удаётся 3 дня, поэтому вебхук приостановлен. Исправьте получателя и снова включите его в разделе «Интеграции»; ожидающие события будут отправлены.`,
      }),
    },
  },
  es: {
    someone: 'Alguien',
    at: (l) => (l ? ` en ${l}` : ''),
    notReady: {
      blocked: 'bloqueado por una incidencia',
      occupied: 'aún ocupado',
      inspection_failed: 'la inspección fue rechazada',
      cleaning: 'aún en limpieza',
      dirty: 'aún sin limpiar',
      awaiting_inspection: 'aún pendiente de inspección',
      ready: 'listo',
    },
    events: {
      taskAssigned: (v) => ({
        subject: `Nueva tarea: ${v.task}`,
        text: `${v.actor} te ha asignado la tarea ${quote(v.task)}${PHRASES.es.at(v.location)}.`,
      }),
      repeatedTaskAssigned: (v) => ({
        subject: `Nueva tarea periódica: ${v.task}`,
        text: `${v.actor} te ha asignado la tarea periódica ${quote(v.task)}${PHRASES.es.at(v.location)}.`,
      }),
      taskAssignedTeam: (v) => ({
        subject: `Nueva tarea para tu equipo: ${v.task}`,
        text:
          `${v.actor} ha asignado la tarea ${quote(v.task)}${PHRASES.es.at(v.location)} a tu equipo` +
          `${v.team ? ` ${v.team}` : ''}. Cualquier miembro del equipo puede tomarla.`,
      }),
      repeatedTaskAssignedTeam: (v) => ({
        subject: `Nueva tarea periódica para tu equipo: ${v.task}`,
        text:
          `${v.actor} ha asignado la tarea periódica ${quote(v.task)}${PHRASES.es.at(v.location)} a tu equipo` +
          `${v.team ? ` ${v.team}` : ''}.`,
      }),
      inviteCreated: (v) => ({
        subject: 'Invitación para trabajar en CleanOps',
        text:
          `${v.actor} te invita a trabajar en su equipo en CleanOps${PHRASES.es.at(v.location)}. ` +
          'Abre CleanOps para aceptar o rechazar la invitación.',
      }),
      taskStarted: (v) => ({
        subject: `Tarea iniciada: ${v.task}`,
        text: `${v.actor} ha empezado la tarea ${quote(v.task)}${PHRASES.es.at(v.location)}.`,
      }),
      taskFinished: (v) => ({
        subject: `Tarea terminada: ${v.task}`,
        text: `${v.actor} ha terminado la tarea ${quote(v.task)}${PHRASES.es.at(v.location)}.`,
      }),
      taskPicked: (v) => ({
        subject: `Tarea tomada: ${v.task}`,
        text: `${v.actor} ha tomado la tarea ${quote(v.task)}${PHRASES.es.at(v.location)}.`,
      }),
      turnoverMoved: (v) => ({
        subject: `Limpieza movida: ${v.task}`,
        text: `La reserva ha cambiado: la limpieza ${quote(v.task)}${PHRASES.es.at(v.location)} tiene un nuevo inicio o plazo${v.when ? `: empieza el ${v.when}` : ''}. Revisa tus trabajos.`,
      }),
      turnoverCancelled: (v) => ({
        subject: `Limpieza cancelada: ${v.task}`,
        text: `La estancia se ha cancelado: la limpieza ${quote(v.task)}${PHRASES.es.at(v.location)}${v.when ? ` del ${v.when}` : ''} ya no hace falta.`,
      }),
      taskNotPicked: (v) => ({
        subject: `Nadie ha tomado la tarea: ${v.task}`,
        text:
          `Nadie${v.team ? ` del equipo ${v.team}` : ''} ha tomado la tarea ${quote(v.task)}` +
          `${PHRASES.es.at(v.location)} y ya ha pasado su hora de inicio.`,
      }),
      inviteApproved: (v) => ({
        subject: 'Invitación aceptada',
        text:
          `${v.actor} ha aceptado tu invitación a CleanOps. ` +
          'Añade a esta persona a un equipo para poder asignarle trabajo.',
      }),
      complaintCreated: (v) => ({
        subject: `${praise(v) ? 'Nueva opinión de un huésped' : 'Nueva queja de un huésped'}: ${v.rating ?? '?'}★`,
        text:
          `Un huésped ha puesto un ${v.rating ?? '?'} de 5${place(v) ? ` (${place(v)})` : ''}.` +
          `${v.text ? ` ${praise(v) ? 'Comentario' : 'Queja'}: ${quote(v.text)}` : ''}`,
      }),
      userNotAvailable: (v) => ({
        subject: `${v.actor} no está disponible`,
        text: `${v.actor} no está disponible hasta el ${v.until}.`,
      }),
      taskMessage: (v) => ({
        subject: `Comentario sobre la tarea: ${v.task}`,
        text:
          `${v.actor} ha terminado la tarea ${quote(v.task)}${PHRASES.es.at(v.location)} ` +
          `con un comentario: ${quote(v.text ?? '')}`,
      }),
      weeklySummary: (v) => renderWeeklySummary(v.summary, 'es'),
      subscriptionGranted: (v) => ({
        subject: 'Suscripción renovada',
        text: `Tu suscripción se ha renovado hasta el ${v.until}.`,
      }),
      subscriptionDeclined: (v) => ({
        subject: 'Solicitud de renovación rechazada',
        text: `Se ha rechazado tu solicitud de renovación de la suscripción. Motivo: ${quote(v.text ?? '')}`,
      }),
      subscriptionEnding: (v) => ({
        subject: 'Tu suscripción termina pronto',
        text:
          `Tu suscripción termina el ${v.until}. ` +
          'Renuévala para seguir añadiendo ubicaciones, estancias y tareas.',
      }),
      bookingsOverlap: (v) => ({
        subject: `Reserva doble${v.location ? `: ${v.location}` : ''}`,
        text: `Dos reservas${PHRASES.es.at(v.location)} se solapan del ${v.from} al ${v.to}. Revisa las reservas: una limpieza puede caer cuando aún hay un huésped dentro.`,
      }),
      problemReported: (v) => ({
        subject: `${v.blocking ? 'Incidencia que impide el uso' : 'Nueva incidencia'}${v.location ? `: ${v.location}` : ''}`,
        text: `${v.actor} ha informado de una incidencia${place(v) ? ` (${place(v)})` : ''}: «${v.text ?? ''}».${v.blocking ? ' Impide el uso hasta que se resuelva.' : ''}`,
      }),
      problemUpdated: (v) => ({
        subject: `Incidencia: ${PROBLEM_STEPS.es[v.step]}${v.location ? ` — ${v.location}` : ''}`,
        text: `La incidencia «${v.text ?? ''}»${place(v) ? ` (${place(v)})` : ''}: ${PROBLEM_STEPS.es[v.step]} (${v.actor}).`,
      }),
      checkInNotReady: (v) => {
        const c = v.checkIn;
        const state = c ? PHRASES.es.notReady[c.state] : 'sin preparar';
        return c?.stage === 'at'
          ? {
              subject: `Llegan huéspedes y no está listo: ${v.location ?? ''}`,
              text: `${v.location ?? 'El alojamiento'}: la entrada es ahora (${c.time}) y está ${state}.`,
            }
          : {
              subject: `No está listo para la entrada: ${v.location ?? ''}`,
              text: `${v.location ?? 'El alojamiento'}: entrada ${c?.date ? `el ${c.date} ` : ''}a las ${c?.time ?? ''}, ${state}.`,
            };
      },
      turnoversAssigned: (v) => ({
        subject: `Nuevas limpiezas para tu equipo: ${v.count}`,
        text: `${v.count} limpiezas nuevas${PHRASES.es.at(v.location)} para tu equipo; la primera empieza el ${v.when}. Cualquier miembro del equipo puede tomarlas.`,
      }),
      webhookPaused: (v) => ({
        subject: 'Webhook en pausa',
        text: `Los envíos a ${v.text ?? ''} fallan desde hace 3 días, así que el webhook está en pausa. Arregla el receptor y vuelve a activarlo en Integraciones; los eventos pendientes se enviarán.`,
      }),
    },
  },
};

const LOCALES: Record<TLanguage, string> = { en: 'en-GB', kk: 'kk-KZ', ru: 'ru-RU', es: 'es-ES' };

/** An ISO instant as the reader reads dates, in their time zone (UTC when they have none). */
function formatInstant(
  value: string | null | undefined,
  language: TLanguage,
  timeZone: string | null,
): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return value ?? '';
  const zone = timeZone ?? 'UTC';
  const formatted = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(date);
  return timeZone ? formatted : `${formatted} UTC`;
}

export interface RenderInput {
  event: TNotificationEvent;
  data: TNotificationData;
  language: TLanguage;
  /** The recipient's IANA zone, for the dates in the text. */
  timeZone: string | null;
}

export function renderNotification({ event, data, language, timeZone }: RenderInput): Rendered {
  const p = PHRASES[language];
  return p.events[event]({
    actor: data.actorName || p.someone,
    // A system title (a turnover's) in the recipient's language, whoever's language it was made in.
    task: taskTitleIn({ title: data.taskTitle ?? '', titleKey: data.taskTitleKey }, language),
    team: data.teamName ?? null,
    location: data.locationTitle ?? null,
    room: data.roomName ?? null,
    rating: data.rating ?? null,
    text: data.text || null,
    until:
      event === 'userNotAvailable'
        ? formatInstant(data.text, language, timeZone)
        : formatInstant(data.endsAt, language, timeZone),
    summary: data.summary,
    count: data.count ?? 0,
    when: data.startsAt ? formatInstant(data.startsAt, language, timeZone) : '',
    from: formatLocalDate(data.overlap?.from, language),
    to: formatLocalDate(data.overlap?.to, language),
    step: data.problemStep ?? 'reported',
    blocking: data.problemSeverity === 'blocks_use',
    checkIn: data.checkIn
      ? {
          time: data.checkIn.time,
          date: data.checkIn.today ? null : formatLocalDate(data.checkIn.date, language),
          stage: data.checkIn.stage,
          state: data.checkIn.state,
        }
      : null,
  });
}

/** A local date (YYYY-MM-DD, a rental's own) as the reader reads dates; no zone shifts it. */
function formatLocalDate(value: string | undefined, language: TLanguage): string {
  if (!value) return '';
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
