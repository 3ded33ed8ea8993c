import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Plain elements: the sign-in pages' footer carries no antd. */
export function LegalLinks() {
  const { t } = useTranslation('layout');
  return (
    <div
      className="pui"
      style={{ display: 'flex', gap: 16, flexWrap: 'wrap', justifyContent: 'center', fontSize: 13 }}
    >
      <Link to="/privacy">{t('links.privacy')}</Link>
      <Link to="/terms">{t('links.terms')}</Link>
      <span style={{ color: 'var(--kit-text-secondary)' }}>© {new Date().getFullYear()} CleanOps</span>
    </div>
  );
}
