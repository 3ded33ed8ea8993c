import { READINESS_PERIODS, type TReadinessPeriod } from '@cleanops/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui-kit/button';

/**
 * Which check-ins the board lists: a group of toggle buttons, each an ordinary tab stop pressed with
 * Enter or Space, the chosen one marked pressed (not colour alone).
 */
export function PeriodFilter({
  value,
  onChange,
}: {
  value: TReadinessPeriod;
  onChange: (period: TReadinessPeriod) => void;
}) {
  const { t } = useTranslation('readiness');
  return (
    <fieldset className="readiness-periods">
      <legend className="pui-visually-hidden">{t('period.label')}</legend>
      {READINESS_PERIODS.map((period) => (
        <Button
          key={period}
          size="middle"
          type={period === value ? 'primary' : 'default'}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`period.${period}`)}
        </Button>
      ))}
    </fieldset>
  );
}
