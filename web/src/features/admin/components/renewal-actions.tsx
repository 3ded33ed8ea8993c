import type { TAdminRenewal } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/shared/hooks/use-can';
import { Button } from '@/shared/ui-kit/button';
import { Flex } from '@/shared/ui-kit/flex';
import { lazyDialog } from '@/shared/ui-kit/lazy-dialog';

const GrantRenewalModal = lazyDialog(() => import('./renewal-dialogs').then((m) => m.GrantRenewalModal));
const DeclineRenewalModal = lazyDialog(() => import('./renewal-dialogs').then((m) => m.DeclineRenewalModal));

/**
 * Grant or decline a waiting renewal request (DECISIONS.md §11). Two admins answering at once: the
 * second gets a refusal (409) and the list shows the first one's answer.
 */
export function RenewalActions({ renewal }: { renewal: TAdminRenewal }) {
  const { t } = useTranslation('admin');
  const can = useCan('create_custom_subscription');
  const [open, setOpen] = useState<'grant' | 'decline' | null>(null);
  if (!can || renewal.status !== 'waiting') return null;
  return (
    <Flex wrap gap={4}>
      <Button size="small" type="primary" onClick={() => setOpen('grant')}>
        {t('renewals.grant')}
      </Button>
      <Button size="small" onClick={() => setOpen('decline')}>
        {t('renewals.decline')}
      </Button>
      {open === 'grant' && <GrantRenewalModal renewal={renewal} onClose={() => setOpen(null)} />}
      {open === 'decline' && <DeclineRenewalModal renewal={renewal} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
