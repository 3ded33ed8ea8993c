import {
  CODE_LENGTH as CONTRACT_CODE_LENGTH,
  EMAIL_MAX as CONTRACT_EMAIL_MAX,
  MESSAGING_TYPES as CONTRACT_MESSAGING_TYPES,
  REGIONS as CONTRACT_REGIONS,
  isWellFormedCode as contractIsWellFormedCode,
  normalizeCode as contractNormalizeCode,
  ZAvailableMessagingTypesResponse,
  ZCodeSentResponse,
  ZEmail,
  ZPhone,
} from '@cleanops/contracts';
import { describe, expect, it } from 'vitest';
import {
  availableMessagingTypesReply,
  CODE_LENGTH,
  codeSentReply,
  EMAIL_MAX,
  isWellFormedCode,
  MESSAGING_TYPES,
  normalizeCode,
  parseEmail,
  parsePhone,
  REGIONS,
} from './sign-in-rules';

const EMAILS = [
  'name@company.com',
  '  Name@Company.COM ',
  'first.last+tag@sub.example.kz',
  "o'neil@example.org",
  'a_b-c@x-y.io',
  'not-an-email',
  'name@company',
  'name@@company.com',
  '.name@company.com',
  'name.@company.com',
  'name..dots@company.com',
  'name@-company.com',
  'name@company.c',
  'имя@пример.рф',
  '',
  '   ',
  `${'a'.repeat(245)}@company.com`,
  `${'a'.repeat(240)}@company.com`,
];

const PHONES = [
  '+77011234567',
  ' +7 (701) 123-45-67 ',
  '+34 612 345 678',
  '+7',
  '+70123456789',
  '77011234567',
  '+1234567',
  '+12345678',
  '+123456789012345',
  '+1234567890123456',
  '+7 701 123 45 67 ext',
  '',
];

const CODES = ['ABC234', 'abc234', ' ab c2 34', 'ABC1O0', '12345', '1234', '123456', 'ZZZZZZ', '2222', ''];

describe('the sign-in rules are the contract rules', () => {
  it('keeps the constants', () => {
    expect(EMAIL_MAX).toBe(CONTRACT_EMAIL_MAX);
    expect(CODE_LENGTH).toBe(CONTRACT_CODE_LENGTH);
    expect([...MESSAGING_TYPES]).toEqual([...CONTRACT_MESSAGING_TYPES]);
    expect([...REGIONS]).toEqual([...CONTRACT_REGIONS]);
  });

  it.each(EMAILS)('reads the e-mail %j as ZEmail does', (raw) => {
    const parsed = ZEmail.safeParse(raw);
    expect(parseEmail(raw)).toEqual(
      parsed.success ? { email: parsed.data } : { error: parsed.error.issues[0]?.message },
    );
  });

  it.each(PHONES)('reads the phone %j as ZPhone does', (raw) => {
    const parsed = ZPhone.safeParse(raw);
    expect(parsePhone(raw)).toBe(parsed.success ? parsed.data : null);
  });

  it.each(CODES)('reads the code %j as the contract does', (raw) => {
    expect(normalizeCode(raw)).toBe(contractNormalizeCode(raw));
    expect(isWellFormedCode(normalizeCode(raw))).toBe(contractIsWellFormedCode(contractNormalizeCode(raw)));
  });

  it.each([[['email', 'phone']], [[]], [['whatsapp']], [['fax']], [[1]], [null], [{}], ['email']])(
    'checks the channels reply %j as ZAvailableMessagingTypesResponse does',
    (reply) => {
      const parsed = ZAvailableMessagingTypesResponse.safeParse(reply);
      const mine = availableMessagingTypesReply.safeParse(reply);
      expect(mine.success).toBe(parsed.success);
      if (mine.success && parsed.success) expect(mine.data).toEqual(parsed.data);
    },
  );

  it.each([
    { sent: true, channel: 'email', resendAfterSeconds: 60, expiresInSeconds: 600 },
    { sent: true, channel: 'whatsapp', resendAfterSeconds: 0, expiresInSeconds: 600, extra: 1 },
    { sent: false, channel: 'email', resendAfterSeconds: 60, expiresInSeconds: 600 },
    { sent: true, channel: 'fax', resendAfterSeconds: 60, expiresInSeconds: 600 },
    { sent: true, channel: 'phone', resendAfterSeconds: 1.5, expiresInSeconds: 600 },
    { sent: true, channel: 'phone', resendAfterSeconds: 60 },
    null,
    [],
  ])('checks the code-sent reply %j as ZCodeSentResponse does', (reply) => {
    const parsed = ZCodeSentResponse.safeParse(reply);
    const mine = codeSentReply.safeParse(reply);
    expect(mine.success).toBe(parsed.success);
    if (mine.success && parsed.success) expect(mine.data).toEqual(parsed.data);
  });
});
