import definition from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function LogoutOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
