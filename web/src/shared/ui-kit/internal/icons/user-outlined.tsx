import definition from '@ant-design/icons-svg/es/asn/UserOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function UserOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
