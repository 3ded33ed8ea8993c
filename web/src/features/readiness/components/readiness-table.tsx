import type { TReadinessRental } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/shared/hooks/use-can';
import { personName } from '@/shared/people/person-name';
import { formatDate } from '@/shared/time/format-date';
import { type ResponsiveColumn, ResponsiveTable } from '@/shared/ui-kit/responsive-table';
import { Typography } from '@/shared/ui-kit/typography';
import { dayWord, type MissingLine, missingLine } from '../model/readiness-lines';
import { ReadinessTag } from './readiness-tag';

/** An instant as "today at 14:00", "tomorrow at 14:00" or "Mon, 3 Dec, 14:00", in the location's zone. */
function useWhen(now: string) {
  const { t, i18n } = useTranslation('readiness');
  return (prefix: 'checkIn' | 'missing.checksOut', at: string, timeZone: string) => {
    const options = { language: i18n.language, timeZone };
    const word = dayWord(at, now, timeZone);
    return word === 'other'
      ? t(`${prefix}.other`, { date: formatDate(at, 'weekdayDayTime', options) })
      : t(`${prefix}.${word}`, { time: formatDate(at, 'time', options) });
  };
}

/** "blocked: no hot water", a link to the problem for those who handle problems. */
function BlockedText({ line }: { line: Extract<MissingLine, { key: 'missing.blocked' }> }) {
  const { t } = useTranslation('readiness');
  const canManage = useCan('manage_problems');
  const text =
    line.count > 1
      ? t('missing.blockedMore', { text: line.text, more: line.count - 1 })
      : t('missing.blocked', { text: line.text });
  return canManage ? (
    <Link to={`/problems/${line.problemId}`} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Link>
  ) : (
    <span style={{ overflowWrap: 'anywhere' }}>{text}</span>
  );
}

function MissingText({ line, now, timeZone }: { line: MissingLine; now: string; timeZone: string }) {
  const { t, i18n } = useTranslation('readiness');
  const when = useWhen(now);
  switch (line.key) {
    case 'missing.blocked':
      return <BlockedText line={line} />;
    case 'missing.blockedUnknown':
      return <>{t('missing.blockedUnknown')}</>;
    case 'missing.checksOut':
      return <>{when('missing.checksOut', line.at, timeZone)}</>;
    case 'missing.inspection':
      return (
        <>
          {line.items.length > 0
            ? t('missing.inspection', { items: line.items.join(', ') })
            : t('missing.inspectionNoItems')}
        </>
      );
    case 'missing.cleaning':
      return (
        <>
          {line.startedBy
            ? t('missing.cleaning', { name: personName(line.startedBy) })
            : t('missing.cleaningNoName')}
        </>
      );
    case 'missing.notStarted': {
      if (!line.dueAt) return <>{t('missing.notStartedNoDue')}</>;
      // A job due later today needs only its time; one due another day needs its date too.
      const style = dayWord(line.dueAt, now, timeZone) === 'today' ? 'time' : 'dayTime';
      const due = formatDate(line.dueAt, style, { language: i18n.language, timeZone });
      return <>{t('missing.notStarted', { due })}</>;
    }
    case 'missing.noJob':
      return <>{t('missing.noJob')}</>;
    case 'missing.awaitingInspection':
      return <>{t('missing.awaitingInspection')}</>;
  }
}

/**
 * The rentals in the server's order (next check-in first): a table on a desk, a card per rental on a
 * phone, each with its state, its next check-in and, in words, what keeps it from being ready.
 */
export function ReadinessTable({
  items,
  now,
  loading,
}: {
  items: TReadinessRental[];
  now: string;
  loading: boolean;
}) {
  const { t } = useTranslation('readiness');
  const when = useWhen(now);

  const columns: ResponsiveColumn<TReadinessRental>[] = [
    {
      key: 'rental',
      title: t('columns.rental'),
      card: 'title',
      render: (_, rental) => (
        <Link to={`/locations/${rental.location.id}`} style={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {rental.location.title}
        </Link>
      ),
    },
    {
      key: 'state',
      title: t('columns.state'),
      card: 'aside',
      render: (_, rental) => <ReadinessTag state={rental.state} />,
    },
    {
      key: 'checkIn',
      title: t('columns.checkIn'),
      render: (_, rental) =>
        rental.nextStay ? (
          when('checkIn', rental.nextStay.checkInAt, rental.location.timezone)
        ) : (
          <Typography.Text type="secondary">{t('checkIn.none')}</Typography.Text>
        ),
    },
    {
      key: 'missing',
      title: t('columns.missing'),
      render: (_, rental) => {
        const line = missingLine(rental);
        return line ? <MissingText line={line} now={now} timeZone={rental.location.timezone} /> : null;
      },
    },
  ];

  return (
    <ResponsiveTable<TReadinessRental>
      rowKey={(rental) => rental.location.id}
      label={t('page.title')}
      columns={columns}
      items={items}
      loading={loading}
      pagination={false}
    />
  );
}
