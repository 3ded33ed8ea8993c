import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { oneOf } from '@/shared/hooks/use-list-params';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { Button } from '@/shared/ui-kit/button';
import { PlusOutlined } from '@/shared/ui-kit/icons';
import { PageHeader } from '@/shared/ui-kit/page-header';
import { PageLoading } from '@/shared/ui-kit/page-loading';
import { Tabs } from '@/shared/ui-kit/tabs';
import { AllTasksSection } from '../components/all-tasks-section';

// The first tab comes with the page; the other two load when opened, or with the page when
// the address opens them, while the tabs above stay in place.
const RegularTasksSection = lazy(() =>
  import('../components/regular-tasks-section').then((m) => ({ default: m.RegularTasksSection })),
);
const PhotoReportsSection = lazy(() =>
  import('../components/photo-reports-section').then((m) => ({ default: m.PhotoReportsSection })),
);

const TABS = ['all', 'regular', 'photos'] as const;
type TasksTab = (typeof TABS)[number];

/** The all-tasks view, the regular tasks and the employees' photo reports (SPEC.md §2 /tasks). */
export function TasksPage() {
  const { t } = useTranslation('tasks');
  usePageTitle(t('page.title'));
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const canCreate = useCan('create_task');
  // The regular tasks are the "regular column" right; photo reports belong to those who check work.
  const canSeeRegular = useCan('read_regular_column');
  const canSeeReports = useCan('complete_task');
  const allowed = TABS.filter(
    (tab) => tab === 'all' || (tab === 'regular' && canSeeRegular) || (tab === 'photos' && canSeeReports),
  );
  const tab: TasksTab = oneOf(searchParams.get('tab'), allowed) ?? 'all';

  // Each tab has its own filters: switching starts the new one clean rather than half-applying the old.
  const switchTab = (next: string) => setSearchParams(next === 'all' ? {} : { tab: next }, { replace: true });

  const sections: Record<TasksTab, { label: string; children: ReactNode }> = {
    all: { label: t('page.tabs.all'), children: <AllTasksSection /> },
    regular: {
      label: t('page.tabs.regular'),
      children: (
        <Suspense fallback={<PageLoading />}>
          <RegularTasksSection />
        </Suspense>
      ),
    },
    photos: {
      label: t('page.tabs.photos'),
      children: (
        <Suspense fallback={<PageLoading />}>
          <PhotoReportsSection />
        </Suspense>
      ),
    },
  };

  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          canCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => navigate(tab === 'regular' ? '/tasks/new?kind=recurring' : '/tasks/new')}
            >
              {t('page.create')}
            </Button>
          )
        }
      />
      {allowed.length > 1 ? (
        <Tabs
          activeKey={tab}
          onChange={switchTab}
          // Only the open tab asks the server; a hidden one would keep polling its list.
          destroyOnHidden
          items={allowed.map((key) => ({ key, ...sections[key] }))}
        />
      ) : (
        <AllTasksSection />
      )}
    </>
  );
}
