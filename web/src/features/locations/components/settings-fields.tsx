import {
  CLEANING_DURATION_MAX,
  RECLEAN_AFTER_MAX,
  TITLE_MAX,
  type TLocationType,
  ZLocationSettingsStep,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/shared/forms/zod-rule';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Col, Row, useBreakpoint } from '@/shared/ui-kit/grid';
import { Input } from '@/shared/ui-kit/input';
import { InputNumber, TimePicker } from '@/shared/ui-kit/lazy-controls';
import { Switch } from '@/shared/ui-kit/switch';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import { formatMinutes } from '../model/duration';
import type { LocationFormValues } from '../model/location-form';
import { TimezoneSelect } from './timezone-select';

const REQUIREMENTS = ['requirePhoto', 'requireReport', 'requireScan'] as const;
const shape = ZLocationSettingsStep.shape;

interface SettingsFieldsProps {
  type: TLocationType | undefined;
  onPressEnter?: () => void;
  /** The settings page puts the name with the address, in its own card. */
  withTitle?: boolean;
}

/**
 * Step 3 of the wizard and the "cleaning rules" of the settings page. Checkout, check-in
 * and reclean-after only mean something for a rental (DECISIONS.md §7), so a commercial place does not see them.
 */
export function SettingsFields({ type, onPressEnter, withTitle = true }: SettingsFieldsProps) {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const screens = useBreakpoint();
  const duration = Form.useWatch('cleaningDuration') as number | null | undefined;
  const rental = type !== 'commercial';
  const required = { required: true, message: t('validation:required') };

  return (
    <>
      {withTitle && <TitleField onPressEnter={onPressEnter} />}
      <Form.Item<LocationFormValues>
        name="timezone"
        label={t('fields.timezone')}
        extra={t('fields.timezoneHint')}
        validateFirst
        rules={[required, zodRule(shape.timezone)]}
      >
        <TimezoneSelect />
      </Form.Item>
      <Row gutter={12}>
        {rental && (
          <Col xs={24} sm={12}>
            <Form.Item<LocationFormValues>
              name="checkoutTime"
              label={t('fields.checkoutTime')}
              extra={t('fields.checkoutTimeHint')}
              rules={[required]}
            >
              <TimePicker
                format="HH:mm"
                minuteStep={5}
                needConfirm={false}
                allowClear={false}
                // A phone's keyboard would cover the wheel; on a desk typing 10:30 is quicker.
                inputReadOnly={!screens.md}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
        {rental && (
          <Col xs={24} sm={12}>
            <Form.Item<LocationFormValues>
              name="checkInTime"
              label={t('fields.checkInTime')}
              extra={t('fields.checkInTimeHint')}
              rules={[required]}
            >
              <TimePicker
                format="HH:mm"
                minuteStep={5}
                needConfirm={false}
                allowClear={false}
                inputReadOnly={!screens.md}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item<LocationFormValues>
            name="cleaningDuration"
            label={t('fields.cleaningDuration')}
            extra={
              duration && duration > 0
                ? t('fields.cleaningDurationHintWith', { duration: formatMinutes(duration, t) })
                : t('fields.cleaningDurationHint')
            }
            validateFirst
            rules={[required, zodRule(shape.cleaningDuration)]}
          >
            <InputNumber
              // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
              controls={false}
              min={1}
              max={CLEANING_DURATION_MAX}
              precision={0}
              step={15}
              inputMode="numeric"
              suffix={t('fields.minutesSuffix')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        {rental && (
          <Col xs={24} sm={12}>
            <Form.Item<LocationFormValues>
              name="recleanAfter"
              label={t('fields.recleanAfter')}
              extra={t('fields.recleanAfterHint')}
              validateFirst
              rules={[required, zodRule(shape.recleanAfter)]}
            >
              <InputNumber
                // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
                controls={false}
                min={1}
                max={RECLEAN_AFTER_MAX}
                precision={0}
                inputMode="numeric"
                suffix={t('fields.daysSuffix')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
        {t('fields.requirements')}
      </Typography.Text>
      <Flex vertical style={{ marginBottom: 16 }}>
        {REQUIREMENTS.map((field, index) => (
          <Flex
            key={field}
            justify="space-between"
            align="center"
            gap={16}
            style={{
              padding: '10px 0',
              borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}`,
            }}
          >
            <Flex vertical style={{ minWidth: 0 }}>
              <label htmlFor={`location-${field}`} style={{ cursor: 'pointer' }}>
                {t(`fields.${field}`)}
              </label>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {t(`fields.${field}Hint`)}
              </Typography.Text>
            </Flex>
            <Form.Item<LocationFormValues> name={field} valuePropName="checked" noStyle>
              <Switch id={`location-${field}`} />
            </Form.Item>
          </Flex>
        ))}
        {!rental && <ClosedWhileBlockedField />}
      </Flex>
    </>
  );
}

/**
 * A commercial place's choice (DECISIONS.md §13): while a problem that blocks use is open, a room's QR
 * page tells guests the room is closed rather than asking for a review.
 */
function ClosedWhileBlockedField() {
  const { t } = useTranslation('problems');
  const { token } = useToken();
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={16}
      style={{ padding: '10px 0', borderTop: `1px solid ${token.colorSplit}` }}
    >
      <Flex vertical style={{ minWidth: 0 }}>
        <label htmlFor="location-closedWhileBlocked" style={{ cursor: 'pointer' }}>
          {t('settings.closedWhileBlocked')}
        </label>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {t('settings.closedWhileBlockedHint')}
        </Typography.Text>
      </Flex>
      <Form.Item<LocationFormValues> name="closedWhileBlocked" valuePropName="checked" noStyle>
        <Switch id="location-closedWhileBlocked" />
      </Form.Item>
    </Flex>
  );
}

/** The location's name; the wizard asks for it with the settings, the settings page with the address. */
export function TitleField({ onPressEnter }: { onPressEnter?: () => void }) {
  const { t } = useTranslation('locations');
  return (
    <Form.Item<LocationFormValues>
      name="title"
      label={t('fields.title')}
      extra={t('fields.titleHint')}
      validateFirst
      rules={[{ required: true, whitespace: true, message: t('validation:required') }, zodRule(shape.title)]}
    >
      <Input
        maxLength={TITLE_MAX}
        placeholder={t('fields.titlePlaceholder')}
        onPressEnter={(event) => {
          if (onPressEnter) {
            event.preventDefault();
            onPressEnter();
          }
        }}
      />
    </Form.Item>
  );
}
