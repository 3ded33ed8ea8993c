import type { ReactNode } from 'react';

/**
 * antd's Empty with its simple image (an empty tray), plain: a list's "nothing here" with
 * what to do next underneath. The drawing is decoration unless `imageLabel` names it (antd named it
 * "No data"); the description says what is missing.
 */
export function PlainEmpty({
  description,
  children,
  padding = 32,
  imageLabel,
}: {
  description: ReactNode;
  children?: ReactNode;
  padding?: number;
  imageLabel?: string;
}) {
  return (
    <div className="pui-empty" style={{ padding }}>
      <svg
        className="pui-empty-image"
        width="64"
        height="41"
        viewBox="0 0 64 41"
        role={imageLabel ? 'img' : undefined}
        aria-label={imageLabel}
        aria-hidden={imageLabel ? undefined : true}
      >
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse className="pui-empty-shadow" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" className="pui-empty-tray">
            <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
            <path
              className="pui-empty-content"
              d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            />
          </g>
        </g>
      </svg>
      <div className="pui-empty-description">{description}</div>
      {children && <div className="pui-empty-footer">{children}</div>}
    </div>
  );
}
