import { RATING_MAX } from '@cleanops/contracts/rules';
import { useState } from 'react';
import { StarFilled } from '@/shared/ui-kit/icons';
import { useGuestI18n } from './translate-context';

/** The star as drawn; its target, the whole 48 px square around it (.g-star), is thumb-sized on a phone. */
const STAR_SIZE = 32;
const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * 1–5 stars as a native radio group (arrow keys move, each star read as "2 of 5 stars"), with a word
 * under them saying what the chosen (or hovered) rating means.
 */
export function StarRating({
  value,
  onChange,
  labelId,
  errorId,
  invalid,
}: {
  value: number;
  onChange: (value: number) => void;
  labelId: string;
  errorId: string;
  invalid: boolean;
}) {
  const { t } = useGuestI18n();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <div className="g-stack-4">
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="g-stars"
        onMouseLeave={() => setHovered(0)}
      >
        {STARS.map((star) => (
          <label
            key={star}
            className="g-star"
            data-on={star <= shown || undefined}
            onMouseEnter={() => setHovered(star)}
          >
            <input
              type="radio"
              name="rating"
              value={star}
              checked={value === star}
              onChange={() => {
                // A choice (by the arrows too) is what the words say, wherever the pointer rests.
                setHovered(0);
                onChange(star);
              }}
              aria-label={t('stars.of', { value: star, max: RATING_MAX })}
            />
            <StarFilled className="g-star-shape" style={{ fontSize: STAR_SIZE }} />
          </label>
        ))}
      </div>
      <p className={shown ? 'g-strong' : 'g-muted'} aria-live="polite">
        {shown ? t(`form.meaning.${shown}`) : t('form.ratingHint')}
      </p>
    </div>
  );
}
