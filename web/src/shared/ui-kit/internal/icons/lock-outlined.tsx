import definition from '@ant-design/icons-svg/es/asn/LockOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function LockOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
