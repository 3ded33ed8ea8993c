import { INSPECTION_NOTE_MAX, type TOccurrenceDetail } from '@cleanops/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { CameraOutlined, CheckOutlined, CloseOutlined } from '@/shared/ui-kit/icons';
import { PlainTextArea } from '@/shared/ui-kit/text-area';
import { Typography } from '@/shared/ui-kit/typography';
import { useFailItem, useTick } from '../api/job-flow';

type Item = TOccurrenceDetail['checklist'][number];

/** The note and photo a failed item needs, asked right under it (DECISIONS.md §13). */
function FailForm({ job, item, onDone }: { job: TOccurrenceDetail; item: Item; onDone: () => void }) {
  const { t } = useTranslation('jobs');
  const fail = useFailItem(job.id);
  const noteId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const ready = note.trim().length > 0 && file !== null;

  const save = () => {
    if (!file || !note.trim()) return;
    fail.mutate({ itemId: item.id, note: note.trim(), file }, { onSuccess: onDone });
  };

  return (
    <Flex vertical gap={8} style={{ paddingBottom: 12 }}>
      <label htmlFor={noteId}>
        <Typography.Text>{t('steps.inspect.note')}</Typography.Text>
      </label>
      <PlainTextArea
        id={noteId}
        value={note}
        onChange={setNote}
        required
        placeholder={t('steps.inspect.notePlaceholder')}
        maxLength={INSPECTION_NOTE_MAX}
        minRows={2}
        maxRows={6}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('steps.inspect.photo')}
        style={{ display: 'none' }}
        onChange={(event) => {
          setFile(event.target.files?.[0] ?? null);
          if (input.current) input.current.value = '';
        }}
      />
      <Button block icon={<CameraOutlined />} onClick={() => input.current?.click()}>
        {file ? t('steps.inspect.photoTaken', { name: file.name }) : t('steps.inspect.photo')}
      </Button>
      {!ready && (
        <Typography.Text type="secondary" role="status">
          {t('steps.inspect.needsBoth')}
        </Typography.Text>
      )}
      <Flex gap={8} wrap>
        <Button danger type="primary" disabled={!ready} loading={fail.isPending} onClick={save}>
          {t('steps.inspect.saveFail')}
        </Button>
        <Button onClick={onDone} disabled={fail.isPending}>
          {t('common:actions.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * An inspection's checklist: each item passed or failed; a failure opens a note and a photo, both
 * required. The items decide the result: any failed one fails the inspection.
 */
export function InspectionChecklist({ job, actionable }: { job: TOccurrenceDetail; actionable: boolean }) {
  const { t } = useTranslation('jobs');
  const tick = useTick(job.id);
  const [failing, setFailing] = useState<string | null>(null);
  const judged = job.checklist.filter((item) => item.done).length;

  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        {t('steps.inspect.progress', { done: judged, total: job.checklist.length })}
      </Typography.Text>
      <ul aria-label={t('steps.checklist.title')} className="job-checklist">
        {job.checklist.map((item) => {
          const photo = item.photoId ? job.photos.find((p) => p.id === item.photoId) : undefined;
          const passed = item.done && !item.failed;
          return (
            <li key={item.id} style={{ padding: '10px 0' }}>
              <Flex vertical gap={8}>
                <Typography.Text style={{ overflowWrap: 'anywhere', fontSize: 15 }}>
                  {item.text}
                </Typography.Text>
                <Flex gap={8} wrap role="group" aria-label={item.text}>
                  <Button
                    icon={<CheckOutlined />}
                    type={passed ? 'primary' : 'default'}
                    aria-pressed={passed}
                    disabled={!actionable}
                    onClick={() => {
                      setFailing(null);
                      tick.mutate({ itemId: item.id, done: true });
                    }}
                  >
                    {t('steps.inspect.pass')}
                  </Button>
                  <Button
                    icon={<CloseOutlined />}
                    danger
                    type={item.failed ? 'primary' : 'default'}
                    aria-pressed={item.failed === true}
                    aria-expanded={failing === item.id}
                    disabled={!actionable}
                    onClick={() => setFailing(item.id)}
                  >
                    {t('steps.inspect.fail')}
                  </Button>
                </Flex>
                {item.failed && failing !== item.id && (
                  <Flex gap={8} align="center" wrap>
                    {photo && <PhotoThumbnail photo={photo} alt={photo.name} size={56} />}
                    <Typography.Text type="danger" style={{ overflowWrap: 'anywhere' }}>
                      {t('steps.inspect.failedNote', { note: item.note ?? '' })}
                    </Typography.Text>
                  </Flex>
                )}
                {failing === item.id && actionable && (
                  <FailForm job={job} item={item} onDone={() => setFailing(null)} />
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
    </Flex>
  );
}
