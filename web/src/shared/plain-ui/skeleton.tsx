import './skeleton.css';

/**
 * antd's Skeleton (a title bar and paragraph lines) drawn as static blocks that pulse by opacity:
 * antd's shine moves a gradient's background-position, which repaints every frame on the main thread
 * of a phone; opacity is left to the compositor. Decoration: the page says it is loading.
 */
export function PlainSkeleton({ titleWidth = '38%', rows = 3 }: { titleWidth?: string; rows?: number }) {
  return (
    <div className="pui-skeleton-lines" aria-hidden="true">
      <div className="pui-skeleton-title" style={{ width: titleWidth }} />
      <ul className="pui-skeleton-paragraph">
        {Array.from({ length: rows }, (_, row) => (
          // As antd: the last line is shorter, like a paragraph's.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines, never reordered.
          <li key={row} style={{ width: row === rows - 1 ? '61%' : undefined }} />
        ))}
      </ul>
    </div>
  );
}
