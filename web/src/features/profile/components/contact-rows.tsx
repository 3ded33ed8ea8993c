import type { TProfile } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CheckCircleFilled, MailOutlined, PhoneOutlined, WhatsAppOutlined } from '@/shared/ui-kit/icons';
import { Tag } from '@/shared/ui-kit/tag';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import type { ContactKind } from '../api/change-contact';
import { VerifyContactModal } from './verify-contact-modal';

const KINDS: ContactKind[] = ['email', 'phone', 'whatsapp'];
const ICONS = {
  email: <MailOutlined />,
  phone: <PhoneOutlined />,
  whatsapp: <WhatsAppOutlined />,
};

function contactOf(user: TProfile, kind: ContactKind): { value: string | null; verified: boolean } {
  if (kind === 'email') return { value: user.email, verified: user.emailVerified };
  if (kind === 'phone') return { value: user.phone, verified: user.phoneVerified };
  return { value: user.whatsapp, verified: user.whatsappVerified };
}

/** E-mail, phone and WhatsApp; an empty or unverified one opens the verify modal (SPEC.md §2). */
export function ContactRows({ user }: { user: TProfile }) {
  const { t } = useTranslation('profile');
  const { token } = useToken();
  const [editing, setEditing] = useState<ContactKind | null>(null);
  // A WhatsApp number is usually the phone number; offer it as the starting point.
  const editingValue = editing
    ? (contactOf(user, editing).value ?? (editing === 'whatsapp' ? user.phone : null))
    : null;

  return (
    <Flex vertical>
      {KINDS.map((kind, index) => {
        const { value, verified } = contactOf(user, kind);
        const action = !value ? t('contacts.add') : verified ? t('contacts.change') : t('contacts.verify');
        return (
          <Flex
            key={kind}
            align="center"
            gap={12}
            style={{ padding: '10px 0', borderTop: index ? `1px solid ${token.colorSplit}` : undefined }}
          >
            <span style={{ color: token.colorTextSecondary, fontSize: 16 }}>{ICONS[kind]}</span>
            <Flex vertical flex={1} style={{ minWidth: 0 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`contacts.kind.${kind}`)}
              </Typography.Text>
              {value ? (
                <Flex align="center" gap={6} style={{ minWidth: 0 }}>
                  <Typography.Text ellipsis={{ tooltip: value }}>{value}</Typography.Text>
                  {verified ? (
                    <CheckCircleFilled
                      style={{ color: token.colorSuccess }}
                      label={t('contacts.isVerified')}
                    />
                  ) : (
                    <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                      {t('contacts.notVerified')}
                    </Tag>
                  )}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t('contacts.empty')}</Typography.Text>
              )}
            </Flex>
            <Button
              type="link"
              size="small"
              onClick={() => setEditing(kind)}
              aria-label={`${action}: ${t(`contacts.kind.${kind}`)}`}
            >
              {action}
            </Button>
          </Flex>
        );
      })}
      <VerifyContactModal
        kind={editing}
        initialContact={editingValue ?? undefined}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
