import type { TContractorLink, TProblem } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { PhotoPreviewGroup, PhotoThumbnail } from '@/shared/files/photo-thumbnail';
import { useCan } from '@/shared/hooks/use-can';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { personName } from '@/shared/people/person-name';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Card } from '@/shared/ui-kit/card';
import { Flex } from '@/shared/ui-kit/flex';
import { ArrowLeftOutlined } from '@/shared/ui-kit/icons';
import { Skeleton } from '@/shared/ui-kit/skeleton';
import { StatusResult } from '@/shared/ui-kit/status-result';
import { Typography } from '@/shared/ui-kit/typography';
import { useProblem } from '../api/get-problem';
import { ProblemActions } from '../components/problem-actions';
import { ProblemStateTag, SeverityTag } from '../components/problem-tags';
import { ProblemTimeline } from '../components/problem-timeline';
import '../problems.css';

const THUMB = 120;

function ContractorCard({ link }: { link: TContractorLink }) {
  const { t, i18n } = useTranslation('problems');
  const when = (at: string) => formatDate(at, 'dayTime', { language: i18n.language });
  return (
    <Card size="small" title={t('contractor.card')}>
      <Flex vertical gap={4}>
        <Typography.Text strong>{link.name}</Typography.Text>
        <Typography.Text>
          {t(`channel.${link.channel}`)}: {link.address}
        </Typography.Text>
        <Typography.Text data-testid="contractor-link-status">
          {t(`link.${link.status}`, { date: when(link.expiresAt) })}
        </Typography.Text>
        {link.openedAt && (
          <Typography.Text type="secondary">
            {t('link.opened', { date: when(link.openedAt) })}
          </Typography.Text>
        )}
        {link.accessNotes && (
          <Typography.Text type="secondary" className="problem-text">
            {t('contractor.accessNotes')}: {link.accessNotes}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

function ProblemView({ problem }: { problem: TProblem }) {
  const { t, i18n } = useTranslation('problems');
  usePageTitle(t('problem.title', { kind: t(`kind.${problem.kind}`) }));
  // A reporter or assignee reads the problem here; its steps are for those who manage problems.
  const canManage = useCan('manage_problems');
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={8}>
        <Flex wrap gap={8} align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t(`kind.${problem.kind}`)}
          </Typography.Title>
          <ProblemStateTag state={problem.state} />
          <SeverityTag severity={problem.severity} />
        </Flex>
        <Typography.Text type="secondary">
          <Link to={`/locations/${problem.location.id}`}>{problem.location.title}</Link>
          {problem.room && ` · ${problem.room.name}`}
          {' · '}
          {t('problem.reportedBy', {
            name: problem.reporter ? personName(problem.reporter) : t('timeline.someone'),
            date: formatDate(problem.createdAt, 'dayTime', { language: i18n.language }),
          })}
        </Typography.Text>
        {problem.assignee && (
          <Typography.Text>{t('problem.assignee', { name: personName(problem.assignee) })}</Typography.Text>
        )}
        {problem.state === 'wont_fix' && problem.reason && (
          <Typography.Text>{t('problem.reason', { reason: problem.reason })}</Typography.Text>
        )}
      </Flex>
      {canManage && <ProblemActions problem={problem} />}
      <Card>
        <Typography.Paragraph className="problem-text" style={{ marginTop: 0 }}>
          {problem.text}
        </Typography.Paragraph>
        {problem.photos.length > 0 && (
          <PhotoPreviewGroup>
            <ul className="problem-photos" aria-label={t('fields.photos')}>
              {problem.photos.map((photo) => (
                <li key={photo.id}>
                  <PhotoThumbnail photo={photo} alt={photo.name} size={THUMB} />
                </li>
              ))}
            </ul>
          </PhotoPreviewGroup>
        )}
      </Card>
      {problem.contractorLink && <ContractorCard link={problem.contractorLink} />}
      <Card title={t('timeline.title')}>
        <ProblemTimeline events={problem.events} />
      </Card>
    </Flex>
  );
}

/** /problems/:problemId: one problem, its photos and timeline, and the steps its state allows. */
export function ProblemPage() {
  const { t } = useTranslation('problems');
  const navigate = useNavigate();
  const { problemId = '' } = useParams();
  const query = useProblem(problemId);
  const canList = useCan('manage_problems');
  const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);

  let body: React.ReactNode;
  if (missing) {
    body = (
      <StatusResult
        status="404"
        title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('problem.notFound')}</h1>}
        extra={
          <Button type="primary" onClick={() => navigate(canList ? '/problems' : '/')}>
            {canList ? t('problem.backToList') : t('problem.back')}
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = <Skeleton title="50%" rows={6} />;
  } else if (!query.data) {
    body = (
      <StatusResult
        status="warning"
        title={t('problem.loadFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  } else {
    body = <ProblemView key={query.data.id} problem={query.data} />;
  }
  return (
    <Flex vertical gap={8} style={{ maxWidth: 900, width: '100%' }}>
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => (canList ? navigate('/problems') : navigate(-1))}
        style={{ paddingInline: 0, alignSelf: 'flex-start' }}
      >
        {canList ? t('problem.backToList') : t('problem.back')}
      </Button>
      {body}
    </Flex>
  );
}
