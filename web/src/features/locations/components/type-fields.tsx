import { COMMERCIAL_KINDS, type TLocationType, ZLocationTypeStep } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/shared/forms/zod-rule';
import { Form } from '@/shared/ui-kit/form';
import { HomeOutlined, ShopOutlined } from '@/shared/ui-kit/icons';
import { Select } from '@/shared/ui-kit/lazy-controls';
import type { LocationFormValues } from '../model/location-form';
import { ChoiceCards } from './choice-cards';

/** Step 1 of the wizard, and the top of the settings form: rental or commercial, and which kind. */
export function TypeFields({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('locations');
  const form = Form.useFormInstance<LocationFormValues>();
  const type = Form.useWatch('type', form);

  return (
    <>
      <Form.Item<LocationFormValues>
        name="type"
        label={t('fields.type')}
        rules={[zodRule(ZLocationTypeStep.shape.type)]}
      >
        <ChoiceCards<TLocationType>
          aria-label={t('fields.type')}
          compact={compact}
          choices={[
            {
              value: 'rental',
              icon: <HomeOutlined />,
              title: t('types.rental'),
              description: t('types.rentalHint'),
            },
            {
              value: 'commercial',
              icon: <ShopOutlined />,
              title: t('types.commercial'),
              description: t('types.commercialHint'),
            },
          ]}
        />
      </Form.Item>
      {type === 'commercial' && (
        <Form.Item<LocationFormValues>
          name="commercialKind"
          label={t('fields.commercialKind')}
          rules={[{ required: true, message: t('fields.commercialKindRequired') }]}
        >
          <Select
            placeholder={t('fields.commercialKindPlaceholder')}
            options={COMMERCIAL_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            style={{ maxWidth: 360 }}
          />
        </Form.Item>
      )}
    </>
  );
}
