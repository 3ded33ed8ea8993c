import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/time/format-date';
import { Flex } from '@/shared/ui-kit/flex';
import type { SelectProps } from '@/shared/ui-kit/lazy-controls';
import { Tag } from '@/shared/ui-kit/tag';
import { Typography } from '@/shared/ui-kit/typography';
import { i18n } from '../i18n/i18n';
import { type PersonLike, personName } from './person-name';

export { type PersonLike, personName };

/**
 * SPEC.md §4: availability shows as "available" or "unavailable till a time". Plain text, for places
 * that cannot hold a tag (a Select's search, an aria-label); null when the person is available.
 */
export function unavailabilityText(person: Pick<PersonLike, 'available' | 'unavailableDate'>): string | null {
  if (person.available) return null;
  return person.unavailableDate
    ? i18n.t('common:people.unavailableUntil', { date: formatDate(person.unavailableDate, 'dateTime') })
    : i18n.t('common:people.unavailable');
}

/** The "Unavailable until …" mark every picker of people shows (nothing when available). */
export function UnavailableTag({ person }: { person: Pick<PersonLike, 'available' | 'unavailableDate'> }) {
  // Subscribing re-renders the tag when the language (and so the date format) changes.
  useTranslation('common');
  const text = unavailabilityText(person);
  if (!text) return null;
  return (
    <Tag color="warning" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
      {text}
    </Tag>
  );
}

interface PersonOptionProps {
  person: PersonLike;
  /** Shown after the role in grey, e.g. "awaiting a team". */
  note?: ReactNode;
  /** Hide the role where the context already says it. */
  showRole?: boolean;
}

/**
 * One person as a Select option or a list row: name, role, and the unavailability mark, so nobody
 * assigns work to someone who is away without seeing it (SPEC.md §4, "every picker of people").
 */
export function PersonOption({ person, note, showRole = true }: PersonOptionProps) {
  const { t } = useTranslation('common');
  const role = showRole && person.role ? t(`roles.${person.role}`) : null;
  const secondary = [role, note].filter(Boolean);
  return (
    <Flex wrap align="center" gap={6} style={{ minWidth: 0 }}>
      <Typography.Text style={{ overflowWrap: 'break-word' }}>{personName(person)}</Typography.Text>
      {secondary.length > 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {secondary.map((part, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two fixed parts
            <span key={index}>
              {index > 0 && ' · '}
              {part}
            </span>
          ))}
        </Typography.Text>
      )}
      <UnavailableTag person={person} />
    </Flex>
  );
}

/**
 * `tagRender` for a multiple Select of people: a chosen person keeps their unavailability mark, so
 * someone away shows without opening the list (SPEC.md §4).
 */
export function personTagRender(
  people: ReadonlyMap<string, PersonLike>,
): NonNullable<SelectProps['tagRender']> {
  return ({ value, label, closable, onClose }) => {
    const person = people.get(String(value));
    const away = person ? unavailabilityText(person) : null;
    return (
      <Tag
        color={away ? 'warning' : undefined}
        closable={closable}
        onClose={onClose}
        // Keeps the list from opening when the cross is pressed (antd's own tags do the same).
        onMouseDown={(event) => event.preventDefault()}
        title={away ?? undefined}
        style={{ marginInlineEnd: 4, marginBlock: 2 }}
      >
        {label}
        {away && ` · ${i18n.t('common:people.unavailable')}`}
      </Tag>
    );
  };
}
