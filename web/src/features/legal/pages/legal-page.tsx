import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { formatDate } from '@/shared/time/format-date';
import { Button } from '@/shared/ui-kit/button';
import { Typography } from '@/shared/ui-kit/typography';

const UPDATED_AT = '2026-11-21';

/** React Router keeps the position in history.state.idx; 0 means this page opened the tab. */
function hasHistory(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && Number(state.idx) > 0;
}

interface LegalSection {
  heading: string;
  text: string;
}

/** Privacy policy and terms share one reading layout; the text lives in the `legal` namespace. */
export function LegalPage({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  const navigate = useNavigate();
  const sections = t(`${doc}.sections`, { returnObjects: true }) as LegalSection[];
  usePageTitle(t(`${doc}.title`));
  return (
    <article className="legal-page" style={{ width: '100%', maxWidth: 720 }}>
      <Button
        type="link"
        onClick={() => (hasHistory() ? navigate(-1) : navigate('/'))}
        style={{ paddingInline: 0 }}
      >
        {t('common:actions.back')}
      </Button>
      <Typography.Title level={1} style={{ fontSize: 28 }}>
        {t(`${doc}.title`)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('updated', { date: formatDate(UPDATED_AT, 'long') })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t(`${doc}.intro`)}</Typography.Paragraph>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title level={2}>{section.heading}</Typography.Title>
            <Typography.Paragraph>{section.text}</Typography.Paragraph>
          </section>
        ))}
    </article>
  );
}
