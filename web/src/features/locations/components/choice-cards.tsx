import type { ReactNode } from 'react';
import { Flex } from '@/shared/ui-kit/flex';
import { Radio, type RadioChangeEvent } from '@/shared/ui-kit/radio';
import { useToken } from '@/shared/ui-kit/tokens';
import { Typography } from '@/shared/ui-kit/typography';

export interface Choice<T extends string> {
  value: T;
  icon: ReactNode;
  title: string;
  description: string;
}

interface ChoiceCardsProps<T extends string> {
  choices: readonly Choice<T>[];
  /** value, onChange and id come from Form.Item. */
  value?: T;
  onChange?: (value: T) => void;
  id?: string;
  'aria-label'?: string;
  /** A quieter look for the settings page, where the choice was made long ago. */
  compact?: boolean;
}

/**
 * Large selectable cards (a radio group underneath, so arrows and Tab work and the radio keeps its
 * focus ring): the wizard's "what kind of place" and "what state is it in".
 */
export function ChoiceCards<T extends string>({
  choices,
  value,
  onChange,
  id,
  compact = false,
  'aria-label': ariaLabel,
}: ChoiceCardsProps<T>) {
  const { token } = useToken();
  return (
    <Radio.Group
      id={id}
      aria-label={ariaLabel}
      value={value}
      onChange={(event: RadioChangeEvent) => onChange?.(event.target.value as T)}
      style={{ width: '100%' }}
    >
      <Flex wrap gap={12}>
        {choices.map((choice) => {
          const selected = choice.value === value;
          return (
            <Radio
              key={choice.value}
              value={choice.value}
              style={{
                flex: '1 1 220px',
                margin: 0,
                padding: compact ? '10px 14px' : '16px 18px',
                alignItems: 'flex-start',
                borderRadius: token.borderRadiusLG,
                border: `${compact ? 1 : 2}px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                transition: 'border-color .2s, background .2s',
              }}
            >
              <Flex vertical gap={compact ? 0 : 4} style={{ paddingInlineStart: 4 }}>
                {!compact && (
                  <span aria-hidden style={{ fontSize: 28, lineHeight: 1, color: token.colorPrimary }}>
                    {choice.icon}
                  </span>
                )}
                <Typography.Text strong style={{ fontSize: compact ? token.fontSize : token.fontSizeLG }}>
                  {choice.title}
                </Typography.Text>
                <Typography.Text type="secondary">{choice.description}</Typography.Text>
              </Flex>
            </Radio>
          );
        })}
      </Flex>
    </Radio.Group>
  );
}
