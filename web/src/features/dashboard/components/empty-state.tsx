import { useTranslation } from 'react-i18next';
import { PlainEmpty } from '@/shared/ui-kit/empty';

/** A dashboard list with nothing in it: the image named as antd named it ("No data"), the text under it. */
export function EmptyState({ text }: { text: string }) {
  const { t } = useTranslation('dashboard');
  return <PlainEmpty description={text} imageLabel={t('empty.image')} padding={0} />;
}
