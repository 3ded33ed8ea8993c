import type { TErrorCode, TLanguage } from '@cleanops/contracts';

/** Keys of field-level validation messages; the contracts use the same keys as zod messages. */
export type FieldMessageKey =
  | 'required'
  | 'invalidType'
  | 'invalidValue'
  | 'invalidFormat'
  | 'unknownField'
  | 'minLength'
  | 'maxLength'
  | 'controlCharacters'
  | 'dateOutOfRange'
  | 'tooSmall'
  | 'tooBig'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidCode'
  | 'invalidTestCode'
  | 'invalidName'
  | 'invalidSurname'
  | 'invalidTimezone'
  | 'emailOrPhoneRequired'
  | 'subscriptionTooShort'
  | 'wholeDays'
  | 'subscriptionTooLong'
  | 'daysOrRange'
  | 'ownerOrWorkspaceRequired'
  | 'attachInWorkspace'
  | 'periodGap'
  | 'dateInPast'
  | 'testCredentialTooLong'
  | 'testCredentialsLimit'
  | 'testCredentialExists'
  | 'testCredentialSuperuser'
  | 'invalidVersion'
  | 'minimumAboveVersion'
  | 'versionTaken'
  | 'tooManyFiles'
  | 'invalidTime'
  | 'rentalOnly'
  | 'commercialOnly'
  | 'duplicate'
  | 'roomsLimit'
  | 'headNotMember'
  | 'declineActive'
  | 'alreadyClockedIn'
  | 'renewalWaiting'
  | 'notClockedIn'
  | 'inviteNoContacts'
  | 'inviteSelf'
  | 'inviteDuplicate'
  | 'inviteAlreadyEmployee'
  | 'inviteAdminOwnerOnly'
  | 'inviteOwnerCannotAccept'
  | 'timesEqual'
  | 'startAfterEnd'
  | 'endBeforeStart'
  | 'rangeTooLong'
  | 'notAllowed'
  | 'invalidDate'
  | 'noSuchDate'
  | 'approveSelf'
  | 'roomNotInLocation'
  | 'assigneeNotActive'
  | 'teamNotInWorkspace'
  | 'photosLimit'
  | 'photosBeforeMissing'
  | 'photosAfterMissing'
  | 'photoMissing'
  | 'reportMissing'
  | 'notAPhoto'
  | 'uploadGone'
  | 'checklistIncomplete'
  | 'scanMissing'
  | 'resultMissing'
  | 'failNoteMissing'
  | 'failPhotoMissing'
  | 'failedItemsNoPass'
  | 'inspectionOnly'
  | 'inspectorNotMember'
  | 'checklistNotFound'
  | 'taskKindFixed'
  | 'ratingRange'
  | 'complaintPhotosLimit'
  | 'notAnImage'
  | 'httpsUrl'
  | 'checkOutBeforeCheckIn'
  | 'tooLong'
  | 'invalidMonth'
  | 'bookingDateOutOfRange'
  | 'feedBooking'
  | 'importEmpty'
  | 'importTooManyRows'
  | 'importNotUtf8'
  | 'importUnreadable'
  | 'importUnclosedQuote'
  | 'importFormula'
  | 'importUnknownColumn'
  | 'importDuplicateColumn'
  | 'importMissingColumn'
  | 'importAmbiguousLocation'
  | 'importLocationDiffers'
  | 'importDuplicateRoom'
  | 'importChecklistNotFound'
  | 'importInvitesLimit'
  | 'importFileTooLarge'
  | 'importChangedMeanwhile'
  | 'importUnpackedTooLarge'
  | 'problemIsOpen'
  | 'problemIsInProgress'
  | 'problemIsResolved'
  | 'problemIsWontFix'
  | 'noActiveLink'
  | 'apiKeyRightNotHeld'
  | 'apiKeyRightExcluded'
  | 'apiKeysLimit'
  | 'apiKeyPersonOnly'
  | 'webhookHttpsUrl'
  | 'webhookAddressForbidden'
  | 'webhookAddressUnknown'
  | 'webhooksLimit';

type Catalogue = Record<TErrorCode | FieldMessageKey, string>;

const en: Catalogue = {
  webhookHttpsUrl: "Enter the receiver's full https:// address.",
  webhookAddressForbidden: 'This address points into a private network. Use a public https address.',
  webhookAddressUnknown: 'No server answers to this host name. Check the address.',
  webhooksLimit: 'A workspace can have at most {max} webhook endpoints. Delete one first.',
  problem_state: "This step is not possible in the problem's current state.",
  problem_link_expired: 'This link has expired. Ask whoever sent it for a new one.',
  problem_link_revoked:
    'This link was withdrawn by whoever sent it. Ask them for a new one if the work is still needed.',
  problem_link_answered: 'An answer was already sent through this link.',
  problemIsOpen: 'The problem is open: assign it or send it to a contractor first.',
  problemIsInProgress: 'The problem is already in progress.',
  problemIsResolved: 'The problem is already resolved. Reopen it first if it is back.',
  problemIsWontFix: "The problem was closed as won't fix. Reopen it first if it needs work.",
  noActiveLink: 'This problem has no contractor link in use.',
  complaint_converted: 'This complaint has already been turned into a task.',
  ratingRange: 'Choose from 1 to 5 stars.',
  complaintPhotosLimit: 'Add at most {max} photos.',
  notAnImage: 'Only photos can be added here.',
  occurrence_taken: 'Someone else has already taken this job.',
  wrong_room: 'This code belongs to another room. Scan the QR code in the room of this job.',
  occurrence_incomplete: 'The job cannot be finished yet: complete what is marked.',
  occurrence_not_started: 'Start the job first.',
  occurrence_closed: 'This job is already finished.',
  idempotency_key_reused: 'This step key was already used for a different step.',
  not_assigned: 'This job is not assigned to you or to your team.',
  timesEqual: 'Start and end time cannot be equal.',
  startAfterEnd: 'The start must be earlier than the end.',
  endBeforeStart: 'The end date cannot be before the start date.',
  rangeTooLong: 'A range can span at most 5 years.',
  notAllowed: 'Not allowed here.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  noSuchDate: 'There is no such date.',
  approveSelf: 'Someone else must add you to a team.',
  roomNotInLocation: "Choose rooms of the task's location.",
  assigneeNotActive: 'Assign people who work in a team of this workspace.',
  teamNotInWorkspace: 'Choose one of your teams.',
  photosLimit: 'A job can have at most {max} photos.',
  photosBeforeMissing: 'Take at least one photo before you start cleaning.',
  photosAfterMissing: 'Take at least one photo of the finished work.',
  photoMissing: 'Take at least one photo.',
  reportMissing: 'Write a short report: this location asks for one before a job is finished.',
  notAPhoto: 'Only a photo can be added here.',
  uploadGone: 'This upload is no longer on the server; upload the file again.',
  checklistIncomplete: 'Tick every checklist item.',
  scanMissing: 'Scan the QR code of every room of this job.',
  resultMissing: 'Choose pass or fail.',
  failNoteMissing: 'Write what is wrong with this item.',
  failPhotoMissing: 'Take a photo of what is wrong with this item.',
  failedItemsNoPass: 'An inspection with a failed item cannot pass.',
  inspectionOnly: 'Only an inspection job can mark an item failed.',
  inspectorNotMember: 'Choose a member of your workspace to inspect.',
  checklistNotFound: 'Choose one of your checklists.',
  taskKindFixed: 'A task cannot change between one-time and recurring.',
  already_employed:
    'You already work for another owner. Leave that workspace before accepting this invitation.',
  invite_not_pending: 'This invitation is no longer open: it was accepted, rejected or cancelled.',
  inviteNoContacts: 'Add at least one e-mail or phone to send invitations.',
  inviteSelf: 'You cannot invite yourself.',
  inviteDuplicate: 'Already in the list.',
  inviteAlreadyEmployee: 'This person already works in your team.',
  inviteAdminOwnerOnly: 'Only the owner can invite administrators.',
  inviteOwnerCannotAccept: 'You own a workspace, so you cannot join another one as an employee.',
  rentalOnly: 'Only a rental location has a clean or dirty state.',
  commercialOnly: 'Only a commercial location can show guests when a room was last cleaned.',
  duplicate: 'The same item is listed more than once.',
  roomsLimit: 'A location can have at most {max} rooms or zones.',
  headNotMember: 'The head must be a member of the team.',
  declineActive: 'This employee already works in a team. Remove them instead of declining.',
  alreadyClockedIn: 'You are already clocked in. Clock out first.',
  renewalWaiting: 'You already have a renewal request waiting. Cancel it to ask for another period.',
  notClockedIn: 'You are not clocked in.',
  // SPEC.md §8's own text for a room refused on an expired subscription.
  room_subscription_expired:
    'Your subscription has expired, the owner of the object must update the subscription',
  file_too_large: 'The file is too large: images up to {imageMb} MB, documents up to {documentMb} MB.',
  unsupported_file_type:
    'This kind of file is not accepted. Upload a photo (JPEG, PNG, WebP, GIF) or a document (PDF, Word, Excel, PowerPoint, OpenDocument, MP4, WebM).',
  name_taken: 'This name is already used here. Choose another one.',
  invalidTime: 'Enter a time as HH:mm.',
  validation_failed: 'Some fields are filled in incorrectly.',
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You do not have the right to do this.',
  not_found: 'Resource not found.',
  conflict: 'This conflicts with existing data.',
  rate_limited: 'Too many requests. Try again in {seconds} s.',
  subscription_expired: 'Your access is limited. Please renew or extend your subscription to continue.',
  invalid_code: 'Invalid code.',
  code_expired: 'The code has expired or was replaced by a newer one. Request a new code.',
  code_attempts_exceeded: 'Too many wrong codes. Request a new code.',
  contact_locked: 'Too many wrong codes. Try again in {minutes} min.',
  resend_too_soon: 'A new code can be sent in {seconds} s.',
  send_cap_reached: 'Too many codes were requested. Try again later.',
  channel_unavailable: 'This way of sending codes is not available now.',
  contact_taken: 'This contact is already used by another account.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This content type is not supported.',
  internal: 'Internal server error.',
  service_unavailable: 'The service is temporarily unavailable. Try again shortly.',
  required: 'Required field.',
  invalidType: 'Wrong type of value.',
  invalidValue: 'Invalid value.',
  invalidFormat: 'Invalid format.',
  unknownField: 'Unknown field.',
  minLength: 'Minimum {min} characters.',
  maxLength: 'Maximum {max} characters.',
  controlCharacters: 'Remove the invisible control characters from this text.',
  dateOutOfRange: 'Choose a date between 1970 and 9999.',
  tooSmall: 'Must be at least {min}.',
  tooBig: 'Must be at most {max}.',
  invalidEmail: 'Invalid e-mail.',
  invalidPhone: 'Invalid phone number.',
  invalidCode: 'Invalid code.',
  invalidTestCode: 'The test code must be exactly 5 digits.',
  invalidName: 'Invalid name.',
  invalidSurname: 'Invalid surname.',
  invalidTimezone: 'Unknown time zone.',
  emailOrPhoneRequired: 'Give either an e-mail or a phone number.',
  renewal_answered: 'This renewal request has already been answered.',
  attach_not_staff: 'Only a staff user can be attached to an owner.',
  account_protected: 'This account cannot be changed this way.',
  period_not_revocable: 'The trial cannot be revoked: only a period a superuser granted can be.',
  subscription_not_running: 'This workspace has no running subscription to end.',
  last_superuser:
    'You are the only superuser of the platform. Make another account a superuser before deleting this one.',
  subscriptionTooShort: 'A subscription lasts at least 3 days.',
  wholeDays: 'A subscription is granted in whole days.',
  subscriptionTooLong: 'A subscription lasts at most 2 years.',
  daysOrRange: 'Give either a number of days or a start and end date, not both.',
  ownerOrWorkspaceRequired: 'Choose the owner to attach to.',
  attachInWorkspace: 'This user already works in a workspace. Remove them from it first.',
  periodGap: 'Start the period no later than the current one ends, so there is no gap.',
  dateInPast: 'The date must be in the future.',
  testCredentialTooLong: 'A test credential can last at most 90 days.',
  testCredentialsLimit: 'There are already 10 active test credentials. Delete one first.',
  testCredentialExists: 'This contact already has an active test credential.',
  testCredentialSuperuser: 'A test credential cannot sign in a super admin.',
  invalidVersion: 'Enter a version as numbers separated by dots, for example 1.4.2.',
  minimumAboveVersion: 'The minimum supported version cannot be newer than this version.',
  versionTaken: 'This version is already listed for this platform.',
  tooManyFiles: 'At most {max} files can be attached here. Remove one first.',
  httpsUrl: 'Enter the calendar link as an https:// address.',
  checkOutBeforeCheckIn: 'The check-out date must be after the check-in date.',
  tooLong: 'A booking can last at most a year.',
  invalidMonth: 'Enter a month as YYYY-MM.',
  bookingDateOutOfRange: 'This date is too far in the past or in the future.',
  feedBooking: 'This booking comes from a calendar feed: change it in the booking site.',
  apiKeyRightNotHeld: 'You do not hold the right {right}, so a key you create cannot hold it either.',
  apiKeyRightExcluded: 'An API key cannot hold the right {right}.',
  apiKeysLimit: 'A workspace can have at most {max} active API keys. Revoke one first.',
  apiKeyPersonOnly: 'This call is for a signed-in person, not for an API key.',
  importEmpty: 'The file has no rows. Fill in the template and upload it again.',
  importTooManyRows: 'The file has more than {max} rows. Split it into several files.',
  importNotUtf8: 'The file is not UTF-8 text. Save it as “CSV UTF-8” or as an Excel workbook (.xlsx).',
  importUnreadable: 'The file cannot be read. Upload a CSV or an Excel workbook (.xlsx).',
  importUnclosedQuote: 'Row {row} opens a quotation mark that is never closed.',
  importFormula: 'Cell {cell} holds a formula. Replace formulas with their values and upload again.',
  importUnknownColumn: 'Unknown column “{header}” in cell {cell}. Use the template’s headers.',
  importDuplicateColumn: 'The column “{header}” (cell {cell}) appears twice.',
  importMissingColumn: 'The column “{column}” is missing. Use the template’s headers.',
  importAmbiguousLocation: 'Several locations have this name. Rename them so each name is used once.',
  importLocationDiffers: 'Differs from row {row} of the same location.',
  importDuplicateRoom: 'This room is already in row {row} of the same location.',
  importChecklistNotFound: 'No checklist is called “{name}”.',
  importInvitesLimit: 'One file invites at most {max} people. Put the rest in another file.',
  importFileTooLarge: 'The file is larger than {mb} MB. Split it into several files.',
  importChangedMeanwhile:
    'The locations changed while the file was being imported. Check the preview again and apply.',
  importUnpackedTooLarge:
    'The workbook unpacks to more than {mb} MB. Keep only the sheet to import, with plain values, and upload it again.',
};

const ru: Catalogue = {
  webhookHttpsUrl: 'Укажите полный адрес получателя с https://.',
  webhookAddressForbidden: 'Этот адрес ведёт во внутреннюю сеть. Укажите публичный адрес https.',
  webhookAddressUnknown: 'Такое имя сервера не найдено. Проверьте адрес.',
  webhooksLimit: 'В рабочем пространстве может быть не больше {max} адресов вебхуков. Сначала удалите один.',
  problem_state: 'Этот шаг невозможен в текущем состоянии проблемы.',
  problem_link_expired: 'Срок действия ссылки истёк. Попросите отправителя прислать новую.',
  problem_link_revoked: 'Отправитель отозвал эту ссылку. Если работа всё ещё нужна, попросите новую.',
  problem_link_answered: 'Ответ по этой ссылке уже отправлен.',
  problemIsOpen: 'Проблема открыта: сначала назначьте её или отправьте подрядчику.',
  problemIsInProgress: 'Проблема уже в работе.',
  problemIsResolved: 'Проблема уже решена. Если она возникла снова, сначала откройте её повторно.',
  problemIsWontFix:
    'Проблема закрыта без исправления. Если она требует работы, сначала откройте её повторно.',
  noActiveLink: 'У этой проблемы нет действующей ссылки для подрядчика.',
  complaint_converted: 'Эта жалоба уже превращена в задачу.',
  ratingRange: 'Выберите от 1 до 5 звёзд.',
  complaintPhotosLimit: 'Добавьте не более {max} фото.',
  notAnImage: 'Сюда можно добавить только фото.',
  occurrence_taken: 'Это задание уже взял другой сотрудник.',
  wrong_room: 'Этот код от другого помещения. Отсканируйте QR-код в помещении этого задания.',
  occurrence_incomplete: 'Задание пока нельзя завершить: выполните отмеченное.',
  occurrence_not_started: 'Сначала начните задание.',
  occurrence_closed: 'Это задание уже завершено.',
  idempotency_key_reused: 'Этот ключ шага уже использован для другого действия.',
  not_assigned: 'Это задание не назначено ни вам, ни вашей команде.',
  timesEqual: 'Время начала и окончания не могут совпадать.',
  startAfterEnd: 'Начало должно быть раньше окончания.',
  endBeforeStart: 'Дата окончания не может быть раньше даты начала.',
  rangeTooLong: 'Период не может быть длиннее 5 лет.',
  notAllowed: 'Здесь это недопустимо.',
  invalidDate: 'Введите дату в формате ГГГГ-ММ-ДД.',
  noSuchDate: 'Такой даты не существует.',
  approveSelf: 'Добавить вас в команду должен кто-то другой.',
  roomNotInLocation: 'Выберите помещения объекта этой задачи.',
  assigneeNotActive: 'Назначайте сотрудников, которые состоят в команде.',
  teamNotInWorkspace: 'Выберите одну из ваших команд.',
  photosLimit: 'К заданию можно приложить не более {max} фото.',
  photosBeforeMissing: 'Сделайте хотя бы одно фото до начала уборки.',
  photosAfterMissing: 'Сделайте хотя бы одно фото выполненной работы.',
  photoMissing: 'Сделайте хотя бы одно фото.',
  reportMissing: 'Напишите короткий отчёт: на этом объекте без него задание не завершить.',
  notAPhoto: 'Сюда можно добавить только фото.',
  uploadGone: 'Этого загруженного файла больше нет на сервере; загрузите файл ещё раз.',
  checklistIncomplete: 'Отметьте все пункты чек-листа.',
  scanMissing: 'Отсканируйте QR-код каждого помещения этого задания.',
  resultMissing: 'Выберите: принято или не принято.',
  failNoteMissing: 'Напишите, что не так с этим пунктом.',
  failPhotoMissing: 'Сфотографируйте, что не так с этим пунктом.',
  failedItemsNoPass: 'Проверка с непринятым пунктом не может быть принята.',
  inspectionOnly: 'Отметить пункт непринятым можно только в задании проверки.',
  inspectorNotMember: 'Выберите сотрудника вашего рабочего пространства для проверки.',
  checklistNotFound: 'Выберите один из ваших чек-листов.',
  taskKindFixed: 'Разовую задачу нельзя сделать регулярной и наоборот.',
  already_employed:
    'Вы уже работаете у другого владельца. Покиньте то рабочее пространство, прежде чем принять это приглашение.',
  invite_not_pending: 'Это приглашение уже недействительно: его приняли, отклонили или отменили.',
  inviteNoContacts: 'Добавьте хотя бы один e-mail или телефон, чтобы отправить приглашения.',
  inviteSelf: 'Нельзя пригласить самого себя.',
  inviteDuplicate: 'Уже есть в списке.',
  inviteAlreadyEmployee: 'Этот человек уже работает у вас.',
  inviteAdminOwnerOnly: 'Приглашать администраторов может только владелец.',
  inviteOwnerCannotAccept:
    'У вас есть своё рабочее пространство, поэтому вы не можете стать сотрудником другого.',
  rentalOnly: 'Состояние «чисто» или «грязно» есть только у арендного объекта.',
  commercialOnly: 'Показывать гостям последнюю уборку помещения может только коммерческий объект.',
  duplicate: 'Один и тот же элемент указан несколько раз.',
  roomsLimit: 'В объекте может быть не больше {max} помещений или зон.',
  headNotMember: 'Руководитель должен быть одним из участников команды.',
  declineActive: 'Этот сотрудник уже работает в команде. Удалите его вместо отклонения.',
  alreadyClockedIn: 'Вы уже отметили начало работы. Сначала отметьте окончание.',
  renewalWaiting:
    'У вас уже есть заявка на продление, ожидающая ответа. Отмените её, чтобы запросить другой срок.',
  notClockedIn: 'Вы не отмечали начало работы.',
  room_subscription_expired: 'Ваша подписка истекла, владелец объекта должен продлить подписку',
  file_too_large: 'Файл слишком большой: изображения до {imageMb} МБ, документы до {documentMb} МБ.',
  unsupported_file_type:
    'Такой файл не принимается. Загрузите фото (JPEG, PNG, WebP, GIF) или документ (PDF, Word, Excel, PowerPoint, OpenDocument, MP4, WebM).',
  name_taken: 'Это название здесь уже используется. Выберите другое.',
  invalidTime: 'Введите время в формате ЧЧ:мм.',
  validation_failed: 'Некоторые поля заполнены неверно.',
  unauthenticated: 'Требуется авторизация.',
  forbidden: 'У вас нет права на это действие.',
  not_found: 'Ресурс не найден.',
  conflict: 'Это противоречит существующим данным.',
  rate_limited: 'Слишком много запросов. Повторите через {seconds} с.',
  subscription_expired: 'Ваш доступ ограничен. Продлите подписку, чтобы продолжить.',
  invalid_code: 'Неверный код.',
  code_expired: 'Срок действия кода истёк или он заменён новым. Запросите новый код.',
  code_attempts_exceeded: 'Слишком много неверных кодов. Запросите новый код.',
  contact_locked: 'Слишком много неверных кодов. Повторите через {minutes} мин.',
  resend_too_soon: 'Новый код можно отправить через {seconds} с.',
  send_cap_reached: 'Запрошено слишком много кодов. Повторите позже.',
  channel_unavailable: 'Этот способ отправки кода сейчас недоступен.',
  contact_taken: 'Этот контакт уже используется другой учётной записью.',
  payload_too_large: 'Слишком большой запрос.',
  unsupported_media_type: 'Этот тип содержимого не поддерживается.',
  internal: 'Внутренняя ошибка сервера.',
  service_unavailable: 'Сервис временно недоступен. Повторите чуть позже.',
  required: 'Обязательное поле.',
  invalidType: 'Неверный тип значения.',
  invalidValue: 'Недопустимое значение.',
  invalidFormat: 'Неверный формат.',
  unknownField: 'Неизвестное поле.',
  minLength: 'Введите не меньше {min} символов.',
  maxLength: 'Введите не больше {max} символов.',
  controlCharacters: 'Уберите из текста невидимые управляющие символы.',
  dateOutOfRange: 'Выберите дату между 1970 и 9999 годами.',
  tooSmall: 'Не меньше {min}.',
  tooBig: 'Не больше {max}.',
  invalidEmail: 'Неверный e-mail.',
  invalidPhone: 'Неверный номер телефона.',
  invalidCode: 'Неверный код.',
  invalidTestCode: 'Тестовый код должен состоять ровно из 5 цифр.',
  invalidName: 'Неверное имя.',
  invalidSurname: 'Неверная фамилия.',
  invalidTimezone: 'Неизвестный часовой пояс.',
  emailOrPhoneRequired: 'Укажите e-mail или номер телефона.',
  renewal_answered: 'На этот запрос о продлении уже ответили.',
  attach_not_staff: 'Привязать к владельцу можно только сотрудника.',
  account_protected: 'Эту учётную запись нельзя изменить таким образом.',
  period_not_revocable:
    'Пробный период отозвать нельзя: отзывается только период, выданный суперпользователем.',
  subscription_not_running:
    'У этого рабочего пространства нет действующей подписки, которую можно завершить.',
  last_superuser:
    'Вы единственный суперпользователь платформы. Прежде чем удалить эту учётную запись, назначьте суперпользователем другую.',
  subscriptionTooShort: 'Подписка длится не меньше 3 дней.',
  wholeDays: 'Подписка выдаётся на целое число дней.',
  subscriptionTooLong: 'Подписка длится не больше 2 лет.',
  daysOrRange: 'Укажите либо число дней, либо даты начала и конца, но не то и другое сразу.',
  ownerOrWorkspaceRequired: 'Выберите владельца, к которому нужно привязать.',
  attachInWorkspace: 'Этот пользователь уже работает у владельца. Сначала уберите его оттуда.',
  periodGap: 'Новый период должен начаться не позже окончания текущего, без перерыва.',
  dateInPast: 'Дата должна быть в будущем.',
  testCredentialTooLong: 'Тестовый доступ действует не больше 90 дней.',
  testCredentialsLimit: 'Уже есть 10 действующих тестовых доступов. Сначала удалите один.',
  testCredentialExists: 'Для этого контакта уже есть действующий тестовый доступ.',
  testCredentialSuperuser: 'Тестовый доступ нельзя выдать для входа суперадминистратора.',
  invalidVersion: 'Введите версию числами через точку, например 1.4.2.',
  minimumAboveVersion: 'Минимальная поддерживаемая версия не может быть новее этой версии.',
  versionTaken: 'Эта версия уже есть для этой платформы.',
  tooManyFiles: 'Сюда можно прикрепить не больше {max} файлов. Сначала удалите один.',
  httpsUrl: 'Укажите ссылку на календарь с https://.',
  checkOutBeforeCheckIn: 'Дата выезда должна быть позже даты заезда.',
  tooLong: 'Бронирование может длиться не больше года.',
  invalidMonth: 'Укажите месяц в виде ГГГГ-ММ.',
  bookingDateOutOfRange: 'Эта дата слишком далеко в прошлом или в будущем.',
  feedBooking: 'Это бронирование пришло из календаря: измените его на сайте бронирования.',
  apiKeyRightNotHeld: 'У вас нет права {right}, поэтому созданный вами ключ тоже не может его иметь.',
  apiKeyRightExcluded: 'API-ключ не может иметь право {right}.',
  apiKeysLimit:
    'В рабочем пространстве может быть не больше {max} действующих API-ключей. Сначала отзовите один.',
  apiKeyPersonOnly: 'Этот запрос может сделать только вошедший человек, а не API-ключ.',
  importEmpty: 'В файле нет строк. Заполните шаблон и загрузите его снова.',
  importTooManyRows: 'В файле больше {max} строк. Разделите его на несколько файлов.',
  importNotUtf8: 'Файл не в кодировке UTF-8. Сохраните его как «CSV UTF-8» или как книгу Excel (.xlsx).',
  importUnreadable: 'Не удалось прочитать файл. Загрузите CSV или книгу Excel (.xlsx).',
  importUnclosedQuote: 'В строке {row} открыта кавычка, которая нигде не закрыта.',
  importFormula: 'В ячейке {cell} формула. Замените формулы их значениями и загрузите файл снова.',
  importUnknownColumn: 'Неизвестный столбец «{header}» в ячейке {cell}. Используйте заголовки из шаблона.',
  importDuplicateColumn: 'Столбец «{header}» (ячейка {cell}) встречается дважды.',
  importMissingColumn: 'Нет столбца «{column}». Используйте заголовки из шаблона.',
  importAmbiguousLocation:
    'Это название у нескольких объектов. Переименуйте их, чтобы каждое название встречалось один раз.',
  importLocationDiffers: 'Отличается от строки {row} того же объекта.',
  importDuplicateRoom: 'Это помещение уже есть в строке {row} того же объекта.',
  importChecklistNotFound: 'Нет чек-листа с названием «{name}».',
  importInvitesLimit: 'Один файл приглашает не больше {max} человек. Остальных перенесите в другой файл.',
  importFileTooLarge: 'Файл больше {mb} МБ. Разделите его на несколько файлов.',
  importChangedMeanwhile:
    'Пока файл загружался, объекты изменились. Проверьте предпросмотр ещё раз и примените.',
  importUnpackedTooLarge:
    'Книга распаковывается больше чем в {mb} МБ. Оставьте только лист для импорта, со значениями, и загрузите её снова.',
};

const kk: Catalogue = {
  webhookHttpsUrl: 'Қабылдаушының толық https:// мекенжайын енгізіңіз.',
  webhookAddressForbidden: 'Бұл мекенжай ішкі желіге апарады. Жария https мекенжайын енгізіңіз.',
  webhookAddressUnknown: 'Мұндай сервер атауы табылмады. Мекенжайды тексеріңіз.',
  webhooksLimit: 'Жұмыс кеңістігінде ең көбі {max} вебхук мекенжайы болады. Алдымен біреуін жойыңыз.',
  problem_state: 'Мәселенің қазіргі күйінде бұл қадам мүмкін емес.',
  problem_link_expired: 'Сілтеменің мерзімі өтті. Жіберген адамнан жаңасын сұраңыз.',
  problem_link_revoked:
    'Бұл сілтемені жіберуші кері қайтарып алды. Жұмыс әлі де қажет болса, жаңасын сұраңыз.',
  problem_link_answered: 'Бұл сілтеме арқылы жауап жіберіліп қойған.',
  problemIsOpen: 'Мәселе ашық: алдымен оны біреуге тағайындаңыз немесе мердігерге жіберіңіз.',
  problemIsInProgress: 'Мәселе орындалуда.',
  problemIsResolved: 'Мәселе шешіліп қойған. Қайта пайда болса, алдымен оны қайта ашыңыз.',
  problemIsWontFix: 'Мәселе түзетусіз жабылған. Жұмыс қажет болса, алдымен оны қайта ашыңыз.',
  noActiveLink: 'Бұл мәселенің мердігерге арналған жарамды сілтемесі жоқ.',
  complaint_converted: 'Бұл шағым тапсырмаға айналдырылып қойған.',
  ratingRange: '1-ден 5-ке дейін жұлдыз таңдаңыз.',
  complaintPhotosLimit: 'Ең көбі {max} фото қосыңыз.',
  notAnImage: 'Мұнда тек фото қосуға болады.',
  occurrence_taken: 'Бұл жұмысты басқа қызметкер алып қойды.',
  wrong_room: 'Бұл код басқа бөлменікі. Осы жұмыстың бөлмесіндегі QR-кодты сканерлеңіз.',
  occurrence_incomplete: 'Жұмысты әлі аяқтауға болмайды: белгіленгенді орындаңыз.',
  occurrence_not_started: 'Алдымен жұмысты бастаңыз.',
  occurrence_closed: 'Бұл жұмыс аяқталып қойған.',
  idempotency_key_reused: 'Бұл қадам кілті басқа әрекет үшін қолданылған.',
  not_assigned: 'Бұл жұмыс сізге де, командаңызға да тағайындалмаған.',
  timesEqual: 'Басталу және аяқталу уақыты бірдей болмауы керек.',
  startAfterEnd: 'Басталуы аяқталуынан ерте болуы керек.',
  endBeforeStart: 'Аяқталу күні басталу күнінен ерте болмауы керек.',
  rangeTooLong: 'Кезең 5 жылдан аспауы керек.',
  notAllowed: 'Мұнда рұқсат етілмейді.',
  invalidDate: 'Күнді ЖЖЖЖ-АА-КК түрінде енгізіңіз.',
  noSuchDate: 'Мұндай күн жоқ.',
  approveSelf: 'Сізді командаға басқа біреу қосуы керек.',
  roomNotInLocation: 'Тапсырма нысанының бөлмелерін таңдаңыз.',
  assigneeNotActive: 'Командада жұмыс істейтін қызметкерлерді тағайындаңыз.',
  teamNotInWorkspace: 'Өз командаларыңыздың бірін таңдаңыз.',
  photosLimit: 'Жұмысқа ең көбі {max} фото қосуға болады.',
  photosBeforeMissing: 'Жинауды бастамас бұрын кемінде бір фото түсіріңіз.',
  photosAfterMissing: 'Орындалған жұмыстың кемінде бір фотосын түсіріңіз.',
  photoMissing: 'Кемінде бір фото түсіріңіз.',
  reportMissing: 'Қысқа есеп жазыңыз: бұл нысанда жұмысты есепсіз аяқтауға болмайды.',
  notAPhoto: 'Мұнда тек фото қосуға болады.',
  uploadGone: 'Бұл жүктелген файл серверде енді жоқ; файлды қайта жүктеңіз.',
  checklistIncomplete: 'Чек-парақтың барлық тармағын белгілеңіз.',
  scanMissing: 'Осы жұмыстың әр бөлмесінің QR-кодын сканерлеңіз.',
  resultMissing: 'Қабылданды немесе қабылданбады деп таңдаңыз.',
  failNoteMissing: 'Бұл тармақта не дұрыс емес екенін жазыңыз.',
  failPhotoMissing: 'Бұл тармақта не дұрыс емес екенін суретке түсіріңіз.',
  failedItemsNoPass: 'Қабылданбаған тармағы бар тексеру қабылданбайды.',
  inspectionOnly: 'Тармақты қабылданбады деп тек тексеру жұмысында белгілеуге болады.',
  inspectorNotMember: 'Тексеру үшін жұмыс кеңістігіңіздің қызметкерін таңдаңыз.',
  checklistNotFound: 'Өз чек-парақтарыңыздың бірін таңдаңыз.',
  taskKindFixed: 'Бір реттік тапсырманы қайталанатын тапсырмаға айналдыруға болмайды және керісінше.',
  already_employed:
    'Сіз басқа иеде жұмыс істейсіз. Бұл шақыруды қабылдамас бұрын сол жұмыс кеңістігінен шығыңыз.',
  invite_not_pending: 'Бұл шақыру енді жарамсыз: ол қабылданған, қабылданбаған немесе жойылған.',
  inviteNoContacts: 'Шақыру жіберу үшін кемінде бір e-mail немесе телефон қосыңыз.',
  inviteSelf: 'Өзіңізді шақыра алмайсыз.',
  inviteDuplicate: 'Тізімде бұрыннан бар.',
  inviteAlreadyEmployee: 'Бұл адам сізде бұрыннан жұмыс істейді.',
  inviteAdminOwnerOnly: 'Әкімшілерді тек иесі ғана шақыра алады.',
  inviteOwnerCannotAccept:
    'Сізде өз жұмыс кеңістігіңіз бар, сондықтан басқа кеңістіктің қызметкері бола алмайсыз.',
  rentalOnly: 'Таза немесе лас күйі тек жалға берілетін нысанда болады.',
  commercialOnly: 'Бөлменің соңғы тазалануын қонақтарға тек коммерциялық нысан көрсете алады.',
  duplicate: 'Бір элемент бірнеше рет көрсетілген.',
  roomsLimit: 'Нысанда ең көбі {max} бөлме немесе аймақ болуы мүмкін.',
  headNotMember: 'Жетекші команда мүшелерінің бірі болуы керек.',
  declineActive: 'Бұл қызметкер командада жұмыс істеп жүр. Қабылдамаудың орнына оны жұмыстан шығарыңыз.',
  alreadyClockedIn: 'Сіз жұмыстың басталуын белгілеп қойдыңыз. Алдымен аяқталуын белгілеңіз.',
  renewalWaiting: 'Сізде жауап күтіп тұрған ұзарту сұрауы бар. Басқа мерзім сұрау үшін оны болдырмаңыз.',
  notClockedIn: 'Сіз жұмыстың басталуын белгілемегенсіз.',
  room_subscription_expired: 'Жазылымыңыздың мерзімі өтті, нысанның иесі жазылымды ұзартуы керек',
  file_too_large: 'Файл тым үлкен: суреттер {imageMb} МБ-қа дейін, құжаттар {documentMb} МБ-қа дейін.',
  unsupported_file_type:
    'Мұндай файл қабылданбайды. Фото (JPEG, PNG, WebP, GIF) немесе құжат (PDF, Word, Excel, PowerPoint, OpenDocument, MP4, WebM) жүктеңіз.',
  name_taken: 'Бұл атау мұнда бұрыннан қолданылады. Басқасын таңдаңыз.',
  invalidTime: 'Уақытты СС:мм пішімінде енгізіңіз.',
  validation_failed: 'Кейбір өрістер қате толтырылған.',
  unauthenticated: 'Авторизация қажет.',
  forbidden: 'Бұл әрекетке құқығыңыз жоқ.',
  not_found: 'Ресурс табылмады.',
  conflict: 'Бұл бар деректерге қайшы келеді.',
  rate_limited: 'Сұраулар тым көп. {seconds} секундтан кейін қайталаңыз.',
  subscription_expired: 'Қолжетімділігіңіз шектелген. Жалғастыру үшін жазылымды жаңартыңыз немесе ұзартыңыз.',
  invalid_code: 'Код қате.',
  code_expired: 'Кодтың мерзімі өтті немесе ол жаңасымен ауыстырылды. Жаңа код сұраңыз.',
  code_attempts_exceeded: 'Қате кодтар тым көп. Жаңа код сұраңыз.',
  contact_locked: 'Қате кодтар тым көп. {minutes} минуттан кейін қайталаңыз.',
  resend_too_soon: 'Жаңа кодты {seconds} секундтан кейін жіберуге болады.',
  send_cap_reached: 'Тым көп код сұралды. Кейінірек қайталаңыз.',
  channel_unavailable: 'Кодты жіберудің бұл тәсілі қазір қолжетімсіз.',
  contact_taken: 'Бұл байланыс басқа тіркелгіде қолданылып тұр.',
  payload_too_large: 'Сұрау тым үлкен.',
  unsupported_media_type: 'Мазмұнның бұл түріне қолдау көрсетілмейді.',
  internal: 'Сервердің ішкі қатесі.',
  service_unavailable: 'Қызмет уақытша қолжетімсіз. Сәлден соң қайталаңыз.',
  required: 'Міндетті өріс.',
  invalidType: 'Мәннің түрі қате.',
  invalidValue: 'Жарамсыз мән.',
  invalidFormat: 'Пішім қате.',
  unknownField: 'Белгісіз өріс.',
  minLength: 'Кемінде {min} таңба.',
  maxLength: 'Ең көбі {max} таңба.',
  controlCharacters: 'Мәтіннен көрінбейтін басқару таңбаларын алып тастаңыз.',
  dateOutOfRange: '1970 және 9999 жылдар аралығындағы күнді таңдаңыз.',
  tooSmall: 'Кемінде {min} болуы керек.',
  tooBig: 'Ең көбі {max} болуы керек.',
  invalidEmail: 'E-mail қате.',
  invalidPhone: 'Телефон нөмірі қате.',
  invalidCode: 'Код қате.',
  invalidTestCode: 'Тест коды дәл 5 цифрдан тұруы керек.',
  invalidName: 'Аты қате.',
  invalidSurname: 'Тегі қате.',
  invalidTimezone: 'Белгісіз уақыт белдеуі.',
  emailOrPhoneRequired: 'E-mail немесе телефон нөмірін көрсетіңіз.',
  renewal_answered: 'Бұл ұзарту сұрауына жауап берілген.',
  attach_not_staff: 'Иесіне тек қызметкерді тіркеуге болады.',
  account_protected: 'Бұл тіркелгіні осылай өзгертуге болмайды.',
  period_not_revocable:
    'Сынақ кезеңін қайтарып алуға болмайды: тек суперпайдаланушы берген кезең қайтарылады.',
  subscription_not_running: 'Бұл жұмыс кеңістігінде аяқтайтын жарамды жазылым жоқ.',
  last_superuser:
    'Сіз платформаның жалғыз суперпайдаланушысысыз. Бұл тіркелгіні жоймас бұрын басқа тіркелгіні суперпайдаланушы етіңіз.',
  subscriptionTooShort: 'Жазылым кемінде 3 күнге беріледі.',
  wholeDays: 'Жазылым толық күндерге беріледі.',
  subscriptionTooLong: 'Жазылым ең көбі 2 жылға беріледі.',
  daysOrRange: 'Күн санын немесе басталу және аяқталу күнін көрсетіңіз, екеуін бірге емес.',
  ownerOrWorkspaceRequired: 'Тіркелетін иесін таңдаңыз.',
  attachInWorkspace: 'Бұл пайдаланушы басқа иесінде жұмыс істейді. Алдымен оны сол жерден шығарыңыз.',
  periodGap: 'Жаңа кезең ағымдағы кезең аяқталғаннан кешіктірмей, үзіліссіз басталуы керек.',
  dateInPast: 'Күн болашақта болуы керек.',
  testCredentialTooLong: 'Тестілік кіру деректері ең көбі 90 күн жарамды.',
  testCredentialsLimit: 'Қазірдің өзінде 10 белсенді тестілік кіру деректері бар. Алдымен біреуін жойыңыз.',
  testCredentialExists: 'Бұл байланыс үшін белсенді тестілік кіру деректері бар.',
  testCredentialSuperuser: 'Тестілік кіру деректерімен супер әкімші ретінде кіруге болмайды.',
  invalidVersion: 'Нұсқаны нүктемен бөлінген сандармен енгізіңіз, мысалы 1.4.2.',
  minimumAboveVersion: 'Ең төменгі қолдау көрсетілетін нұсқа осы нұсқадан жаңа бола алмайды.',
  versionTaken: 'Бұл нұсқа осы платформа үшін бұрыннан бар.',
  tooManyFiles: 'Мұнда ең көбі {max} файл тіркеуге болады. Алдымен біреуін жойыңыз.',
  httpsUrl: 'Күнтізбе сілтемесін https:// мекенжайы ретінде енгізіңіз.',
  checkOutBeforeCheckIn: 'Шығу күні кіру күнінен кейін болуы керек.',
  tooLong: 'Брондау ең көбі бір жылға созылады.',
  invalidMonth: 'Айды ЖЖЖЖ-АА түрінде енгізіңіз.',
  bookingDateOutOfRange: 'Бұл күн өткенде не болашақта тым алыс.',
  feedBooking: 'Бұл брондау күнтізбеден келді: оны брондау сайтында өзгертіңіз.',
  apiKeyRightNotHeld: 'Сізде {right} құқығы жоқ, сондықтан сіз жасаған кілтте де ол болмайды.',
  apiKeyRightExcluded: 'API кілтінде {right} құқығы болмайды.',
  apiKeysLimit:
    'Жұмыс кеңістігінде ең көбі {max} белсенді API кілті болады. Алдымен біреуін кері қайтарыңыз.',
  apiKeyPersonOnly: 'Бұл сұрауды API кілті емес, тек жүйеге кірген адам жасай алады.',
  importEmpty: 'Файлда жолдар жоқ. Үлгіні толтырып, қайта жүктеңіз.',
  importTooManyRows: 'Файлда {max} жолдан көп. Оны бірнеше файлға бөліңіз.',
  importNotUtf8: 'Файл UTF-8 кодтауында емес. Оны «CSV UTF-8» немесе Excel кітабы (.xlsx) ретінде сақтаңыз.',
  importUnreadable: 'Файлды оқу мүмкін болмады. CSV немесе Excel кітабын (.xlsx) жүктеңіз.',
  importUnclosedQuote: '{row}-жолда ашылған тырнақша жабылмаған.',
  importFormula: '{cell} ұяшығында формула бар. Формулаларды мәндерімен ауыстырып, қайта жүктеңіз.',
  importUnknownColumn: '{cell} ұяшығындағы «{header}» бағаны белгісіз. Үлгідегі тақырыптарды пайдаланыңыз.',
  importDuplicateColumn: '«{header}» бағаны ({cell} ұяшығы) екі рет кездеседі.',
  importMissingColumn: '«{column}» бағаны жоқ. Үлгідегі тақырыптарды пайдаланыңыз.',
  importAmbiguousLocation:
    'Бұл атау бірнеше нысанда бар. Әр атау бір рет кездесетіндей етіп, оларды қайта атаңыз.',
  importLocationDiffers: 'Сол нысанның {row}-жолынан өзгеше.',
  importDuplicateRoom: 'Бұл бөлме сол нысанның {row}-жолында бұрыннан бар.',
  importChecklistNotFound: '«{name}» деп аталатын чек-парақ жоқ.',
  importInvitesLimit: 'Бір файл ең көбі {max} адамды шақырады. Қалғандарын басқа файлға көшіріңіз.',
  importFileTooLarge: 'Файл {mb} МБ-тан үлкен. Оны бірнеше файлға бөліңіз.',
  importChangedMeanwhile:
    'Файл жүктеліп жатқанда нысандар өзгерді. Алдын ала қарауды қайта тексеріп, қолданыңыз.',
  importUnpackedTooLarge:
    'Кітап ашылғанда {mb} МБ-тан асады. Импортталатын парақты ғана мәндерімен қалдырып, қайта жүктеңіз.',
};

const es: Catalogue = {
  webhookHttpsUrl: 'Escribe la dirección completa del receptor con https://.',
  webhookAddressForbidden: 'Esta dirección lleva a una red privada. Usa una dirección https pública.',
  webhookAddressUnknown: 'Ningún servidor responde a este nombre. Revisa la dirección.',
  webhooksLimit:
    'Un espacio de trabajo puede tener como máximo {max} direcciones de webhook. Elimina una primero.',
  problem_state: 'Este paso no es posible en el estado actual de la incidencia.',
  problem_link_expired: 'Este enlace ha caducado. Pide uno nuevo a quien te lo envió.',
  problem_link_revoked:
    'Quien te envió este enlace lo ha retirado. Pídele uno nuevo si el trabajo sigue haciendo falta.',
  problem_link_answered: 'Ya se ha enviado una respuesta con este enlace.',
  problemIsOpen: 'La incidencia está abierta: primero asígnala o envíala a un profesional.',
  problemIsInProgress: 'La incidencia ya está en curso.',
  problemIsResolved: 'La incidencia ya está resuelta. Si ha vuelto a ocurrir, reábrela primero.',
  problemIsWontFix: 'La incidencia se cerró sin arreglar. Si necesita trabajo, reábrela primero.',
  noActiveLink: 'Esta incidencia no tiene ningún enlace de profesional en uso.',
  complaint_converted: 'Esta queja ya se ha convertido en una tarea.',
  ratingRange: 'Elige de 1 a 5 estrellas.',
  complaintPhotosLimit: 'Añade como máximo {max} fotos.',
  notAnImage: 'Aquí solo se pueden añadir fotos.',
  occurrence_taken: 'Otra persona ya ha tomado este trabajo.',
  wrong_room: 'Este código es de otra estancia. Escanea el código QR de la estancia de este trabajo.',
  occurrence_incomplete: 'Aún no se puede terminar el trabajo: completa lo que está marcado.',
  occurrence_not_started: 'Primero inicia el trabajo.',
  occurrence_closed: 'Este trabajo ya está terminado.',
  idempotency_key_reused: 'Esta clave de paso ya se ha usado para otra acción.',
  not_assigned: 'Este trabajo no está asignado a ti ni a tu equipo.',
  timesEqual: 'La hora de inicio y la de fin no pueden ser iguales.',
  startAfterEnd: 'El inicio debe ser anterior al fin.',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio.',
  rangeTooLong: 'Un periodo puede abarcar como máximo 5 años.',
  notAllowed: 'No se permite aquí.',
  invalidDate: 'Introduce una fecha como AAAA-MM-DD.',
  roomNotInLocation: 'Elige estancias de la ubicación de la tarea.',
  noSuchDate: 'Esa fecha no existe.',
  approveSelf: 'Otra persona debe añadirte a un equipo.',
  assigneeNotActive: 'Asigna personas que trabajen en un equipo de este espacio.',
  teamNotInWorkspace: 'Elige uno de tus equipos.',
  photosLimit: 'Un trabajo puede tener como máximo {max} fotos.',
  photosBeforeMissing: 'Haz al menos una foto antes de empezar a limpiar.',
  photosAfterMissing: 'Haz al menos una foto del trabajo terminado.',
  photoMissing: 'Haz al menos una foto.',
  reportMissing: 'Escribe un breve informe: esta ubicación lo pide antes de terminar un trabajo.',
  notAPhoto: 'Aquí solo se puede añadir una foto.',
  uploadGone: 'Este archivo subido ya no está en el servidor; vuelve a subir el archivo.',
  checklistIncomplete: 'Marca todos los puntos de la lista.',
  scanMissing: 'Escanea el código QR de cada estancia de este trabajo.',
  resultMissing: 'Elige aprobada o rechazada.',
  failNoteMissing: 'Escribe qué falla en este punto.',
  failPhotoMissing: 'Haz una foto de lo que falla en este punto.',
  failedItemsNoPass: 'Una inspección con un punto rechazado no puede aprobarse.',
  inspectionOnly: 'Solo en un trabajo de inspección se puede rechazar un punto.',
  inspectorNotMember: 'Elige a un miembro de tu espacio de trabajo para inspeccionar.',
  checklistNotFound: 'Elige una de tus listas de control.',
  taskKindFixed: 'Una tarea no puede pasar de puntual a periódica ni al revés.',
  already_employed:
    'Ya trabajas para otro propietario. Sal de ese espacio de trabajo antes de aceptar esta invitación.',
  invite_not_pending: 'Esta invitación ya no está abierta: se aceptó, se rechazó o se canceló.',
  inviteNoContacts: 'Añade al menos un correo o un teléfono para enviar invitaciones.',
  inviteSelf: 'No puedes invitarte a ti mismo.',
  inviteDuplicate: 'Ya está en la lista.',
  inviteAlreadyEmployee: 'Esta persona ya trabaja en tu equipo.',
  inviteAdminOwnerOnly: 'Solo el propietario puede invitar a administradores.',
  inviteOwnerCannotAccept:
    'Tienes tu propio espacio de trabajo, así que no puedes unirte a otro como empleado.',
  rentalOnly: 'Solo un alojamiento de alquiler tiene estado limpio o sucio.',
  commercialOnly:
    'Solo una ubicación comercial puede mostrar a los clientes cuándo se limpió la estancia por última vez.',
  duplicate: 'El mismo elemento aparece más de una vez.',
  roomsLimit: 'Una ubicación puede tener como máximo {max} estancias o zonas.',
  headNotMember: 'El responsable debe ser uno de los miembros del equipo.',
  declineActive: 'Este empleado ya trabaja en un equipo. Elimínalo en lugar de rechazarlo.',
  alreadyClockedIn: 'Ya registraste tu entrada. Registra primero tu salida.',
  renewalWaiting: 'Ya tienes una solicitud de renovación en espera. Cancélala para pedir otro periodo.',
  notClockedIn: 'No has registrado tu entrada.',
  room_subscription_expired:
    'Tu suscripción ha caducado, el propietario de la ubicación debe renovar la suscripción',
  file_too_large:
    'El archivo es demasiado grande: imágenes hasta {imageMb} MB, documentos hasta {documentMb} MB.',
  unsupported_file_type:
    'Este tipo de archivo no se admite. Sube una foto (JPEG, PNG, WebP, GIF) o un documento (PDF, Word, Excel, PowerPoint, OpenDocument, MP4, WebM).',
  name_taken: 'Este nombre ya se usa aquí. Elige otro.',
  invalidTime: 'Introduce una hora con el formato HH:mm.',
  validation_failed: 'Algunos campos no están bien rellenados.',
  unauthenticated: 'Se requiere autorización.',
  forbidden: 'No tienes permiso para hacer esto.',
  not_found: 'Recurso no encontrado.',
  conflict: 'Esto entra en conflicto con datos existentes.',
  rate_limited: 'Demasiadas solicitudes. Inténtalo de nuevo en {seconds} s.',
  subscription_expired: 'Tu acceso está limitado. Renueva o amplía tu suscripción para continuar.',
  invalid_code: 'Código incorrecto.',
  code_expired: 'El código ha caducado o se ha sustituido por uno nuevo. Solicita otro código.',
  code_attempts_exceeded: 'Demasiados códigos incorrectos. Solicita un código nuevo.',
  contact_locked: 'Demasiados códigos incorrectos. Inténtalo de nuevo en {minutes} min.',
  resend_too_soon: 'Podrás pedir un código nuevo en {seconds} s.',
  send_cap_reached: 'Se han solicitado demasiados códigos. Inténtalo más tarde.',
  channel_unavailable: 'Esta forma de enviar códigos no está disponible ahora.',
  contact_taken: 'Otra cuenta ya usa este contacto.',
  payload_too_large: 'La solicitud es demasiado grande.',
  unsupported_media_type: 'Este tipo de contenido no es compatible.',
  internal: 'Error interno del servidor.',
  service_unavailable: 'El servicio no está disponible temporalmente. Inténtalo en un momento.',
  required: 'Campo obligatorio.',
  invalidType: 'Tipo de valor incorrecto.',
  invalidValue: 'Valor no válido.',
  invalidFormat: 'Formato no válido.',
  unknownField: 'Campo desconocido.',
  minLength: 'Mínimo {min} caracteres.',
  maxLength: 'Máximo {max} caracteres.',
  controlCharacters: 'Quita los caracteres de control invisibles de este texto.',
  dateOutOfRange: 'Elige una fecha entre 1970 y 9999.',
  tooSmall: 'Debe ser al menos {min}.',
  tooBig: 'Debe ser como máximo {max}.',
  invalidEmail: 'Correo electrónico no válido.',
  invalidPhone: 'Número de teléfono no válido.',
  invalidCode: 'Código incorrecto.',
  invalidTestCode: 'El código de prueba debe tener exactamente 5 dígitos.',
  invalidName: 'Nombre no válido.',
  invalidSurname: 'Apellido no válido.',
  invalidTimezone: 'Zona horaria desconocida.',
  emailOrPhoneRequired: 'Indica un correo electrónico o un número de teléfono.',
  renewal_answered: 'Esta solicitud de renovación ya tiene respuesta.',
  attach_not_staff: 'Solo se puede vincular a un propietario a un usuario del personal.',
  account_protected: 'Esta cuenta no se puede cambiar de esta manera.',
  period_not_revocable:
    'El periodo de prueba no se puede revocar: solo un periodo concedido por un superusuario.',
  subscription_not_running: 'Este espacio de trabajo no tiene una suscripción en curso que terminar.',
  last_superuser:
    'Eres el único superusuario de la plataforma. Haz superusuario a otra cuenta antes de eliminar esta.',
  subscriptionTooShort: 'Una suscripción dura al menos 3 días.',
  wholeDays: 'Una suscripción se concede por días completos.',
  subscriptionTooLong: 'Una suscripción dura como máximo 2 años.',
  daysOrRange: 'Indica un número de días o una fecha de inicio y de fin, no ambas cosas.',
  ownerOrWorkspaceRequired: 'Elige el propietario al que vincularlo.',
  attachInWorkspace: 'Este usuario ya trabaja para un propietario. Primero quítalo de allí.',
  periodGap: 'El periodo debe empezar, como muy tarde, cuando termine el actual, sin huecos.',
  dateInPast: 'La fecha debe ser futura.',
  testCredentialTooLong: 'Una credencial de prueba dura como máximo 90 días.',
  testCredentialsLimit: 'Ya hay 10 credenciales de prueba activas. Elimina una primero.',
  testCredentialExists: 'Este contacto ya tiene una credencial de prueba activa.',
  testCredentialSuperuser: 'Una credencial de prueba no puede dar acceso a un superadministrador.',
  invalidVersion: 'Escribe la versión como números separados por puntos, por ejemplo 1.4.2.',
  minimumAboveVersion: 'La versión mínima compatible no puede ser posterior a esta versión.',
  versionTaken: 'Esta versión ya figura para esta plataforma.',
  tooManyFiles: 'Aquí se pueden adjuntar como máximo {max} archivos. Quita uno primero.',
  httpsUrl: 'Escribe el enlace del calendario como una dirección https://.',
  checkOutBeforeCheckIn: 'La fecha de salida debe ser posterior a la de entrada.',
  tooLong: 'Una reserva puede durar como máximo un año.',
  invalidMonth: 'Escribe el mes como AAAA-MM.',
  bookingDateOutOfRange: 'Esta fecha está demasiado lejos en el pasado o en el futuro.',
  feedBooking: 'Esta reserva viene de un calendario: cámbiala en el sitio de reservas.',
  apiKeyRightNotHeld: 'No tienes el permiso {right}, así que una clave que crees tampoco puede tenerlo.',
  apiKeyRightExcluded: 'Una clave de API no puede tener el permiso {right}.',
  apiKeysLimit:
    'Un espacio de trabajo puede tener como máximo {max} claves de API activas. Revoca una primero.',
  apiKeyPersonOnly: 'Esta llamada es para una persona con sesión iniciada, no para una clave de API.',
  importEmpty: 'El archivo no tiene filas. Rellena la plantilla y súbela de nuevo.',
  importTooManyRows: 'El archivo tiene más de {max} filas. Divídelo en varios archivos.',
  importNotUtf8: 'El archivo no está en UTF-8. Guárdalo como «CSV UTF-8» o como libro de Excel (.xlsx).',
  importUnreadable: 'No se puede leer el archivo. Sube un CSV o un libro de Excel (.xlsx).',
  importUnclosedQuote: 'La fila {row} abre unas comillas que nunca se cierran.',
  importFormula:
    'La celda {cell} contiene una fórmula. Sustituye las fórmulas por sus valores y vuelve a subirlo.',
  importUnknownColumn:
    'Columna desconocida «{header}» en la celda {cell}. Usa los encabezados de la plantilla.',
  importDuplicateColumn: 'La columna «{header}» (celda {cell}) aparece dos veces.',
  importMissingColumn: 'Falta la columna «{column}». Usa los encabezados de la plantilla.',
  importAmbiguousLocation:
    'Varias ubicaciones tienen este nombre. Cámbiales el nombre para que cada uno se use una sola vez.',
  importLocationDiffers: 'No coincide con la fila {row} de la misma ubicación.',
  importDuplicateRoom: 'Esta estancia ya está en la fila {row} de la misma ubicación.',
  importChecklistNotFound: 'No hay ninguna lista de control llamada «{name}».',
  importInvitesLimit: 'Un archivo invita como máximo a {max} personas. Pon el resto en otro archivo.',
  importFileTooLarge: 'El archivo supera los {mb} MB. Divídelo en varios archivos.',
  importChangedMeanwhile:
    'Las ubicaciones cambiaron mientras se importaba el archivo. Revisa de nuevo la vista previa y aplica.',
  importUnpackedTooLarge:
    'El libro ocupa más de {mb} MB al descomprimirse. Deja solo la hoja que quieres importar, con valores, y vuelve a subirlo.',
};

/** Every message in every language; the translation check (messages.test.ts) reads them all. */
export const catalogues: Record<TLanguage, Catalogue> = { en, ru, kk, es };

export type MessageKey = keyof Catalogue;

export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

/** A message in the given language, with `{name}` placeholders filled in. */
export function translate(
  language: TLanguage,
  key: MessageKey,
  vars: Record<string, string | number> = {},
): string {
  const template = catalogues[language][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/**
 * The reply language from Accept-Language: `kz` (how the web app sends Kazakh, SPEC.md §7) and `kk`
 * mean Kazakh; the first supported tag by q-weight wins; default en (DECISIONS.md §9).
 */
export function languageFromHeader(header: string | undefined): TLanguage {
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (base === 'kz' || base === 'kk') return 'kk';
    if (base === 'en' || base === 'ru' || base === 'es') return base;
  }
  return 'en';
}
