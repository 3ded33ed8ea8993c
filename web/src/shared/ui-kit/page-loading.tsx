import { useTranslation } from 'react-i18next';

/**
 * The content area while a page's code and texts load: the frame around it stays, the
 * area keeps a page's height so nothing below jumps, and a screen reader hears "Loading". Plain
 * elements: the sign-in pages show it too, before any antd has loaded.
 */
export function PageLoading({ label, compact = false }: { label?: string; compact?: boolean }) {
  // Never waits for texts itself: `common` is loaded at start, and the label has a fallback.
  const { t } = useTranslation('common', { useSuspense: false });
  const text = label ?? t('loading', { defaultValue: 'Loading…' });
  // `compact`: a part of a page (a job's step) rather than its content area, a line high.
  return compact ? (
    <div
      role="status"
      aria-label={text}
      aria-busy
      style={{ display: 'flex', alignItems: 'center', minHeight: 32 }}
    >
      <span className="pui-spinner" aria-hidden="true" />
    </div>
  ) : (
    <div role="status" aria-label={text} aria-busy className="pui-center">
      <span className="pui-spinner" data-size="large" aria-hidden="true" />
    </div>
  );
}
