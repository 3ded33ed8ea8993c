import definition from '@ant-design/icons-svg/es/asn/UserSwitchOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function UserSwitchOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
