import { useTranslation } from 'react-i18next';
import { type CsvColumn, csvFileName, csvFormatFor, downloadCsv } from '@/shared/csv/to-csv';
import { Button } from '@/shared/ui-kit/button';
import { DownloadOutlined } from '@/shared/ui-kit/icons';

/** Saves a table as CSV: the columns as shown, translated headers, the language's separators (to-csv.ts). */
export function ExportButton<T>({
  name,
  columns,
  rows,
}: {
  /** Parts of the file name (the table's name, the range). */
  name: string[];
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
}) {
  const { t, i18n } = useTranslation('analytics');
  return (
    <Button
      icon={<DownloadOutlined />}
      disabled={rows.length === 0}
      onClick={() => downloadCsv(csvFileName(...name), columns, rows, csvFormatFor(i18n.language))}
    >
      {t('export.csv')}
    </Button>
  );
}
