import type {
  TCommercialKind,
  TInviteImportColumn,
  TLanguage,
  TLocationImportColumn,
  TStaffRole,
} from '@cleanops/contracts';

type Terms<K extends string> = Record<K, Record<TLanguage, string>>;

/**
 * The header row of an import template and of an export, by column and language. An uploaded file
 * may use the headers of any language (or the column keys themselves), so a file made in one
 * language imports the same for a person who reads another.
 */
export const COLUMN_HEADERS: Terms<TLocationImportColumn | TInviteImportColumn> = {
  location: { en: 'Location', ru: 'Объект', kk: 'Нысан', es: 'Ubicación' },
  type: { en: 'Type', ru: 'Тип', kk: 'Түрі', es: 'Tipo' },
  commercialKind: {
    en: 'Kind of business',
    ru: 'Вид заведения',
    kk: 'Мекеме түрі',
    es: 'Tipo de negocio',
  },
  address: { en: 'Address', ru: 'Адрес', kk: 'Мекенжай', es: 'Dirección' },
  timezone: { en: 'Time zone', ru: 'Часовой пояс', kk: 'Уақыт белдеуі', es: 'Zona horaria' },
  checkoutTime: { en: 'Checkout time', ru: 'Время выезда', kk: 'Шығу уақыты', es: 'Hora de salida' },
  checkInTime: { en: 'Check-in time', ru: 'Время заезда', kk: 'Кіру уақыты', es: 'Hora de entrada' },
  room: { en: 'Room or zone', ru: 'Помещение или зона', kk: 'Бөлме немесе аймақ', es: 'Estancia o zona' },
  checklists: { en: 'Checklists', ru: 'Чек-листы', kk: 'Чек-парақтар', es: 'Listas de control' },
  contact: {
    en: 'E-mail or phone',
    ru: 'E-mail или телефон',
    kk: 'E-mail немесе телефон',
    es: 'Correo o teléfono',
  },
  role: { en: 'Role', ru: 'Роль', kk: 'Рөлі', es: 'Rol' },
};

/** The location types as the app names them (the short labels of the creation wizard). */
export const LOCATION_TYPE_TERMS: Terms<'rental' | 'commercial'> = {
  rental: { en: 'Rental', ru: 'Аренда', kk: 'Жалға беру', es: 'Alquiler' },
  commercial: { en: 'Commercial', ru: 'Коммерческая', kk: 'Коммерциялық', es: 'Comercial' },
};

export const COMMERCIAL_KIND_TERMS: Terms<TCommercialKind> = {
  restaurant: { en: 'Restaurant', ru: 'Ресторан', kk: 'Мейрамхана', es: 'Restaurante' },
  cafe: { en: 'Café', ru: 'Кафе', kk: 'Кафе', es: 'Cafetería' },
  fitness_club: { en: 'Fitness club', ru: 'Фитнес-клуб', kk: 'Фитнес-клуб', es: 'Gimnasio' },
  shopping_centre: {
    en: 'Shopping centre',
    ru: 'Торговый центр',
    kk: 'Сауда орталығы',
    es: 'Centro comercial',
  },
  office: { en: 'Office', ru: 'Офис', kk: 'Кеңсе', es: 'Oficina' },
  hotel: { en: 'Hotel', ru: 'Отель', kk: 'Қонақүй', es: 'Hotel' },
  other: {
    en: 'Other commercial property',
    ru: 'Другая коммерческая недвижимость',
    kk: 'Басқа коммерциялық мүлік',
    es: 'Otro inmueble comercial',
  },
};

export const ROLE_TERMS: Terms<TStaffRole> = {
  admin: { en: 'Administrator', ru: 'Администратор', kk: 'Әкімші', es: 'Administrador' },
  manager: { en: 'Manager', ru: 'Менеджер', kk: 'Менеджер', es: 'Gestor' },
  cleaner: { en: 'Employee', ru: 'Сотрудник', kk: 'Қызметкер', es: 'Empleado' },
};

/** How a header or a value cell is compared: case, surrounding and repeated spaces and a final `*` aside. */
export const normaliseTerm = (value: string) =>
  value.normalize('NFC').replace(/\*+$/, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');

/** Every spelling of each key (the key itself and its term in each language) → the key. */
export function termIndex<K extends string>(terms: Terms<K>): Map<string, K> {
  const index = new Map<string, K>();
  for (const [key, byLanguage] of Object.entries(terms) as [K, Record<TLanguage, string>][]) {
    index.set(normaliseTerm(key), key);
    for (const term of Object.values(byLanguage)) index.set(normaliseTerm(term), key);
  }
  return index;
}

export const COMMERCIAL_KIND_INDEX = termIndex(COMMERCIAL_KIND_TERMS);
export const LOCATION_TYPE_INDEX = termIndex(LOCATION_TYPE_TERMS);
export const ROLE_INDEX = termIndex(ROLE_TERMS);
