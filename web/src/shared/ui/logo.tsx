import { LogoMark } from './logo-mark';

interface LogoProps {
  size?: number;
  withName?: boolean;
}

/** The mark and the name, plain (the signed-in frame draws it before any antd has loaded). */
export function Logo({ size = 32, withName = true }: LogoProps) {
  return (
    <span className="app-logo" aria-label="CleanOps" role="img">
      <LogoMark size={size} />
      {withName && (
        <strong className="app-logo-name" style={{ fontSize: size * 0.6 }}>
          CleanOps
        </strong>
      )}
    </span>
  );
}
