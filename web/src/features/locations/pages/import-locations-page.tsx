import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { downloadLocationsExport } from '@/shared/imports/downloads';
import { ImportPanel } from '@/shared/imports/import-panel';
import { PlainBreadcrumb } from '@/shared/ui-kit/breadcrumb';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { DownloadOutlined } from '@/shared/ui-kit/icons';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Typography } from '@/shared/ui-kit/typography';

/** /locations/import: locations and rooms from a spreadsheet, and the export in the same columns. */
export function ImportLocationsPage() {
  const { t } = useTranslation('imports');
  const { t: tLocations } = useTranslation('locations');
  usePageTitle(t('locations.title'));
  const navigate = useNavigate();
  const canExport = useCan('update_location');
  return (
    <>
      <PlainBreadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/locations">{tLocations('list.title')}</Link> },
          { title: t('locations.title') },
        ]}
      />
      <PageHeader title={t('locations.title')} />
      <Flex vertical gap={16}>
        <ImportPanel
          kind="locations"
          shown={['location', 'room', 'checklists']}
          done={
            <Button type="primary" onClick={() => navigate('/locations')}>
              {t('locations.openList')}
            </Button>
          }
        />
        {canExport && (
          <Card title={t('locations.exportTitle')}>
            <Typography.Paragraph>{t('locations.exportHint')}</Typography.Paragraph>
            <Flex gap={8} wrap>
              <Button icon={<DownloadOutlined />} onClick={() => void downloadLocationsExport('xlsx')}>
                {t('locations.exportXlsx')}
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => void downloadLocationsExport('csv')}>
                {t('locations.exportCsv')}
              </Button>
            </Flex>
          </Card>
        )}
      </Flex>
    </>
  );
}
