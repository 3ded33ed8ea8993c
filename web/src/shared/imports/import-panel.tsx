import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type TImportKind,
  type TImportPreview,
  type TImportResult,
  type TImportRow,
} from '@cleanops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { Alert } from '../ui-kit/alert';
import { Button } from '../ui-kit/button';
import { Card } from '../ui-kit/card';
import { Checkbox } from '../ui-kit/checkbox';
import { useConfirm } from '../ui-kit/confirm';
import { Flex } from '../ui-kit/flex';
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '../ui-kit/icons';
import { type ResponsiveColumn, ResponsiveTable } from '../ui-kit/responsive-table';
import { StatusResult } from '../ui-kit/status-result';
import { Tag, type TagColor } from '../ui-kit/tag';
import { Typography } from '../ui-kit/typography';
import { downloadTemplate } from './downloads';
import { applyImport, previewImport } from './imports-api';
import './import-panel.css';

const MB = 1024 * 1024;
const PAGE_SIZE = 20;
const OUTCOME_COLOUR: Record<TImportRow['outcome'], TagColor> = {
  newLocation: 'success',
  newRoom: 'processing',
  invite: 'processing',
  unchanged: 'default',
  error: 'error',
};

interface ImportPanelProps {
  kind: TImportKind;
  /** The file's columns the preview shows beside the row's number, outcome and problems. */
  shown: readonly string[];
  /** What to offer once the file is applied (a way to the created things). */
  done: ReactNode;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? (error.fields[0]?.message ?? error.serverMessage ?? error.message) : fallback;

/**
 * A spreadsheet import, for every kind: the template, the file, the server's preview of each row
 * (problems shown on the row, rows with problems skipped), then apply after a confirmation. The
 * server checks everything; the size is checked here first only to spare a useless upload.
 */
export function ImportPanel({ kind, shown, done }: ImportPanelProps) {
  const { t } = useTranslation('imports');
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TImportPreview | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [onlyProblems, setOnlyProblems] = useState(true);
  const [page, setPage] = useState(1);
  const [confirm, confirmHolder] = useConfirm();
  const queryClient = useQueryClient();

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setProblem(null);
    setPage(1);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      setProblem(t('file.tooLarge', { mb: IMPORT_MAX_BYTES / MB }));
      return;
    }
    setChecking(true);
    try {
      const seen = await previewImport(kind, chosen);
      setPreview(seen);
      setOnlyProblems(seen.summary.errorRows > 0);
    } catch (error) {
      setProblem(messageOf(error, t('file.failed')));
    } finally {
      setChecking(false);
    }
  };

  const apply = () => {
    if (!file || !preview) return;
    confirm({
      title: t('apply.confirmTitle'),
      content: (
        <Flex vertical gap={6}>
          <span>{summaryLine(kind, preview, t)}</span>
          {preview.summary.errorRows > 0 && (
            <span>{t('apply.skipped', { n: preview.summary.errorRows })}</span>
          )}
        </Flex>
      ),
      okText: t('apply.ok'),
      cancelText: t('apply.cancel'),
      onOk: async () => {
        try {
          setResult(await applyImport(kind, file));
          setPreview(null);
          // Locations, rooms, invitations, the first-run checklist: whatever a list showed is older now.
          await queryClient.invalidateQueries();
        } catch (error) {
          setProblem(messageOf(error, t('apply.failed')));
        }
      },
    });
  };

  const rows = useMemo(
    () => (preview?.rows ?? []).filter((row) => !onlyProblems || row.outcome === 'error'),
    [preview, onlyProblems],
  );
  const columns: ResponsiveColumn<TImportRow>[] = [
    {
      key: 'row',
      title: t('preview.row'),
      dataIndex: 'row',
      card: 'title',
      render: (_, row) => t('preview.rowNumber', { n: row.row }),
    },
    {
      key: 'outcome',
      title: t('preview.outcome'),
      card: 'aside',
      render: (_, row) => <Tag color={OUTCOME_COLOUR[row.outcome]}>{t(`outcome.${row.outcome}`)}</Tag>,
    },
    ...shown.map(
      (column): ResponsiveColumn<TImportRow> => ({
        key: column,
        title: t(`columns.${column}`),
        render: (_, row) => row.values[column]?.split('\n').join(', ') || '—',
      }),
    ),
    {
      key: 'problems',
      title: t('preview.problems'),
      render: (_, row) =>
        row.errors.length ? (
          <ul className="import-problems">
            {row.errors.map((error) => (
              <li key={`${error.column}:${error.message}`}>
                <strong>{t(`columns.${error.column}`)}</strong>: {error.message}
              </li>
            ))}
          </ul>
        ) : null,
    },
  ];

  if (result) {
    return (
      <Card>
        <StatusResult
          status="success"
          title={t('result.title')}
          subTitle={resultLine(kind, result, t)}
          extra={
            <Flex gap={8} wrap justify="center">
              {done}
              <Button onClick={() => void choose(null)}>{t('result.another')}</Button>
            </Flex>
          }
        />
      </Card>
    );
  }

  const creates = preview
    ? preview.summary.rows - preview.summary.errorRows - preview.summary.unchangedRows
    : 0;
  return (
    <Flex vertical gap={16}>
      <Card title={t('template.title')}>
        <Typography.Paragraph>{t(`${kind}.templateHint`)}</Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate(kind, 'xlsx')}>
            {t('template.xlsx')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate(kind, 'csv')}>
            {t('template.csv')}
          </Button>
        </Flex>
      </Card>

      <Card title={t('file.title')}>
        <Flex vertical gap={8}>
          <Typography.Text strong>
            <FileExcelOutlined /> {t('file.label')}
          </Typography.Text>
          {/* The browser's own file button speaks the browser's language, not the page's: ours opens it. */}
          <input
            ref={fileInput}
            className="pui-visually-hidden"
            tabIndex={-1}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('file.label')}
            disabled={checking}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              // The same file chosen again after fixing it is read again.
              event.target.value = '';
              void choose(chosen);
            }}
          />
          <Flex gap={8} align="center" wrap>
            <Button
              icon={<UploadOutlined />}
              aria-describedby={hintId}
              disabled={checking}
              onClick={() => fileInput.current?.click()}
            >
              {t('file.choose')}
            </Button>
            <Typography.Text type={file ? undefined : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
              {file?.name ?? t('file.none')}
            </Typography.Text>
          </Flex>
          <Typography.Text id={hintId} type="secondary">
            {t('file.hint', { mb: IMPORT_MAX_BYTES / MB, rows: IMPORT_MAX_ROWS })}
          </Typography.Text>
          {checking && <Alert type="info" role="status" title={t('file.checking')} />}
          {problem && (
            <Alert
              type="error"
              title={t('file.problem')}
              description={problem}
              data-testid="import-problem"
            />
          )}
        </Flex>
      </Card>

      {preview && (
        <Card title={t('preview.title')}>
          <Flex vertical gap={12}>
            <Alert
              type={preview.summary.errorRows ? 'warning' : creates ? 'info' : 'success'}
              role="status"
              title={creates ? summaryLine(kind, preview, t) : t('preview.nothing')}
              description={
                <Flex vertical gap={4}>
                  {preview.summary.unchangedRows > 0 && (
                    <span>{t('preview.unchanged', { n: preview.summary.unchangedRows })}</span>
                  )}
                  {preview.summary.errorRows > 0 && (
                    <span>{t('preview.withProblems', { n: preview.summary.errorRows })}</span>
                  )}
                </Flex>
              }
            />
            {preview.summary.errorRows > 0 && (
              <Checkbox
                checked={onlyProblems}
                onChange={(checked) => {
                  setOnlyProblems(checked);
                  setPage(1);
                }}
              >
                {t('preview.onlyProblems')}
              </Checkbox>
            )}
            <ResponsiveTable<TImportRow>
              label={t('preview.label')}
              columns={columns}
              items={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
              rowKey={(row) => String(row.row)}
              rowClassName={(row) => (row.outcome === 'error' ? 'import-row-error' : '')}
              cardStyle={(row) =>
                row.outcome === 'error' ? { borderColor: 'var(--kit-error-border)' } : undefined
              }
              pagination={{
                current: page,
                pageSize: PAGE_SIZE,
                total: rows.length,
                hideOnSinglePage: true,
                showSizeChanger: false,
                onChange: setPage,
              }}
            />
            <Flex gap={8} wrap>
              <Button type="primary" disabled={!creates} onClick={apply}>
                {t('apply.button')}
              </Button>
            </Flex>
          </Flex>
        </Card>
      )}
      {confirmHolder}
    </Flex>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function summaryLine(kind: TImportKind, preview: Pick<TImportPreview, 'summary'>, t: T): string {
  const s = preview.summary;
  return kind === 'locations'
    ? t('locations.willCreate', { locations: s.locations, rooms: s.rooms, checklists: s.checklistLinks })
    : t('invites.willCreate', { invites: s.invites });
}

function resultLine(kind: TImportKind, result: TImportResult, t: T): string {
  const s = result.summary;
  return kind === 'locations'
    ? t('locations.created', { locations: s.locations, rooms: s.rooms, checklists: s.checklistLinks })
    : t('invites.created', { invites: s.invites });
}
