import { Flex, Rate, Typography } from 'antd';
import { cloneElement, type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** About 44 px per star: a thumb-sized target on a phone. */
const STAR_SIZE = 40;

type StarNode = ReactElement<{ children: ReactElement<Record<string, unknown>> }>;

/**
 * 1-5 stars as a labelled radio group, each star named ("2 stars") for screen readers, with a word
 * under them saying what the chosen (or hovered) rating means.
 */
export function RatingStars({
  value,
  onChange,
  labelId,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  labelId: string;
  invalid: boolean;
}) {
  const { t } = useTranslation('guest');
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;

  return (
    <Flex vertical gap={4}>
      <div role="radiogroup" aria-labelledby={labelId} aria-required aria-invalid={invalid || undefined}>
        <Rate
          value={value}
          onChange={onChange}
          onHoverChange={(next) => setHovered(next ?? 0)}
          allowClear={false}
          style={{ fontSize: STAR_SIZE }}
          // The stars are bare divs with role="radio"; a name on each lets a screen reader (and a test) tell them apart.
          characterRender={(node, { index = 0 }) => {
            const star = node as StarNode;
            return cloneElement(
              star,
              undefined,
              cloneElement(star.props.children, { 'aria-label': t('form.star', { count: index + 1 }) }),
            );
          }}
        />
      </div>
      <Typography.Text type={shown ? undefined : 'secondary'} strong={Boolean(shown)} aria-live="polite">
        {shown ? t(`form.meaning.${shown}`) : t('form.ratingHint')}
      </Typography.Text>
    </Flex>
  );
}
