import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirm } from '../ui-kit/confirm';

/**
 * Asks before a form with unsaved input is left: a link inside the app (the menu, a breadcrumb)
 * opens a "Leave without saving?" dialog, and a reload or a closed tab gets the browser's own
 * question. The app's router is the declarative one, which has no `useBlocker` (router.tsx), so the
 * link's click is caught before React Router's handler sees it. Render the holder in the form.
 */
export function useLeaveGuard(dirty: boolean): ReactNode {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [confirm, holder] = useConfirm();

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      confirm({
        title: t('leave.title'),
        content: t('leave.text'),
        okText: t('leave.leave'),
        cancelText: t('leave.stay'),
        okButtonProps: { danger: true },
        onOk: () => navigate(`${url.pathname}${url.search}${url.hash}`),
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capturing on the document runs before React's listener on its root, so the link does not move.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, confirm, navigate, t]);

  return holder;
}
