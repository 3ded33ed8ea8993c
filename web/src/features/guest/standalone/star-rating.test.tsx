// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget, texts } from '@/test/render';
import { StarRating } from './star-rating';
import { createTranslate, type Messages } from './translate';
import { GuestI18nContext } from './translate-context';

const english = { t: createTranslate('en', texts('en', 'guest') as Messages, null), lng: 'en' as const };

function Rating({ invalid = false }: { invalid?: boolean }) {
  const [value, setValue] = useState(0);
  return (
    <GuestI18nContext.Provider value={english}>
      <p id="rating-label">How clean was the room?</p>
      <StarRating
        value={value}
        onChange={setValue}
        labelId="rating-label"
        errorId="rating-error"
        invalid={invalid}
      />
      {invalid && <p id="rating-error">Choose a rating from 1 to 5 stars.</p>}
    </GuestI18nContext.Provider>
  );
}

const star = (value: number) => screen.getByRole('radio', { name: `${value} of 5 stars` });

describe('StarRating (guest page)', () => {
  it('is a required radio group named by its question, with a hint until a star is chosen', () => {
    renderWidget(<Rating />);
    const group = screen.getByRole('radiogroup', { name: 'How clean was the room?' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByText('Tap a star to rate')).toBeInTheDocument();
  });

  it('is chosen with the arrow keys, saying what the rating means', async () => {
    const { user } = renderWidget(<Rating />);
    await user.tab();
    expect(star(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(star(3)).toBeChecked();
    expect(star(3)).toHaveFocus();
    expect(screen.getByText('Okay')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(star(2)).toBeChecked();
    expect(star(3)).not.toBeChecked();
    expect(screen.getByText('Bad')).toBeInTheDocument();
  });

  it('says the meaning of the star chosen by keyboard, though the pointer rests on another', async () => {
    const { user } = renderWidget(<Rating />);
    await user.click(star(3));
    expect(screen.getByText('Okay')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(star(4)).toBeChecked();
    expect(star(4)).toHaveFocus();
    expect(screen.getByText('Good')).toBeInTheDocument();
  });

  it('tells of a missing rating as the group’s description', () => {
    renderWidget(<Rating invalid />);
    const group = screen.getByRole('radiogroup', { name: 'How clean was the room?' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars.');
  });
});
