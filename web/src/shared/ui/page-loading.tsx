import { useTranslation } from 'react-i18next';

/**
 * The content area while a page's code and texts load (issue 13): the frame around it stays, the
 * area keeps a page's height so nothing below jumps, and a screen reader hears "Loading". Plain
 * elements: the sign-in pages show it too, before any antd has loaded.
 */
export function PageLoading({ label }: { label?: string }) {
  // Never waits for texts itself: `common` is loaded at start, and the label has a fallback.
  const { t } = useTranslation('common', { useSuspense: false });
  const text = label ?? t('loading', { defaultValue: 'Loading…' });
  return (
    <div role="status" aria-label={text} aria-busy className="pui-center">
      <span className="pui-spinner" data-size="large" aria-hidden="true" />
    </div>
  );
}
