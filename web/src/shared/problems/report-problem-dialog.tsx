import {
  PROBLEM_KINDS,
  PROBLEM_PHOTOS_MAX,
  PROBLEM_SEVERITIES,
  PROBLEM_TEXT_MAX,
  type TProblemKind,
  type TProblemSeverity,
} from '@cleanops/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui-kit/button';
import { Flex } from '../ui-kit/flex';
import { Form } from '../ui-kit/form';
import { CameraOutlined, CloseOutlined } from '../ui-kit/icons';
import { Input } from '../ui-kit/input';
import { Modal } from '../ui-kit/modal';
import { Radio } from '../ui-kit/radio';
import { toast } from '../ui-kit/toast';
import { Typography } from '../ui-kit/typography';
import { type ProblemReport, queueProblemReport } from './queue-report';

const THUMB = 88;
const WRAP = { display: 'flex', flexWrap: 'wrap', rowGap: 8 } as const;

interface FormValues {
  kind: TProblemKind;
  severity: TProblemSeverity;
  text: string;
}

export interface ReportProblemDialogProps {
  open: boolean;
  onClose: () => void;
  locationId: string;
  roomId: string | null;
  occurrenceId: string | null;
}

interface Picked {
  id: number;
  file: File;
}

let nextId = 0;

/** Object URLs for the chosen photos, revoked when the list changes or the dialog goes. */
function usePreviews(photos: readonly Picked[]): Map<number, string> {
  const [urls, setUrls] = useState<Map<number, string>>(() => new Map());
  useEffect(() => {
    const made = new Map(photos.map((photo) => [photo.id, URL.createObjectURL(photo.file)]));
    setUrls(made);
    return () => {
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, [photos]);
  return urls;
}

/**
 * Reporting a problem where it was found (DECISIONS.md §13): its kind, how bad it is, what is wrong
 * and 1–10 photos taken with the back camera. The report is kept on the phone and sent from the
 * queue (queue-report.ts), so a cleaner without signal reports as well as one with it.
 */
export function ReportProblemDialog({
  open,
  onClose,
  locationId,
  roomId,
  occurrenceId,
}: ReportProblemDialogProps) {
  const { t } = useTranslation('problems');
  const [form] = Form.useForm<FormValues>();
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [photosError, setPhotosError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const previews = usePreviews(photos);

  const addPhotos = (files: File[]) => {
    const room = PROBLEM_PHOTOS_MAX - photos.length;
    if (files.length > room) toast.error(t('report.photosLimit', { max: PROBLEM_PHOTOS_MAX }));
    const next = [...photos, ...files.slice(0, Math.max(0, room)).map((file) => ({ id: ++nextId, file }))];
    setPhotos(next);
    if (next.length > 0) setPhotosError(null);
  };

  const submit = async (values: FormValues) => {
    if (photos.length === 0) {
      setPhotosError(t('report.photosRequired'));
      return;
    }
    const report: ProblemReport = {
      locationId,
      roomId,
      occurrenceId,
      kind: values.kind,
      severity: values.severity,
      text: values.text.trim(),
      photos: photos.map((photo) => photo.file),
    };
    setSaving(true);
    try {
      await queueProblemReport(report);
      toast.success(navigator.onLine ? t('report.sending') : t('report.kept'));
      onClose();
    } catch {
      // No IndexedDB (a private mode that refuses it): nothing could be kept, so nothing was sent.
      toast.error(t('report.notKept'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('report.title')}
      onCancel={onClose}
      afterClose={() => {
        setPhotos([]);
        setPhotosError(null);
      }}
      destroyOnHidden
      okText={t('report.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      width={560}
    >
      <Form<FormValues>
        name="report-problem"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        initialValues={{ kind: 'damage', severity: 'needs_attention', text: '' }}
      >
        <Form.Item name="kind" label={t('fields.kind')}>
          <Radio.Group
            // Plain radios that wrap: five kinds as buttons would run off a phone's screen.
            style={WRAP}
            options={PROBLEM_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="severity" label={t('fields.severity')} extra={t('report.severityHint')}>
          <Radio.Group
            style={WRAP}
            options={PROBLEM_SEVERITIES.map((severity) => ({
              value: severity,
              label: t(`severity.${severity}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="text"
          label={t('fields.text')}
          rules={[{ required: true, whitespace: true, message: t('report.textRequired') }]}
        >
          <Input.TextArea
            placeholder={t('report.textPlaceholder')}
            maxLength={PROBLEM_TEXT_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
          />
        </Form.Item>
        <Form.Item
          label={t('fields.photos')}
          required
          validateStatus={photosError ? 'error' : undefined}
          help={photosError ?? t('report.photosHint', { chosen: photos.length, max: PROBLEM_PHOTOS_MAX })}
        >
          <Flex vertical gap={12}>
            {photos.length > 0 && (
              <Flex wrap gap={8} role="list" aria-label={t('fields.photos')}>
                {photos.map((photo, index) => (
                  <Flex key={photo.id} vertical gap={4} role="listitem" align="center">
                    {previews.get(photo.id) ? (
                      <img
                        src={previews.get(photo.id)}
                        alt={t('report.photoAlt', { number: index + 1 })}
                        width={THUMB}
                        height={THUMB}
                        style={{ objectFit: 'cover', borderRadius: 6 }}
                      />
                    ) : (
                      <span style={{ width: THUMB, height: THUMB }} />
                    )}
                    <Button
                      size="small"
                      icon={<CloseOutlined />}
                      aria-label={t('report.removePhoto', { number: index + 1 })}
                      onClick={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                    />
                  </Flex>
                ))}
              </Flex>
            )}
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              aria-label={t('report.addPhotos')}
              style={{ display: 'none' }}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length > 0) addPhotos(files);
              }}
            />
            <Button
              size="large"
              block
              icon={<CameraOutlined />}
              disabled={photos.length >= PROBLEM_PHOTOS_MAX}
              onClick={() => input.current?.click()}
            >
              {t('report.addPhotos')}
            </Button>
          </Flex>
        </Form.Item>
        {!navigator.onLine && <Typography.Text type="secondary">{t('report.offlineHint')}</Typography.Text>}
      </Form>
    </Modal>
  );
}
