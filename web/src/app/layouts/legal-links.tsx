import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function LegalLinks() {
  const { t } = useTranslation('layout');
  return (
    <Flex gap={16} wrap justify="center" style={{ fontSize: 13 }}>
      <Link to="/privacy">{t('links.privacy')}</Link>
      <Link to="/terms">{t('links.terms')}</Link>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        © {new Date().getFullYear()} CleanOps
      </Typography.Text>
    </Flex>
  );
}
