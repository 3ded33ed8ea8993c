import { Rate, theme } from 'antd';
import { cloneElement, type ReactElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { StarFilled } from './icons';

const STARS = 5;

type StarNode = ReactElement<{ children: ReactElement<Record<string, unknown>> }>;

interface StarsInputProps {
  value?: number;
  onChange?: (value: number) => void;
  onHoverChange?: (value: number | undefined) => void;
  /** Star size in px. */
  size: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
}

/**
 * A 1–5 rating typed in with antd's Rate, as one radio group whose stars a screen reader reads as
 * "2 of 5 stars": Rate's own stars are bare divs with role="radio" and no name. As a radio
 * group should, it has one tab stop (the chosen star, else the first), one checked star (Rate marks
 * every star up to the chosen or hovered one), and the arrows move focus with the choice.
 */
export function StarsInput({ value, onChange, onHoverChange, size, ...group }: StarsInputProps) {
  const { t } = useTranslation('common');
  const root = useRef<HTMLDivElement>(null);
  const chosen = value && value > 0 ? value : undefined;
  useEffect(() => {
    const stars = root.current?.querySelectorAll<HTMLElement>('[role="radio"]');
    if (!chosen || !stars || !root.current?.contains(document.activeElement)) return;
    stars[chosen - 1]?.focus();
  }, [chosen]);
  return (
    <div ref={root} role="radiogroup" {...group}>
      <Rate
        count={STARS}
        value={value}
        onChange={onChange}
        onHoverChange={onHoverChange}
        allowClear={false}
        tabIndex={-1}
        style={{ fontSize: size }}
        characterRender={(node, { index = 0 }) => {
          const star = node as StarNode;
          return cloneElement(
            star,
            undefined,
            cloneElement(star.props.children, {
              'aria-label': t('stars.of', { value: index + 1, max: STARS }),
              'aria-checked': chosen === index + 1,
              tabIndex: (chosen ?? 1) === index + 1 ? 0 : -1,
            }),
          );
        }}
      />
    </div>
  );
}

/**
 * A given rating, for reading: one image named "2 of 5 stars" (or by `label`). A disabled Rate would
 * put five unfocusable radios inside it, which screen readers still walk through.
 */
export function StarsValue({ value, size, label }: { value: number; size: number; label?: string }) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <span
      role="img"
      aria-label={label ?? t('stars.of', { value, max: STARS })}
      style={{ display: 'inline-flex', gap: size / 6, fontSize: size, lineHeight: 1 }}
    >
      {Array.from({ length: STARS }, (_, index) => (
        <StarFilled
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are fixed positions
          key={index}
          style={{ color: index < value ? token.yellow6 : token.colorFillContent }}
        />
      ))}
    </span>
  );
}
