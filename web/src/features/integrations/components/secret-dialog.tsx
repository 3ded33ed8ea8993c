import { type ReactNode, useId } from 'react';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CopyOutlined } from '@/shared/ui-kit/icons';
import { Modal } from '@/shared/ui-kit/modal';
import { Typography } from '@/shared/ui-kit/typography';

/** The dialog's words, for what the secret belongs to (an API key, a webhook endpoint). */
export interface SecretTexts {
  title: string;
  warning: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A new secret, shown this once: the server gives it in one reply only, so closing this dialog is
 * the last chance to copy it. It closes only by its own button, never by a stray click outside.
 * `children` say what to do with it, under the secret.
 */
export function SecretDialog({
  secret,
  texts,
  onClose,
  children,
}: {
  secret: string;
  texts: SecretTexts;
  onClose: () => void;
  children?: ReactNode;
}) {
  const labelId = useId();
  return (
    <Modal
      open
      title={texts.title}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {texts.done}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="warning" title={texts.warning} />
        <Typography.Text strong id={labelId}>
          {texts.label}
        </Typography.Text>
        <Typography.Paragraph
          code
          aria-labelledby={labelId}
          style={{ overflowWrap: 'anywhere', margin: 0 }}
          copyable={{
            text: secret,
            tooltips: [texts.copy, texts.copied],
            icon: [<CopyOutlined key="copy" />, <CopyOutlined key="copied" />],
          }}
        >
          {secret}
        </Typography.Paragraph>
        {children}
      </Flex>
    </Modal>
  );
}
