import { Flex } from '@/shared/ui-kit/flex';
import { Typography } from '@/shared/ui-kit/typography';
import { type PersonLike, personContacts, personLabel } from '../model/person';

/** A name with the contacts under it (a contact alone when there is no name yet). */
export function PersonCell({ person }: { person: PersonLike }) {
  const label = personLabel(person);
  const contacts = personContacts(person).filter((contact) => contact !== label);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {/* A name wraps between its words; a contact is one long word, cut with the whole in its title. */}
      <span style={{ overflowWrap: 'break-word' }}>{label}</span>
      {contacts.map((contact) => (
        <Typography.Text
          key={contact}
          type="secondary"
          title={contact}
          style={{
            fontSize: 13,
            display: 'block',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {contact}
        </Typography.Text>
      ))}
    </Flex>
  );
}
