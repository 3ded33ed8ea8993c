/**
 * antd's line Progress as the checklist used it: an 8 px bar with its own text after it, a progressbar
 * named by that text (styles: dashboard.css).
 */
export function ProgressLine({ percent, text }: { percent: number; text: string }) {
  return (
    <div
      className="dash-progress"
      role="progressbar"
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={text}
    >
      <div className="dash-progress-rail">
        <div className="dash-progress-track" style={{ width: `${percent}%` }} />
      </div>
      <span className="dash-progress-text" title={text}>
        {text}
      </span>
    </div>
  );
}
