import { CheckCircleFilled } from '@ant-design/icons';
import { REGIONS, type TRegion } from '@cleanops/contracts';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionFlag } from '@/shared/ui/region-flag';

interface RegionPickerProps {
  value: TRegion;
  onChange: (region: TRegion) => void;
}

const visuallyHidden = { position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 } as const;

/** Two large radio cards: the region decides which backend keeps the account (DECISIONS.md §1). */
export function RegionPicker({ value, onChange }: RegionPickerProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={visuallyHidden}>{t('region.choose')}</legend>
      <Flex gap={12}>
        {REGIONS.map((region) => {
          const selected = region === value;
          return (
            <label
              key={region}
              className="region-card"
              style={{
                flex: 1,
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 10,
                padding: '18px 12px',
                cursor: 'pointer',
                borderRadius: token.borderRadiusLG,
                border: `2px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                transition: 'border-color .2s, background .2s',
              }}
            >
              <input
                type="radio"
                name="region"
                value={region}
                checked={selected}
                onChange={() => onChange(region)}
                style={visuallyHidden}
              />
              {selected && (
                <CheckCircleFilled
                  style={{ position: 'absolute', top: 8, right: 8, color: token.colorPrimary }}
                />
              )}
              <RegionFlag region={region} height={28} />
              <Typography.Text strong>{t(`region.${region}`)}</Typography.Text>
            </label>
          );
        })}
      </Flex>
    </fieldset>
  );
}
