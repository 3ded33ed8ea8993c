import { Flex, Typography } from 'antd';
import { type PersonLike, personContacts, personLabel } from '../model/person';

/** A name with the contacts under it (a contact alone when there is no name yet). */
export function PersonCell({ person }: { person: PersonLike }) {
  const label = personLabel(person);
  const contacts = personContacts(person).filter((contact) => contact !== label);
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <span style={{ overflowWrap: 'anywhere' }}>{label}</span>
      {contacts.map((contact) => (
        <Typography.Text key={contact} type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          {contact}
        </Typography.Text>
      ))}
    </Flex>
  );
}
