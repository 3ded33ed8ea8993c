import type { TInspectionResult, TOccurrenceDetail } from '@cleanops/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/shared/api/api-error';
import { Flex } from '@/shared/ui-kit/flex';
import { toast } from '@/shared/ui-kit/toast';
import { useFinish } from '../api/job-flow';
import { answeredOnDevice, tellInspectionOutcome } from '../api/offline-steps';
import { jobSteps, type TJobStep, unscannedRooms } from '../model/job-steps';
import { type MissingSteps, missingSteps } from '../model/missing-fields';
import { ChecklistStep } from './checklist-step';
import { FinishStep } from './finish-step';
import { InspectionChecklist, InspectStep, LearnStep, PhotoStep, ScanStep } from './lazy-steps';
import { PickStep, StartStep } from './pick-start-steps';
import { StepCard } from './step-card';

/**
 * The job as the steps a cleaner goes through, each with its state. What the finish needs besides
 * the steps (pass/fail, the comment) lives here until it is sent, so a refused finish loses nothing.
 */
export function JobStepsView({
  job,
  onTaken,
}: {
  job: TOccurrenceDetail;
  onTaken: (message: string) => void;
}) {
  const { t } = useTranslation('jobs');
  const finish = useFinish(job.id);
  const [result, setResult] = useState<TInspectionResult | null>(job.result);
  const [comment, setComment] = useState(job.comment ?? '');
  const [missing, setMissing] = useState<MissingSteps>({ byStep: {}, other: [] });
  const [refused, setRefused] = useState<{ message: string; named: number } | null>(null);

  const started = job.startedAt !== null;
  const actionable = job.can.work && started && job.state !== 'completed';
  const steps = jobSteps(job, result, missing.byStep);
  // What the refusal named and is still missing: an item fixed since drops out of the list.
  const stillMissing = [
    ...steps.flatMap((step) => (step.status === 'missing' && step.message ? [step.message] : [])),
    ...missing.other,
  ];
  const refusal =
    refused && (stillMissing.length > 0 || refused.named === 0)
      ? { message: refused.message, items: stillMissing }
      : null;

  const submit = () => {
    setRefused(null);
    // mutateAsync, not mutate's callbacks: the finished job replaces these steps with the report,
    // and callbacks of an unmounted observer would not run.
    finish
      .mutateAsync({ comment: comment.trim() || null, result: job.type === 'inspect' ? result : null })
      .then(
        (finished) => {
          // An inspection says how it went (a failure has already made its re-clean job); a finish
          // queued on the device is told when the queue sends it.
          const told = finished && !answeredOnDevice(finished) && tellInspectionOutcome(finished);
          if (!told) toast.success(t('steps.finish.finished'));
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        (error: unknown) => {
          if (!isApiError(error) || error.code !== 'occurrence_incomplete') return;
          setMissing(missingSteps(error.fields));
          setRefused({
            message: error.serverMessage ?? t('steps.finish.incomplete'),
            named: error.fields.length,
          });
        },
      );
  };

  const titles: Record<TJobStep, string> = {
    pick: t('steps.pick.title'),
    start: t('steps.start.title'),
    scan: t('steps.scan.title'),
    photosBefore: t('steps.photosBefore.title'),
    learn: t('steps.learn.title'),
    checklist: t('steps.checklist.title'),
    inspect: t('steps.inspect.title'),
    photosAfter: job.photosAfter ? t('steps.photosAfter.title') : t('steps.photos.title'),
    finish: job.type === 'learn' ? t('steps.finish.titleLearn') : t('steps.finish.title'),
  };

  // What the finish still waits for, named as the steps are (the rooms left to scan by name), and the
  // report when the location asks for one.
  const outstanding = [
    ...steps.flatMap((step) => {
      if (step.status === 'done' || ['pick', 'start', 'learn', 'finish'].includes(step.key)) return [];
      if (step.key !== 'scan') return [titles[step.key]];
      return [
        `${titles.scan}: ${unscannedRooms(job)
          .map((room) => room.name)
          .join(', ')}`,
      ];
    }),
    ...(job.requireReport && !comment.trim() ? [t('steps.finish.reportNeeded')] : []),
  ];

  const content = (key: TJobStep): ReactNode => {
    const waiting = !started && key !== 'learn' && key !== 'checklist' && key !== 'finish' && (
      <span style={{ opacity: 0.75 }}>{t('steps.waitingHint')}</span>
    );
    switch (key) {
      case 'pick':
        return <PickStep job={job} onTaken={onTaken} />;
      case 'start':
        return <StartStep job={job} onTaken={onTaken} />;
      case 'scan':
        return waiting || <ScanStep job={job} actionable={actionable} />;
      case 'photosBefore':
        return waiting || <PhotoStep job={job} phase="before" actionable={actionable} />;
      case 'learn':
        return <LearnStep job={job} />;
      case 'checklist':
        return job.type === 'inspect' ? (
          <InspectionChecklist job={job} actionable={actionable} />
        ) : (
          <ChecklistStep job={job} actionable={actionable} />
        );
      case 'inspect':
        return <InspectStep value={result} onChange={setResult} disabled={!actionable} />;
      case 'photosAfter':
        return waiting || <PhotoStep job={job} phase="after" actionable={actionable} />;
      case 'finish':
        return (
          <FinishStep
            job={job}
            actionable={actionable}
            comment={comment}
            onComment={setComment}
            outstanding={outstanding}
            refusal={refusal}
            finishing={finish.isPending}
            onFinish={submit}
          />
        );
    }
  };

  return (
    <Flex vertical gap={12}>
      {steps.map((step, index) => (
        <StepCard key={step.key} step={step} index={index + 1} title={titles[step.key]}>
          {content(step.key)}
        </StepCard>
      ))}
    </Flex>
  );
}
