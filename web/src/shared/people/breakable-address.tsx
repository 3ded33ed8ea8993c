import { Fragment } from 'react';

/**
 * An e-mail address with a place to wrap after each '@' and '.': in a narrow column it wraps between
 * its parts ("aigerim.nurlankyzy.1795@" / "example.test") instead of wherever the width runs out
 * ("…@ex" / "ample.test"). Shown with overflow-wrap: break-word, which still cuts a single part wider
 * than the whole column. A phone number has neither and is shown as it is.
 */
export function BreakableAddress({ text }: { text: string }) {
  const parts = text.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
