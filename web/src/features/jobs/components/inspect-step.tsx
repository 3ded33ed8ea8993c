import type { TInspectionResult } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { CheckOutlined, CloseOutlined } from '@/shared/ui-kit/icons';
import { Radio } from '@/shared/ui-kit/radio';

/** Pass or fail of an inspection; sent with the finish call, with the note written there. */
export function InspectStep({
  value,
  onChange,
  disabled,
}: {
  value: TInspectionResult | null;
  onChange: (value: TInspectionResult) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('jobs');
  const option = { flex: 1, textAlign: 'center' as const, height: 48, lineHeight: '46px', fontSize: 16 };
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange(event.target.value as TInspectionResult)}
      disabled={disabled}
      optionType="button"
      buttonStyle="solid"
      aria-label={t('steps.inspect.title')}
      style={{ display: 'flex', width: '100%' }}
    >
      <Radio.Button value="pass" style={option}>
        <CheckOutlined /> {t('steps.inspect.pass')}
      </Radio.Button>
      <Radio.Button value="fail" style={option}>
        <CloseOutlined /> {t('steps.inspect.fail')}
      </Radio.Button>
    </Radio.Group>
  );
}
