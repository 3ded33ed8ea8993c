import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarsInput } from '@/shared/ui/stars-input';

/** About 44 px per star: a thumb-sized target on a phone. */
const STAR_SIZE = 40;

/**
 * 1-5 stars as a labelled radio group (each star read as "2 of 5 stars"), with a word under them
 * saying what the chosen (or hovered) rating means.
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
      <StarsInput
        value={value}
        onChange={onChange}
        onHoverChange={(next) => setHovered(next ?? 0)}
        size={STAR_SIZE}
        aria-labelledby={labelId}
        aria-required
        aria-invalid={invalid || undefined}
      />
      <Typography.Text type={shown ? undefined : 'secondary'} strong={Boolean(shown)} aria-live="polite">
        {shown ? t(`form.meaning.${shown}`) : t('form.ratingHint')}
      </Typography.Text>
    </Flex>
  );
}
