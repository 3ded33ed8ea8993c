import { ADDRESS_MAX, ZLocationAddressStep } from '@cleanops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/shared/forms/zod-rule';
import { Button } from '@/shared/ui-kit/button';
import { Form, type RuleRender } from '@/shared/ui-kit/form';
import { Col, Row } from '@/shared/ui-kit/grid';
import { AimOutlined } from '@/shared/ui-kit/icons';
import { Input } from '@/shared/ui-kit/input';
import { InputNumber } from '@/shared/ui-kit/lazy-controls';
import { toast } from '@/shared/ui-kit/toast';
import { Typography } from '@/shared/ui-kit/typography';
import type { LocationFormValues } from '../model/location-form';

type Coordinate = 'latitude' | 'longitude';
const COORDINATE_DIGITS = 6;

/** Step 2 of the wizard: the address, and optionally where exactly the place is. */
export function AddressFields({ onPressEnter }: { onPressEnter?: () => void }) {
  const { t } = useTranslation('locations');
  const form = Form.useFormInstance<LocationFormValues>();
  const [locating, setLocating] = useState(false);
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  // Coordinates are a pair: one without the other points nowhere.
  const pairRule =
    (other: Coordinate): RuleRender =>
    ({ getFieldValue }) => ({
      validator: async (_, value: number | null | undefined) => {
        if (value == null && getFieldValue(other) != null) throw new Error(t('fields.coordinatesPair'));
      },
    });

  const locate = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const round = (n: number) => Number(n.toFixed(COORDINATE_DIGITS));
        form.setFieldsValue({ latitude: round(coords.latitude), longitude: round(coords.longitude) });
        void form.validateFields(['latitude', 'longitude']);
      },
      () => {
        setLocating(false);
        toast.error(t('fields.locateFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const coordinate = (name: Coordinate, other: Coordinate, bound: number) => (
    <Form.Item<LocationFormValues>
      name={name}
      label={t(`fields.${name}`)}
      dependencies={[other]}
      validateFirst
      rules={[zodRule(ZLocationAddressStep.shape[name]), pairRule(other)]}
    >
      <InputNumber
        // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
        controls={false}
        min={-bound}
        max={bound}
        step={0.0001}
        inputMode="decimal"
        placeholder={t(`fields.${name}Placeholder`)}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );

  return (
    <>
      <Form.Item<LocationFormValues>
        name="address"
        label={t('fields.address')}
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('validation:required') },
          zodRule(ZLocationAddressStep.shape.address),
        ]}
      >
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 4 }}
          maxLength={ADDRESS_MAX}
          placeholder={t('fields.addressPlaceholder')}
          autoComplete="street-address"
          onPressEnter={(event) => {
            // Enter moves on; Shift+Enter still breaks the line for a long address.
            if (!event.shiftKey && onPressEnter) {
              event.preventDefault();
              onPressEnter();
            }
          }}
        />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('fields.coordinatesHint')}
      </Typography.Paragraph>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          {coordinate('latitude', 'longitude', 90)}
        </Col>
        <Col xs={24} sm={12}>
          {coordinate('longitude', 'latitude', 180)}
        </Col>
      </Row>
      {canLocate && (
        <Button icon={<AimOutlined />} onClick={locate} loading={locating} style={{ marginTop: -8 }}>
          {t('fields.useMyLocation')}
        </Button>
      )}
    </>
  );
}
