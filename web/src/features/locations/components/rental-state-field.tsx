import type { TRentalState } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from '@/shared/ui-kit/form';
import { CheckCircleOutlined, ClearOutlined } from '@/shared/ui-kit/icons';
import type { LocationFormValues } from '../model/location-form';
import { ChoiceCards } from './choice-cards';

/** Step 4 for a rental: is it ready for guests now, or waiting for a cleaning? */
export function RentalStateField() {
  const { t } = useTranslation('locations');
  return (
    <Form.Item<LocationFormValues> name="state" label={t('fields.state')}>
      <ChoiceCards<TRentalState>
        aria-label={t('fields.state')}
        choices={[
          {
            value: 'clean',
            icon: <CheckCircleOutlined />,
            title: t('states.clean'),
            description: t('states.cleanHint'),
          },
          {
            value: 'dirty',
            icon: <ClearOutlined />,
            title: t('states.dirty'),
            description: t('states.dirtyHint'),
          },
        ]}
      />
    </Form.Item>
  );
}
