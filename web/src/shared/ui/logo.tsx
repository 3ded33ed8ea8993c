import { Flex, Typography, theme } from 'antd';
import { LogoMark } from './logo-mark';

interface LogoProps {
  size?: number;
  withName?: boolean;
}

export function Logo({ size = 32, withName = true }: LogoProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={10} aria-label="CleanOps" role="img">
      <LogoMark size={size} />
      {withName && (
        <Typography.Text strong style={{ fontSize: size * 0.6, color: token.colorText, letterSpacing: -0.3 }}>
          CleanOps
        </Typography.Text>
      )}
    </Flex>
  );
}
