import type { TComplaint } from '@cleanops/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { useLocationChoices } from '@/shared/api/choices';
import { useCan } from '@/shared/hooks/use-can';
import { PAGE_SIZES } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Flex } from '@/shared/ui-kit/flex';
import { useBreakpoint } from '@/shared/ui-kit/grid';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { LazyPagination } from '@/shared/ui-kit/lazy-pagination';
import { ListState } from '@/shared/ui-kit/list-state';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { Spin } from '@/shared/ui-kit/spin';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import { useDeleteComplaint } from '../api/delete-complaint';
import { useComplaints } from '../api/get-complaints';
import { ComplaintCard } from '../components/complaint-card';
import { ComplaintsToolbar } from '../components/complaints-toolbar';
import { useComplaintListParams } from '../hooks/use-complaint-list-params';

// Its dialogs open on a click: their code loads once the page has painted.
const AddReviewModal = lazyDialog(() =>
  import('../components/add-review-modal').then((m) => m.AddReviewModal),
);
const ConvertComplaintModal = lazyDialog(() =>
  import('../components/convert-complaint-modal').then((m) => m.ConvertComplaintModal),
);

/** Cards fill the width in columns of at least 340 px; a phone at 390 px gets one column. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  gap: 16,
  alignItems: 'stretch',
} as const;

/** /complaints: guests' reviews and complaints, for all locations or one location or room (SPEC.md §3 Complaint). */
export function ComplaintsPage() {
  const { t } = useTranslation('complaints');
  usePageTitle(t('page.title'));
  const screens = useBreakpoint();
  const [askToConfirm, confirmHolder] = useConfirm();
  // Converting needs create_task; deleting and typing in a review, update_location.
  const canConvert = useCan('create_task');
  const canManage = useCan('update_location');
  const { params, query, update, filtered } = useComplaintListParams();
  const complaints = useComplaints(query);
  const locations = useLocationChoices();
  const remove = useDeleteComplaint();
  const data = complaints.data;
  /** The complaint stays while the modal fades out, so its content does not vanish mid-animation. */
  const [converting, setConverting] = useState<{ open: boolean; complaint: TComplaint | null }>({
    open: false,
    complaint: null,
  });
  const [addingReview, setAddingReview] = useState(false);
  const convertLocation = locations.data?.items.find((item) => item.id === converting.complaint?.location.id);

  // A page past the end (complaints deleted meanwhile, an old link) moves to the last page that has some.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / params.pageSize)) : 1;
  useEffect(() => {
    if (data && data.items.length === 0 && params.page > lastPage) update({ page: lastPage });
  }, [data, params.page, lastPage, update]);

  const clearFilters = () =>
    update({
      ratingFrom: 0,
      source: undefined,
      locationId: undefined,
      roomId: undefined,
      from: undefined,
      to: undefined,
    });

  const confirmDelete = (complaint: TComplaint) =>
    askToConfirm({
      title: t('delete.confirmTitle'),
      content: complaint.task ? t('delete.confirmTextConverted') : t('delete.confirmText'),
      okText: t('delete.confirm'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove.mutateAsync(complaint.id).then(
          () => toast.success(t('delete.done')),
          (error: unknown) => {
            const reason = isApiError(error) ? error.serverMessage : null;
            // SPEC.md §8: the catalogue's text, then the server's reason when it gave one.
            toast.error(reason ? t('delete.failedWithReason', { reason }) : t('delete.failed'));
          },
        ),
    });

  const body = () => {
    if (complaints.isPending) {
      return <ListState state="loading" cards={4} rows={4} />;
    }
    if (complaints.isError && !data) {
      return (
        <ListState
          state="error"
          title={t('page.loadFailed')}
          onRetry={() => void complaints.refetch()}
          retrying={complaints.isFetching}
        />
      );
    }
    if (!data || data.total === 0) {
      return filtered ? (
        <Card>
          <ListState state="empty" description={t('page.noMatches')}>
            <Button onClick={clearFilters}>{t('filters.clear')}</Button>
          </ListState>
        </Card>
      ) : (
        <Card>
          <ListState
            state="empty"
            description={
              <>
                <strong>{t('page.emptyTitle')}</strong>
                <br />
                {t('page.emptyHint')}
              </>
            }
          >
            {canManage && (
              <Button icon={<PlusOutlined />} onClick={() => setAddingReview(true)}>
                {t('page.addReview')}
              </Button>
            )}
          </ListState>
        </Card>
      );
    }
    return (
      <Spin spinning={complaints.isFetching && complaints.isPlaceholderData}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }} aria-live="polite">
          {t('page.count', { count: data.total })}
        </Typography.Paragraph>
        <ul style={{ ...GRID, listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('page.list')}>
          {data.items.map((complaint) => (
            <li key={complaint.id} style={{ minWidth: 0 }}>
              <ComplaintCard
                complaint={complaint}
                onConvert={canConvert ? () => setConverting({ open: true, complaint }) : undefined}
                onDelete={canManage ? () => confirmDelete(complaint) : undefined}
              />
            </li>
          ))}
        </ul>
        <Flex justify="center" style={{ marginTop: 20 }}>
          <LazyPagination
            current={params.page}
            pageSize={params.pageSize}
            total={data.total}
            hideOnSinglePage={data.total <= PAGE_SIZES[0]}
            showSizeChanger
            pageSizeOptions={PAGE_SIZES.map(String)}
            size={screens.md ? 'medium' : 'small'}
            onChange={(page, pageSize) =>
              update(pageSize === params.pageSize ? { page } : { pageSize, page: 1 })
            }
          />
        </Flex>
      </Spin>
    );
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAddingReview(true)}>
              {t('page.addReview')}
            </Button>
          )
        }
      />
      {confirmHolder}
      <ComplaintsToolbar params={params} update={update} filtered={filtered} onClear={clearFilters} />
      {body()}
      {canConvert && (
        <ConvertComplaintModal
          open={converting.open}
          complaint={converting.complaint}
          location={convertLocation}
          onClose={() => setConverting((current) => ({ ...current, open: false }))}
        />
      )}
      {canManage && (
        <AddReviewModal
          open={addingReview}
          locationId={params.locationId}
          roomId={params.roomId}
          onClose={() => setAddingReview(false)}
        />
      )}
    </>
  );
}
