import type { TPhotoReport, TStoredFile } from '@cleanops/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { useCan } from '@/shared/hooks/use-can';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import { personName } from '@/shared/people/person-option';
import { taskTitle } from '@/shared/tasks/task-title';
import { formatDate } from '@/shared/time/format-date';
import { dayjs } from '@/shared/time/zoned-time';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { EnvironmentOutlined, UserOutlined } from '@/shared/ui-kit/icons';
import { ListState } from '@/shared/ui-kit/list-state';
import { Pagination } from '@/shared/ui-kit/pagination';
import { Spin } from '@/shared/ui-kit/spin';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { usePhotoReports } from '../api/get-photo-reports';
import { usePhotoReportParams } from '../hooks/use-photo-report-params';
import { groupReports } from '../model/report-groups';
import { DateRangeFilter, EmployeesFilter, LocationFilter } from './filter-fields';

const THUMB = 104;

function PhotoStrip({ label, photos, title }: { label: string; photos: TStoredFile[]; title: string }) {
  const { t } = useTranslation('tasks');
  const { token } = useToken();
  return (
    <Flex vertical gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 600, textTransform: 'uppercase' }}>
        {label}
      </Typography.Text>
      {photos.length === 0 ? (
        <Flex
          align="center"
          justify="center"
          style={{
            height: THUMB,
            borderRadius: token.borderRadius,
            border: `1px dashed ${token.colorBorder}`,
            color: token.colorTextTertiary,
          }}
        >
          {t('photos.noPhotos')}
        </Flex>
      ) : (
        <Flex wrap gap={6}>
          {photos.map((photo, index) => (
            <PhotoThumbnail
              key={photo.id}
              photo={photo}
              alt={t('photos.photoAlt', { phase: label, number: index + 1, title })}
              size={THUMB}
              style={{ borderRadius: token.borderRadiusSM }}
            />
          ))}
        </Flex>
      )}
    </Flex>
  );
}

function ReportCard({ report }: { report: TPhotoReport }) {
  const { t } = useTranslation('tasks');
  const title = taskTitle(report, t);
  return (
    <Card size="small" styles={{ body: { padding: 14 } }}>
      <Flex vertical gap={10}>
        <Flex wrap justify="space-between" align="baseline" gap={8}>
          <Link
            to={`/tasks/jobs/${report.occurrenceId}`}
            style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Link>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('photos.finishedAt', { time: formatDate(report.finishedAt, 'time') })}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          <EnvironmentOutlined /> {report.location.title}
          {report.rooms.length > 0 && ` · ${report.rooms.map((room) => room.name).join(', ')}`}
        </Typography.Text>
        {/* Before and after side by side (stacked on a narrow phone); a click opens the photo large. */}
        <PhotoPreviewGroup>
          <Flex wrap gap={12}>
            <PhotoStrip label={t('photos.before')} photos={report.before} title={title} />
            <PhotoStrip label={t('photos.after')} photos={report.after} title={title} />
          </Flex>
        </PhotoPreviewGroup>
      </Flex>
    </Card>
  );
}

/** Finished jobs with their before and after photos, by day and then by employee (SPEC.md §2 /tasks). */
export function PhotoReportsSection() {
  const { t } = useTranslation('tasks');
  const screens = useBreakpoint();
  const { token } = useToken();
  const canSeeEmployees = useCan('get_employees');
  const { params, query, update } = usePhotoReportParams();
  const reports = usePhotoReports(query);
  const data = reports.data;

  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

  const field = (width: number) => (screens.sm ? { width } : ({ flex: '1 1 100%', minWidth: 0 } as const));

  const toolbar = (
    <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('filters.label')}>
      <DateRangeFilter
        direction="back"
        from={params.from}
        to={params.to}
        onChange={(range) => update(range)}
        style={field(260)}
      />
      {canSeeEmployees && (
        <EmployeesFilter
          multiple={false}
          value={params.employee ? [params.employee] : []}
          onChange={([employee]) => update({ employee })}
          style={field(240)}
        />
      )}
      <LocationFilter
        value={params.locationId}
        onChange={(locationId) => update({ locationId })}
        style={field(200)}
      />
    </Flex>
  );

  const body = () => {
    if (reports.isPending) return <ListState state="loading" rows={6} />;
    if (reports.isError && !data) {
      return (
        <ListState
          state="error"
          title={t('photos.loadFailed')}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      );
    }
    if (!data || data.total === 0) {
      return (
        <ListState
          state="empty"
          description={
            <>
              <strong>{t('photos.emptyTitle')}</strong>
              <br />
              {t('photos.emptyHint')}
            </>
          }
        />
      );
    }
    const days = groupReports(data.items, (iso) => dayjs(iso).format('YYYY-MM-DD'));
    return (
      <Spin spinning={reports.isFetching && reports.isPlaceholderData}>
        <Flex vertical gap={24}>
          {days.map((day) => (
            <section key={day.date} aria-labelledby={`reports-${day.date}`}>
              <Typography.Title
                level={2}
                id={`reports-${day.date}`}
                style={{
                  fontSize: 17,
                  margin: 0,
                  paddingBottom: 8,
                  marginBottom: 12,
                  borderBottom: `1px solid ${token.colorSplit}`,
                }}
              >
                {formatDate(dayjs(day.date), 'full')}
              </Typography.Title>
              <Flex vertical gap={16}>
                {day.employees.map((group) => {
                  const name = group.employee ? personName(group.employee) : t('photos.noEmployee');
                  return (
                    <Flex vertical gap={8} key={group.key}>
                      <Flex align="center" gap={8}>
                        <UserOutlined />
                        <Typography.Text strong>{name}</Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                          {t('photos.reports', { count: group.reports.length })}
                        </Typography.Text>
                      </Flex>
                      <ul
                        aria-label={`${name} · ${formatDate(dayjs(day.date), 'long')}`}
                        style={{
                          display: 'grid',
                          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 440px), 1fr))',
                          gap: 12,
                          listStyle: 'none',
                          margin: 0,
                          padding: 0,
                        }}
                      >
                        {group.reports.map((report) => (
                          <li key={report.occurrenceId} style={{ minWidth: 0 }}>
                            <ReportCard report={report} />
                          </li>
                        ))}
                      </ul>
                    </Flex>
                  );
                })}
              </Flex>
            </section>
          ))}
        </Flex>
        <Flex justify="center" style={{ marginTop: 20 }}>
          <Pagination
            current={params.page}
            pageSize={params.pageSize}
            total={data.total}
            showSizeChanger
            pageSizeOptions={PAGE_SIZES.map(String)}
            hideOnSinglePage={data.total <= PAGE_SIZES[0]}
            size={screens.md ? 'medium' : 'small'}
            onChange={(page, pageSize) =>
              pageSize === params.pageSize ? update({ page }) : update({ pageSize })
            }
          />
        </Flex>
      </Spin>
    );
  };

  const content = (
    <>
      {toolbar}
      {body()}
    </>
  );
  return screens.md ? <Card>{content}</Card> : content;
}
