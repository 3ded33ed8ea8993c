import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';
import { CountBadge } from '@/shared/ui-kit/count-badge';
import { UserAddOutlined } from '@/shared/ui-kit/icons';
import { lazyPart } from '@/shared/ui-kit/lazy-dialog';
import { useCloseOnOutsidePress } from '@/shared/ui-kit/use-close-on-outside-press';
import { useReceivedInvites } from '../api/get-received-invites';

/** What the popover shows, loaded after the page's load: the list with its answers. */
const InvitePanel = lazyPart(() => import('./invite-panel').then((m) => m.InvitePanel), null);

/**
 * Header bell with the pending invitations addressed to me and their count; each is answered in the
 * list. The popover is plain (the frame has no antd), in antd Popover's look, under the header
 * at the screen's right so it fits a phone; Escape or a press outside closes it.
 */
export function InviteBell() {
  const { t } = useTranslation('layout');
  const invites = useReceivedInvites();
  const pending = (invites.data ?? []).filter((invite) => invite.status === 'pending');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const insidePress = useCloseOnOutsidePress(open, root, setOpen);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span ref={root} className="app-popover-anchor" {...insidePress}>
      <CountBadge count={pending.length}>
        <Button
          ref={button}
          type="text"
          shape="circle"
          size="middle"
          icon={<UserAddOutlined />}
          aria-label={t('invites.bell', { count: pending.length })}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
        />
      </CountBadge>
      {open && (
        <div role="dialog" aria-label={t('invites.title')} className="app-popover">
          <div className="app-popover-title">{t('invites.title')}</div>
          <div className="app-popover-body">
            <InvitePanel />
          </div>
        </div>
      )}
    </span>
  );
}
