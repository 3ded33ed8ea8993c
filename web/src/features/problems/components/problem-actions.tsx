import type { TProblem } from '@cleanops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';
import { Button } from '@/shared/ui-kit/button';
import { useConfirm } from '@/shared/ui-kit/confirm';
import { Flex } from '@/shared/ui-kit/flex';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';
import { toast } from '@/shared/ui-kit/toast';
import { useProblemStep } from '../api/problem-steps';
import type { ProblemDialog } from './problem-dialogs';

const ProblemDialogs = lazyDialog(() => import('./problem-dialogs').then((m) => m.ProblemDialogs));

/** Someone else moved the problem meanwhile: said in words, and the page shows it as it is now. */
const changedElsewhere = (error: ApiError) => error.status === 409 && error.code === 'problem_state';

/**
 * The steps the problem's state allows (DECISIONS.md §13): while it is open or in progress, give it
 * to a member, send it to a contractor, take back the contractor's link, resolve it or close it as
 * won't fix; once closed, reopen it (the timeline stays). Taking back a link asks first.
 */
export function ProblemActions({ problem }: { problem: TProblem }) {
  const { t } = useTranslation('problems');
  const client = useQueryClient();
  const [dialog, setDialog] = useState<ProblemDialog | null>(null);
  const [askToConfirm, confirmHolder] = useConfirm();
  const step = useProblemStep(problem.id, changedElsewhere);
  const active = problem.state === 'open' || problem.state === 'in_progress';
  const linkActive = problem.contractorLink?.status === 'active';

  const refused = (error: unknown) => {
    if ((error as ApiError)?.status === 409) {
      toast.error(t('errors.changed'));
      void client.invalidateQueries({ queryKey: queryKeys.problem(problem.id) });
    }
  };

  const revoke = () =>
    askToConfirm({
      title: t('revoke.title'),
      content: t('revoke.text', { name: problem.contractorLink?.name ?? '' }),
      okText: t('revoke.submit'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        step.mutateAsync({ kind: 'revoke' }).then(
          () => toast.success(t('revoke.done')),
          (error: unknown) => refused(error),
        ),
    });

  const reopen = () =>
    step.mutate(
      { kind: 'reopen' },
      { onSuccess: () => toast.success(t('reopen.done')), onError: (error) => refused(error) },
    );

  return (
    <>
      {confirmHolder}
      <Flex wrap gap={8}>
        {active ? (
          <>
            <Button type="primary" onClick={() => setDialog('resolve')}>
              {t('actions.resolve')}
            </Button>
            <Button onClick={() => setDialog('assign')}>
              {problem.assignee ? t('actions.reassign') : t('actions.assign')}
            </Button>
            <Button onClick={() => setDialog('contractor')}>{t('actions.contractor')}</Button>
            {linkActive && (
              <Button danger onClick={revoke}>
                {t('actions.revoke')}
              </Button>
            )}
            <Button danger onClick={() => setDialog('wont-fix')}>
              {t('actions.wontFix')}
            </Button>
          </>
        ) : (
          <Button type="primary" loading={step.isPending} onClick={reopen}>
            {t('actions.reopen')}
          </Button>
        )}
      </Flex>
      <ProblemDialogs problem={problem} open={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
