import { ROOM_CODE_LENGTH, type TOccurrenceDetail } from '@cleanops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { CheckCircleFilled, ScanOutlined } from '@/shared/ui-kit/icons';
import { Input, type InputRef } from '@/shared/ui-kit/input';
import { toast } from '@/shared/ui-kit/toast';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { useScan } from '../api/job-flow';
import { unscannedRooms } from '../model/job-steps';
import { momentIn } from '../model/time-window';
import { QrScannerDrawer } from './qr-scanner-drawer';

/** Names of the rooms a scan added, for the confirmation. */
function newlyScanned(before: TOccurrenceDetail, after: TOccurrenceDetail): string {
  const had = new Set(before.scans.map((s) => s.roomId));
  return after.rooms
    .filter((room) => !had.has(room.id) && after.scans.some((s) => s.roomId === room.id))
    .map((room) => room.name)
    .join(', ');
}

/**
 * Proving presence (DECISIONS.md §7): the room's QR code read by the camera, or the short code
 * printed under it typed by hand when the camera is missing, blocked or the code is worn.
 */
export function ScanStep({ job, actionable }: { job: TOccurrenceDetail; actionable: boolean }) {
  const { t } = useTranslation('jobs');
  const { token } = useToken();
  const scan = useScan(job.id);
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeInput = useRef<InputRef>(null);
  const scannedAt = new Map(job.scans.map((s) => [s.roomId, s.at]));
  const remaining = unscannedRooms(job).length;

  const confirmScan = (next: TOccurrenceDetail) => {
    const rooms = newlyScanned(job, next);
    toast.success(rooms ? t('steps.scan.scanned', { room: rooms }) : t('steps.scan.already'));
  };

  const submitCode = () => {
    const value = code.trim();
    if (!value) {
      setCodeError(t('steps.scan.codeRequired'));
      return;
    }
    setCodeError(null);
    scan.mutate(value, {
      onSuccess: (next) => {
        setCode('');
        confirmScan(next);
      },
      onError: (error) => {
        if (isApiError(error) && (error.code === 'wrong_room' || error.fields.length > 0)) {
          setCodeError(error.fields[0]?.message ?? error.serverMessage ?? error.message);
        }
      },
    });
  };

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('steps.scan.hint')}</Typography.Text>
      <Flex vertical role="list" aria-label={t('steps.scan.rooms')}>
        {job.rooms.map((room, index) => {
          const at = scannedAt.get(room.id);
          return (
            <Flex
              key={room.id}
              role="listitem"
              justify="space-between"
              align="center"
              gap={8}
              wrap
              style={{ padding: '8px 0', borderTop: index ? `1px solid ${token.colorSplit}` : undefined }}
            >
              <Typography.Text strong>{room.name}</Typography.Text>
              {at ? (
                <Typography.Text type="success">
                  <CheckCircleFilled />{' '}
                  {t('steps.scan.scannedAt', { time: momentIn(at, job.location.timezone) })}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('steps.scan.notScanned')}</Typography.Text>
              )}
            </Flex>
          );
        })}
      </Flex>

      {actionable && remaining > 0 && (
        <>
          <Button type="primary" size="large" block icon={<ScanOutlined />} onClick={() => setScanning(true)}>
            {t('steps.scan.button')}
          </Button>
          <Form layout="vertical" onFinish={submitCode} requiredMark={false} style={{ marginTop: 4 }}>
            <Form.Item
              label={t('steps.scan.codeLabel')}
              htmlFor={`room-code-${job.id}`}
              validateStatus={codeError ? 'error' : undefined}
              help={codeError ?? t('steps.scan.codeHint', { length: ROOM_CODE_LENGTH })}
              style={{ marginBottom: 12 }}
            >
              <Input
                id={`room-code-${job.id}`}
                ref={codeInput}
                size="large"
                value={code}
                onChange={(event) => {
                  setCode(event.target.value.toUpperCase());
                  setCodeError(null);
                }}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={ROOM_CODE_LENGTH + 4}
                style={{ letterSpacing: 2, fontFamily: 'monospace' }}
              />
            </Form.Item>
            <Button htmlType="submit" size="large" block loading={scan.isPending && !scanning}>
              {t('steps.scan.confirm')}
            </Button>
          </Form>
          <QrScannerDrawer
            open={scanning}
            onClose={() => setScanning(false)}
            job={job}
            onScanned={(next) => {
              setScanning(false);
              confirmScan(next);
            }}
            onTypeInstead={() => {
              setScanning(false);
              // After the drawer's closing animation hands focus back, put it in the code field.
              window.setTimeout(() => codeInput.current?.focus(), 300);
            }}
          />
        </>
      )}
    </Flex>
  );
}
