import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/shared/ui-kit/card';

/** A figure that needs attention, itself a link to the list behind it. Styles: dashboard.css. */
export function AttentionTile({
  label,
  value,
  to,
  tone,
  hint,
}: {
  label: string;
  value: ReactNode;
  to: string;
  tone?: 'danger' | 'warning' | 'success';
  hint?: ReactNode;
}) {
  return (
    <Link to={to} className="dash-tile">
      <Card size="small" hoverable>
        <div className="dash-tile-body">
          <span className="dash-secondary">{label}</span>
          <span
            className="dash-tile-value"
            data-number={typeof value === 'number' ? 'true' : undefined}
            data-tone={tone}
          >
            {value}
          </span>
          {hint && <span className="dash-secondary dash-small">{hint}</span>}
        </div>
      </Card>
    </Link>
  );
}
