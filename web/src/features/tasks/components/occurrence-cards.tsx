import type { TOccurrence } from '@cleanops/contracts';
import { Card, Flex, Pagination, type PaginationProps, Spin, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobPath } from './occurrences-table';
import {
  AssignedText,
  FinishedText,
  KindTag,
  PlaceText,
  RegularText,
  StateTag,
  TaskTitle,
  WhenText,
} from './task-labels';

interface OccurrenceCardsProps {
  items: TOccurrence[];
  loading: boolean;
  pagination: PaginationProps;
  showRegular: boolean;
  viewerZone: string;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={8} align="baseline">
      <Typography.Text type="secondary" style={{ flex: '0 0 96px', fontSize: 13 }}>
        {label}
      </Typography.Text>
      <div style={{ minWidth: 0, flex: 1 }}>{children}</div>
    </Flex>
  );
}

/** The phone list: a card per job with the table's facts, labelled; the title opens the job. */
export function OccurrenceCards({
  items,
  loading,
  pagination,
  showRegular,
  viewerZone,
}: OccurrenceCardsProps) {
  const { t } = useTranslation('tasks');
  const { token } = theme.useToken();
  return (
    <Spin spinning={loading}>
      <Flex vertical gap={10} role="list" aria-label={t('list.label')}>
        {items.map((job) => (
          <Card
            key={job.id}
            role="listitem"
            size="small"
            styles={{ body: { padding: 14 } }}
            style={job.emergency ? { borderInlineStart: `3px solid ${token.colorError}` } : undefined}
          >
            <Flex vertical gap={10}>
              <TaskTitle
                emergency={job.emergency}
                type={job.type}
                title={<Link to={jobPath(job)}>{job.title}</Link>}
              />
              <Flex wrap gap={4}>
                <KindTag kind={job.kind} />
                <StateTag state={job.state} />
              </Flex>
              <Flex vertical gap={6}>
                <Fact label={t('list.columns.when')}>
                  <WhenText
                    startsAt={job.startsAt}
                    dueAt={job.dueAt}
                    zone={job.location.timezone}
                    viewerZone={viewerZone}
                  />
                </Fact>
                <Fact label={t('list.columns.place')}>
                  <PlaceText location={job.location} rooms={job.rooms} />
                </Fact>
                <Fact label={t('list.columns.assigned')}>
                  <AssignedText team={job.team} assignees={job.assignees} pickedBy={job.pickedBy} />
                </Fact>
                {showRegular && job.schedule && (
                  <Fact label={t('list.columns.regular')}>
                    <RegularText schedule={job.schedule} />
                  </Fact>
                )}
                {job.finishedAt && (
                  <Fact label={t('list.columns.finished')}>
                    <FinishedText
                      finishedBy={job.finishedBy}
                      finishedAt={job.finishedAt}
                      zone={job.location.timezone}
                    />
                  </Fact>
                )}
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Pagination {...pagination} size="small" />
      </Flex>
    </Spin>
  );
}
