import { LogoMark } from '../ui/logo-mark';

/** The logo with the name, as shared/ui/logo.tsx draws it, without antd. */
export function PlainLogo({ size = 32 }: { size?: number }) {
  return (
    <span role="img" aria-label="CleanOps" style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
      <LogoMark size={size} />
      <strong
        style={{ fontSize: size * 0.6, color: 'var(--pui-text)', letterSpacing: -0.3, fontWeight: 600 }}
      >
        CleanOps
      </strong>
    </span>
  );
}
