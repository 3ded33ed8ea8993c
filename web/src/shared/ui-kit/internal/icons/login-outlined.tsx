import definition from '@ant-design/icons-svg/es/asn/LoginOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function LoginOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
