import type { TOccurrenceDetail } from '@cleanops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { Alert } from '@/shared/ui-kit/alert';
import { Button } from '@/shared/ui-kit/button';
import { Drawer } from '@/shared/ui-kit/drawer';
import { Flex } from '@/shared/ui-kit/flex';
import { EditOutlined } from '@/shared/ui-kit/icons';
import { Spin } from '@/shared/ui-kit/spin';
import { Typography } from '@/shared/ui-kit/typography';
import { useScan } from '../api/job-flow';
import { useQrScanner } from '../hooks/use-qr-scanner';

/** A code the server refused is not sent again for a while: the camera reads it five times a second. */
const REFUSED_PAUSE_MS = 3000;

interface ScannerProps {
  job: TOccurrenceDetail;
  onScanned: (job: TOccurrenceDetail) => void;
  onTypeInstead: () => void;
}

function Scanner({ job, onScanned, onTypeInstead }: ScannerProps) {
  const { t } = useTranslation('jobs');
  const videoRef = useRef<HTMLVideoElement>(null);
  const scan = useScan(job.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refused = useRef<{ value: string; at: number } | null>(null);
  // Set at once, before React renders the pending state: the next frame must not send a second call.
  const sending = useRef(false);

  const onDecode = (value: string) => {
    const last = refused.current;
    if (sending.current || (last && last.value === value && Date.now() - last.at < REFUSED_PAUSE_MS)) return;
    sending.current = true;
    // The promise, not mutate's callbacks: the last room scanned unmounts this scanner at once.
    scan.mutateAsync(value).then(
      // Success closes the scanner: `sending` stays set so no frame read meanwhile is sent again.
      (next) => {
        navigator.vibrate?.(80);
        onScanned(next);
      },
      (error: unknown) => {
        sending.current = false;
        refused.current = { value, at: Date.now() };
        // A wrong room keeps the camera on: the right QR code may be on the next wall.
        if (isApiError(error)) setRefusal(error.serverMessage ?? error.message);
      },
    );
  };
  const state = useQrScanner(videoRef, onDecode, scan.isPending);
  const noCamera = state === 'denied' || state === 'unavailable';

  return (
    <Flex vertical gap={12} style={{ height: '100%' }}>
      {noCamera ? (
        <Flex vertical gap={12}>
          <Alert
            type="warning"
            title={state === 'denied' ? t('steps.scanner.denied') : t('steps.scanner.unavailable')}
          />
          <Button type="primary" size="large" block icon={<EditOutlined />} onClick={onTypeInstead}>
            {t('steps.scanner.typeCode')}
          </Button>
        </Flex>
      ) : (
        <>
          <div
            style={{
              position: 'relative',
              flex: 1,
              minHeight: 240,
              background: 'var(--kit-media-bg)',
              borderRadius: 8,
              overflow: 'hidden',
            }}
          >
            <video
              ref={videoRef}
              playsInline
              muted
              aria-label={t('steps.scanner.preview')}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
            <div
              aria-hidden
              style={{
                position: 'absolute',
                inset: '50% auto auto 50%',
                width: '64vmin',
                height: '64vmin',
                transform: 'translate(-50%, -50%)',
                border: '3px solid var(--kit-on-media-secondary)',
                borderRadius: 12,
                boxShadow: '0 0 0 100vmax var(--kit-media-scrim)',
              }}
            />
            {(state === 'starting' || scan.isPending) && (
              <Flex
                align="center"
                justify="center"
                style={{ position: 'absolute', inset: 0, color: 'var(--kit-on-media)' }}
                gap={8}
              >
                <Spin />
                <span>
                  {state === 'starting' ? t('steps.scanner.starting') : t('steps.scanner.checking')}
                </span>
              </Flex>
            )}
          </div>
          <div aria-live="assertive">
            {refusal ? (
              <Alert type="error" title={refusal} />
            ) : (
              <Typography.Text type="secondary">{t('steps.scanner.aim')}</Typography.Text>
            )}
          </div>
          <Button size="large" block icon={<EditOutlined />} onClick={onTypeInstead}>
            {t('steps.scanner.typeCode')}
          </Button>
        </>
      )}
    </Flex>
  );
}

/**
 * The full-screen scanner. The camera runs only while it is open: closing unmounts the scanner,
 * which stops the tracks (the phone's camera light goes off).
 */
export function QrScannerDrawer({
  open,
  onClose,
  ...props
}: ScannerProps & { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="100%"
      title={t('steps.scanner.title')}
      destroyOnHidden
      styles={{ body: { padding: 12, display: 'flex', flexDirection: 'column' } }}
    >
      {open && <Scanner {...props} />}
    </Drawer>
  );
}
