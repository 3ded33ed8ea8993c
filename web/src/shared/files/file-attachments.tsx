import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES, type TStoredFile, UPLOAD_ACCEPT } from '@cleanops/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import {
  DeleteOutlined,
  FileExcelOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileWordOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '@/shared/ui-kit/icons';
import { Popconfirm } from '@/shared/ui-kit/popconfirm';
import { Progress } from '@/shared/ui-kit/progress';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { type RcFile, Upload, type UploadProps } from '@/shared/ui-kit/upload';
import { uploadFile } from '../api/upload';
import { currentLanguage } from '../i18n/i18n';
import { ListState } from '../ui-kit/list-state';
import { Skeleton } from '../ui-kit/skeleton';
import { formatFileSize } from './format-file-size';
import { PhotoPreviewGroup, PhotoThumbnail } from './photo-thumbnail';

export interface FileAttachmentsProps {
  files: TStoredFile[] | undefined;
  loading?: boolean;
  /** Called with the stored file once POST /uploads answered; attach it to its owner here. */
  onUpload?: (file: TStoredFile) => Promise<void> | void;
  onDelete?: (file: TStoredFile) => Promise<void> | void;
  accept?: 'image' | 'any';
  canEdit: boolean;
  emptyText?: string;
}

interface InFlight {
  uid: string;
  name: string;
  percent: number;
}

const THUMB = 104;
const MB = 1024 * 1024;

function documentIcon(mime: string): ReactNode {
  if (mime === 'application/pdf') return <FilePdfOutlined />;
  if (mime.startsWith('video/')) return <VideoCameraOutlined />;
  if (mime.includes('word') || mime.includes('opendocument.text')) return <FileWordOutlined />;
  if (mime.includes('excel') || mime.includes('spreadsheet')) return <FileExcelOutlined />;
  if (mime.includes('powerpoint') || mime.includes('presentation')) return <FilePptOutlined />;
  return <FileOutlined />;
}

/**
 * Photos, documents and files attached to something (room training materials, a location's client
 * instructions): photos as thumbnails with a preview, documents as rows to open. With `canEdit`, an
 * upload button (through POST /uploads) and a delete per file.
 */
export function FileAttachments({
  files,
  loading = false,
  onUpload,
  onDelete,
  accept = 'any',
  canEdit,
  emptyText,
}: FileAttachmentsProps) {
  const { t } = useTranslation('files');
  const { token } = useToken();
  const language = currentLanguage();
  const [inFlight, setInFlight] = useState<InFlight[]>([]);

  const setPercent = (uid: string, percent: number) =>
    setInFlight((list) => list.map((item) => (item.uid === uid ? { ...item, percent } : item)));

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const rcFile = file as RcFile;
    const controller = new AbortController();
    setInFlight((list) => [...list, { uid: rcFile.uid, name: rcFile.name, percent: 0 }]);
    uploadFile(rcFile, controller.signal, (percent) => setPercent(rcFile.uid, percent))
      .then(async (stored) => {
        await onUpload?.(stored);
        onSuccess?.(stored);
      })
      // uploadFile and the attach call have shown their toast already.
      .catch((error: Error) => onError?.(error))
      .finally(() => setInFlight((list) => list.filter((item) => item.uid !== rcFile.uid)));
    return { abort: () => controller.abort() };
  };

  const images = files?.filter((f) => f.kind === 'image') ?? [];
  const documents = files?.filter((f) => f.kind !== 'image') ?? [];
  const isEmpty = !loading && images.length === 0 && documents.length === 0 && inFlight.length === 0;

  const deleteButton = (file: TStoredFile) =>
    canEdit && onDelete ? (
      <Popconfirm
        title={t('delete.title')}
        description={t('delete.description', { name: file.name })}
        okText={t('delete.ok')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={async () => {
          try {
            await onDelete(file);
          } catch {
            // The caller's request has shown its error toast; the confirmation just closes.
          }
        }}
      >
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('delete.button', { name: file.name })}
          title={t('delete.button', { name: file.name })}
        />
      </Popconfirm>
    ) : null;

  return (
    <Flex vertical gap={12}>
      {canEdit && onUpload && (
        <Flex wrap align="center" gap={8}>
          <Upload
            accept={UPLOAD_ACCEPT[accept]}
            multiple
            showUploadList={false}
            customRequest={customRequest}
          >
            <Button icon={<UploadOutlined />} loading={inFlight.length > 0}>
              {accept === 'image' ? t('upload.photo') : t('upload.file')}
            </Button>
          </Upload>
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {accept === 'image'
              ? t('upload.imageHint', { imageMb: IMAGE_MAX_BYTES / MB })
              : t('upload.hint', { imageMb: IMAGE_MAX_BYTES / MB, documentMb: DOCUMENT_MAX_BYTES / MB })}
          </Typography.Text>
        </Flex>
      )}

      {inFlight.map((item) => (
        <Flex key={item.uid} vertical gap={0} aria-live="polite">
          <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
            {t('upload.progress', { name: item.name })}
          </Typography.Text>
          <Progress percent={item.percent} size="small" status="active" />
        </Flex>
      ))}

      {loading && !files && (
        <Flex wrap gap={8}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} block={{ width: THUMB, height: THUMB }} />
          ))}
        </Flex>
      )}

      {isEmpty && <ListState state="empty" description={emptyText ?? t('empty')} />}

      {images.length > 0 && (
        <PhotoPreviewGroup>
          <Flex wrap gap={12} role="list" aria-label={t('photos')}>
            {images.map((file) => (
              <Flex key={file.id} vertical gap={4} role="listitem" style={{ width: THUMB }}>
                <PhotoThumbnail
                  photo={file}
                  alt={file.name}
                  size={THUMB}
                  style={{ borderRadius: token.borderRadius }}
                />
                <Flex align="center" gap={2}>
                  <Typography.Text
                    type="secondary"
                    ellipsis={{ tooltip: file.name }}
                    style={{ fontSize: token.fontSizeSM, flex: 1, minWidth: 0 }}
                  >
                    {file.name}
                  </Typography.Text>
                  {deleteButton(file)}
                </Flex>
              </Flex>
            ))}
          </Flex>
        </PhotoPreviewGroup>
      )}

      {documents.length > 0 && (
        <Flex vertical role="list" aria-label={t('documents')}>
          {documents.map((file, index) => (
            <Flex
              key={file.id}
              role="listitem"
              align="center"
              gap={12}
              style={{
                padding: '8px 0',
                borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
              }}
            >
              <span aria-hidden style={{ fontSize: 22, color: token.colorPrimary, display: 'flex' }}>
                {documentIcon(file.mime)}
              </span>
              <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                <Typography.Text ellipsis={{ tooltip: file.name }}>{file.name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {formatFileSize(file.size, language)}
                </Typography.Text>
              </Flex>
              <Typography.Link
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('open', { name: file.name })}
              >
                {t('openShort')}
              </Typography.Link>
              {deleteButton(file)}
            </Flex>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
