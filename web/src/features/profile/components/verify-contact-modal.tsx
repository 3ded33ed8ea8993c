import type { TCodeSentResponse } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeEntry } from '@/shared/ui-kit/code-entry';
import { Modal } from '@/shared/ui-kit/modal';
import { toast } from '@/shared/ui-kit/toast';
import {
  type ContactKind,
  requestContactChange,
  useRequestContactChange,
  useVerifyContactChange,
} from '../api/change-contact';
import { ContactForm } from './contact-form';

interface VerifyContactModalProps {
  kind: ContactKind | null;
  initialContact?: string;
  onClose: () => void;
}

interface SentTo extends TCodeSentResponse {
  contact: string;
  sentAt: number;
}

/** Add or verify a contact: enter it, get a code, enter the code (SPEC.md §2; modal width 320, §9). */
export function VerifyContactModal({ kind, initialContact, onClose }: VerifyContactModalProps) {
  const { t } = useTranslation('profile');
  const [sentTo, setSentTo] = useState<SentTo | null>(null);
  const [draft, setDraft] = useState<string | undefined>(initialContact);
  const sendCode = useRequestContactChange();
  const verify = useVerifyContactChange();

  const close = () => {
    setSentTo(null);
    setDraft(undefined);
    onClose();
  };

  return (
    <Modal
      open={kind !== null}
      width={320}
      title={kind ? t(`contacts.verifyTitle.${kind}`) : ''}
      footer={null}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {kind && !sentTo && (
        <ContactForm
          kind={kind}
          initialValue={draft ?? initialContact}
          sending={sendCode.isPending}
          onSubmit={(contact) =>
            sendCode.mutateAsync({ kind, contact }).then((sent) => {
              setDraft(contact);
              setSentTo({ ...sent, contact, sentAt: Date.now() });
            })
          }
        />
      )}
      {kind && sentTo && (
        <CodeEntry
          destination={sentTo.contact}
          channel={sentTo.channel}
          resendAvailableAt={sentTo.sentAt + sentTo.resendAfterSeconds * 1000}
          submitLabel={t('contacts.confirm')}
          onSubmit={async (code) => {
            await verify.mutateAsync({ kind, contact: sentTo.contact, code });
            toast.success(t(`contacts.verified.${kind}`));
            close();
          }}
          onResend={async () => {
            const sent = await requestContactChange(kind, sentTo.contact);
            setSentTo({ ...sent, contact: sentTo.contact, sentAt: Date.now() });
          }}
          onBack={() => setSentTo(null)}
          backLabel={t('contacts.changeContact')}
        />
      )}
    </Modal>
  );
}
