import { REGIONS, type TRegion } from '@cleanops/contracts/rules';
import { useTranslation } from 'react-i18next';
import { CheckCircleOutlined } from '@/shared/ui-kit/icons';
import { RegionFlag } from '@/shared/ui-kit/region-flag';

interface RegionPickerProps {
  value: TRegion;
  onChange: (region: TRegion) => void;
}

/** Two large radio cards: the region decides which backend keeps the account (DECISIONS.md §1). */
export function RegionPicker({ value, onChange }: RegionPickerProps) {
  const { t } = useTranslation('common');
  return (
    <fieldset className="pui-regions">
      <legend className="pui-visually-hidden">{t('region.choose')}</legend>
      {REGIONS.map((region) => {
        const selected = region === value;
        return (
          <label key={region} className="pui-region" data-selected={selected}>
            <input
              type="radio"
              name="region"
              value={region}
              checked={selected}
              onChange={() => onChange(region)}
            />
            {selected && (
              <CheckCircleOutlined
                style={{ position: 'absolute', top: 8, right: 8, fontSize: 16, color: 'var(--kit-primary)' }}
              />
            )}
            <RegionFlag region={region} height={28} />
            <strong style={{ fontWeight: 600 }}>{t(`region.${region}`)}</strong>
          </label>
        );
      })}
    </fieldset>
  );
}
