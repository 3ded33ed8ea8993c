// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '@/test/render';
import { StarsInput, StarsValue } from './stars-input';

function Rating({ initial }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarsInput value={value} onChange={setValue} size={20} aria-label="Cleanliness" />;
}

/**
 * An arrow key on the focused star. Rate reads the old keyCode, which user-event leaves at 0 (a
 * browser sets it), so the key is sent with it.
 */
function arrow(direction: 'Left' | 'Right') {
  fireEvent.keyDown(document.activeElement as Element, {
    key: `Arrow${direction}`,
    keyCode: direction === 'Left' ? 37 : 39,
  });
}

const star = (value: number) => screen.getByRole('radio', { name: `${value} of 5 stars` });

describe('StarsInput', () => {
  it('is one radio group named by its label, each star named "n of 5 stars"', () => {
    renderWidget(<Rating />);
    const group = screen.getByRole('radiogroup', { name: 'Cleanliness' });
    const stars = screen.getAllByRole('radio');
    expect(stars.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 of 5 stars',
      '2 of 5 stars',
      '3 of 5 stars',
      '4 of 5 stars',
      '5 of 5 stars',
    ]);
    for (const radio of stars) expect(group).toContainElement(radio);
    for (const radio of stars) expect(radio).toHaveAttribute('aria-checked', 'false');
  });

  it('checks the star clicked, and only that one', async () => {
    const { user } = renderWidget(<Rating />);
    await user.click(star(4));
    expect(star(4)).toHaveAttribute('aria-checked', 'true');
    expect(star(3)).toHaveAttribute('aria-checked', 'false');
    expect(star(5)).toHaveAttribute('aria-checked', 'false');
  });

  it('is one tab stop, the chosen star, else the first', async () => {
    const { user, unmount } = renderWidget(
      <>
        <Rating />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(star(1)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    unmount();

    renderWidget(<Rating initial={3} />);
    await user.tab();
    expect(star(3)).toHaveFocus();
  });

  it('changes the rating with the arrow keys, focus following the checked star', async () => {
    const { user } = renderWidget(<Rating initial={2} />);
    await user.tab();
    arrow('Right');
    expect(star(3)).toHaveAttribute('aria-checked', 'true');
    expect(star(3)).toHaveFocus();
    arrow('Left');
    arrow('Left');
    expect(star(1)).toHaveAttribute('aria-checked', 'true');
    expect(star(1)).toHaveFocus();
    expect(star(3)).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the chosen star checked while the pointer hovers another', async () => {
    const { user } = renderWidget(<Rating initial={2} />);
    await user.hover(star(5));
    expect(star(2)).toHaveAttribute('aria-checked', 'true');
    expect(star(5)).toHaveAttribute('aria-checked', 'false');
  });
});

describe('StarsValue', () => {
  it('reads a given rating as one image, not five radios', () => {
    renderWidget(<StarsValue value={3} size={14} />);
    expect(screen.getByRole('img', { name: '3 of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
