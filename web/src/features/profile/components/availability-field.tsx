import { DEFAULT_UNAVAILABLE_DAYS, type TProfile } from '@cleanops/contracts';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useUpdateProfile } from '@/shared/session/update-profile';
import { formatDate, pickerFormat } from '@/shared/time/format-date';
import { Flex } from '@/shared/ui-kit/flex';
import { DatePicker } from '@/shared/ui-kit/lazy-controls';
import { Switch } from '@/shared/ui-kit/switch';
import { Typography } from '@/shared/ui-kit/typography';

/** SPEC.md §4: on clears the date; off sets it 7 days ahead, and the date can then be changed. */
export function AvailabilityField({ user }: { user: TProfile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const until = user.unavailableDate ? dayjs(user.unavailableDate) : null;

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={12}>
        <Flex vertical>
          <Typography.Text id="availability-label">{t('availability.label')}</Typography.Text>
          <Typography.Text type={user.available ? 'success' : 'warning'} style={{ fontSize: 12 }}>
            {user.available || !until
              ? t('availability.available')
              : t('availability.unavailableTill', { date: formatDate(until, 'dateTime') })}
          </Typography.Text>
        </Flex>
        <Switch
          aria-labelledby="availability-label"
          checked={user.available}
          loading={update.isPending}
          onChange={(available) =>
            update.mutate(
              available
                ? { available: true, unavailableDate: null }
                : {
                    available: false,
                    unavailableDate: dayjs().add(DEFAULT_UNAVAILABLE_DAYS, 'day').toISOString(),
                  },
            )
          }
        />
      </Flex>
      {!user.available && (
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={pickerFormat('dateTime')}
          value={until}
          allowClear={false}
          aria-label={t('availability.until')}
          disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          onChange={(value) => value && update.mutate({ unavailableDate: value.toISOString() })}
          style={{ width: '100%' }}
        />
      )}
    </Flex>
  );
}
