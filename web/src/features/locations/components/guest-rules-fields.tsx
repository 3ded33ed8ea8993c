import {
  CHECK_IN_WARNING_HOURS_MAX,
  COMPLAINT_MERGE_MINUTES_MAX,
  type TLocationType,
  ZLocationSettingsStep,
} from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { zodRule } from '@/shared/forms/zod-rule';
import { Flex } from '@/shared/ui-kit/flex';
import { Form } from '@/shared/ui-kit/form';
import { Col, Row } from '@/shared/ui-kit/grid';
import { InputNumber } from '@/shared/ui-kit/lazy-controls';
import { Switch } from '@/shared/ui-kit/switch';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';
import type { LocationFormValues } from '../model/location-form';

const shape = ZLocationSettingsStep.shape;

/**
 * The settings page's warnings and guests (DECISIONS.md §13): a rental's warning before a check-in,
 * a commercial place's cleaning log on the QR page, and how close guests' complaints about one room
 * must be to count as one.
 */
export function GuestRulesFields({ type }: { type: TLocationType | undefined }) {
  const { t } = useTranslation('locations');
  const { token } = useToken();
  const rental = type !== 'commercial';
  const required = { required: true, message: t('validation:required') };

  return (
    <>
      <Row gutter={12}>
        {rental && (
          <Col xs={24} sm={12}>
            <Form.Item<LocationFormValues>
              name="checkInWarningHours"
              label={t('fields.checkInWarningHours')}
              extra={t('fields.checkInWarningHoursHint')}
              validateFirst
              rules={[required, zodRule(shape.checkInWarningHours)]}
            >
              <InputNumber
                // No step buttons: rc-input-number names them in English only ("Increase Value"); arrow keys step.
                controls={false}
                min={0}
                max={CHECK_IN_WARNING_HOURS_MAX}
                precision={0}
                inputMode="numeric"
                suffix={t('fields.hoursSuffix')}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item<LocationFormValues>
            name="complaintMergeMinutes"
            label={t('fields.complaintMergeMinutes')}
            extra={t('fields.complaintMergeMinutesHint')}
            validateFirst
            rules={[required, zodRule(shape.complaintMergeMinutes)]}
          >
            <InputNumber
              controls={false}
              min={0}
              max={COMPLAINT_MERGE_MINUTES_MAX}
              precision={0}
              inputMode="numeric"
              suffix={t('fields.minutesSuffix')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      {!rental && (
        <Flex justify="space-between" align="center" gap={16} style={{ padding: '10px 0 16px' }}>
          <Flex vertical style={{ minWidth: 0 }}>
            <label htmlFor="location-showLastCleaned" style={{ cursor: 'pointer' }}>
              {t('fields.showLastCleaned')}
            </label>
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {t('fields.showLastCleanedHint')}
            </Typography.Text>
          </Flex>
          <Form.Item<LocationFormValues> name="showLastCleaned" valuePropName="checked" noStyle>
            <Switch id="location-showLastCleaned" />
          </Form.Item>
        </Flex>
      )}
    </>
  );
}
