import type { CSSProperties } from 'react';
import './skeleton.css';

type Size = number | string;

interface SkeletonProps {
  /** Paragraph lines under the title. */
  rows?: number;
  /** The title bar's width, or false for lines only. */
  title?: Size | false;
  /** The last line's width; of several lines it is shorter, as a paragraph's. */
  lastRowWidth?: Size;
  /** A round avatar before the lines, as in a list of people. */
  avatar?: boolean;
  /** One block of a picture's size instead of lines (a photo, a QR code). */
  block?: { width: Size; height: Size };
  style?: CSSProperties;
}

/**
 * The app's one placeholder while something loads, in antd Skeleton's shapes, drawn as static blocks
 * that pulse by opacity: antd's shine moves a gradient's background-position, which repaints every
 * frame on a phone's main thread; opacity is left to the compositor. Decoration: whatever shows it
 * says it is loading (ListState does, with role="status").
 */
export function Skeleton({
  rows = 3,
  title = '38%',
  lastRowWidth,
  avatar = false,
  block,
  style,
}: SkeletonProps) {
  const lastWidth = lastRowWidth ?? (rows > 1 ? '61%' : undefined);
  if (block) {
    return (
      <div className="kit-skeleton" data-shape="block" aria-hidden="true" style={style}>
        <div className="kit-skeleton-block" style={{ width: block.width, height: block.height }} />
      </div>
    );
  }
  return (
    <div className="kit-skeleton" aria-hidden="true" style={style}>
      {avatar && <div className="kit-skeleton-avatar" />}
      <div className="kit-skeleton-lines">
        {title !== false && <div className="kit-skeleton-title" style={{ width: title }} />}
        {rows > 0 && (
          <ul className="kit-skeleton-paragraph">
            {Array.from({ length: rows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered.
              <li key={row} style={{ width: row === rows - 1 ? lastWidth : undefined }} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
