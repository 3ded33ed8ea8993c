import definition from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function UserAddOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
