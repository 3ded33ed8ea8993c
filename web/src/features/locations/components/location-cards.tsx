import { EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import type { TLocation } from '@cleanops/contracts';
import { Card, Flex, Pagination, type PaginationProps, Spin, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { locationKindLabel, RentalStateTag } from './location-labels';

interface LocationCardsProps {
  items: TLocation[];
  loading: boolean;
  pagination: PaginationProps;
}

/** The phone list: one card per location, the whole card opens it, the title is the link. */
export function LocationCards({ items, loading, pagination }: LocationCardsProps) {
  const { t } = useTranslation('locations');
  const { token } = theme.useToken();
  const navigate = useNavigate();

  return (
    <Spin spinning={loading}>
      <Flex vertical gap={10} role="list" aria-label={t('list.title')}>
        {items.map((location) => (
          <Card
            key={location.id}
            role="listitem"
            size="small"
            hoverable
            onClick={() => navigate(`/locations/${location.id}`)}
            styles={{ body: { padding: 14 } }}
          >
            <Flex vertical gap={6}>
              <Flex justify="space-between" align="flex-start" gap={8}>
                <Link
                  to={`/locations/${location.id}`}
                  onClick={(event) => event.stopPropagation()}
                  style={{ fontWeight: 600, fontSize: 16, overflowWrap: 'anywhere' }}
                >
                  {location.title}
                </Link>
                <RentalStateTag location={location} />
              </Flex>
              <Typography.Text type="secondary">
                {locationKindLabel(t, location)} ·{' '}
                {t(location.type === 'rental' ? 'list.roomsCount' : 'list.zonesCount', {
                  count: location.roomsCount,
                })}
              </Typography.Text>
              <Flex gap={6} align="baseline">
                <EnvironmentOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
                <Typography.Text ellipsis={{ tooltip: location.address }} style={{ minWidth: 0 }}>
                  {location.address}
                </Typography.Text>
              </Flex>
              <Flex gap={6} align="baseline">
                <TeamOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
                <Typography.Text type={location.team ? undefined : 'secondary'}>
                  {location.team?.name ?? t('list.noTeam')}
                </Typography.Text>
              </Flex>
            </Flex>
          </Card>
        ))}
      </Flex>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Pagination {...pagination} size="small" />
      </Flex>
    </Spin>
  );
}
