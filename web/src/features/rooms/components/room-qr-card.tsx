import type { TRoom } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { CheckOutlined, CopyOutlined, DownloadOutlined } from '@/shared/ui-kit/icons';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';

/** The copy button is named by its tooltip; its icons would add "copy" and "check" in English. */
const COPY_ICONS = [<CopyOutlined key="copy" />, <CheckOutlined key="copied" />];

const QR_SIZE = 200;

/** The server answers a signed QR link with `download=1` as an attachment named after the room. */
const downloadLink = (signedUrl: string) => `${signedUrl}${signedUrl.includes('?') ? '&' : '?'}download=1`;

/** The room's QR code (SPEC.md §5): guests reach the review form with it, staff prove presence. */
export function RoomQrCard({ room }: { room: TRoom }) {
  const { t } = useTranslation('rooms');
  const { token } = useToken();
  return (
    <Card title={t('qr.title')}>
      <Flex vertical align="center" gap={12}>
        <img
          src={room.qrPngUrl}
          alt={t('qr.alt', { name: room.name })}
          width={QR_SIZE}
          height={QR_SIZE}
          style={{
            background: 'var(--kit-qr-bg)',
            padding: 8,
            borderRadius: token.borderRadius,
            border: `1px solid ${token.colorBorderSecondary}`,
            maxWidth: '100%',
            height: 'auto',
          }}
        />
        <Typography.Text
          copyable={{ text: room.publicUrl, tooltips: [t('qr.copyLink'), t('qr.copied')], icon: COPY_ICONS }}
          type="secondary"
          style={{ wordBreak: 'break-all', textAlign: 'center', fontSize: token.fontSizeSM }}
        >
          {room.publicUrl}
        </Typography.Text>
        <Flex vertical align="center" gap={0}>
          <Typography.Text type="secondary">{t('qr.code')}</Typography.Text>
          <Typography.Text
            strong
            copyable={{ icon: COPY_ICONS }}
            style={{ fontSize: token.fontSizeXL, letterSpacing: 4 }}
          >
            {room.code}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM, textAlign: 'center' }}>
            {t('qr.codeHint')}
          </Typography.Text>
        </Flex>
        <Flex wrap gap={8} justify="center">
          <Button icon={<DownloadOutlined />} href={downloadLink(room.qrPngUrl)}>
            {t('qr.downloadPng')}
          </Button>
          <Button icon={<DownloadOutlined />} href={downloadLink(room.qrSvgUrl)}>
            {t('qr.downloadSvg')}
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ margin: 0, textAlign: 'center' }}>
          {t('qr.hint')}
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
