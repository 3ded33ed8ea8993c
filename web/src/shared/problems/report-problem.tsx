import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../hooks/use-can';
import { Button } from '../ui-kit/button';
import { Flex } from '../ui-kit/flex';
import { WarningOutlined } from '../ui-kit/icons';
import { lazyDialog } from '../ui-kit/lazy-dialog';
import { QueuedReports } from './queued-reports';

// The form (antd's) loads on the first tap: the job page a phone opens stays plain.
const ReportProblemDialog = lazyDialog(() =>
  import('./report-problem-dialog').then((m) => m.ReportProblemDialog),
);

/**
 * "Report a problem" on a job or a room, with the reports of this page still on the phone under it.
 * Shown to those with report_problem; the server also checks that they work at the location.
 */
export function ReportProblem({
  locationId,
  roomId = null,
  occurrenceId = null,
  block,
}: {
  locationId: string;
  roomId?: string | null;
  occurrenceId?: string | null;
  block?: boolean;
}) {
  const { t } = useTranslation('problems');
  const canReport = useCan('report_problem');
  const [open, setOpen] = useState(false);
  if (!canReport) return null;
  return (
    <Flex vertical gap={8}>
      <QueuedReports place={occurrenceId ? { occurrenceId } : { roomId }} />
      <Button size="middle" block={block} icon={<WarningOutlined />} onClick={() => setOpen(true)}>
        {t('report.open')}
      </Button>
      <ReportProblemDialog
        open={open}
        onClose={() => setOpen(false)}
        locationId={locationId}
        roomId={roomId}
        occurrenceId={occurrenceId}
      />
    </Flex>
  );
}
