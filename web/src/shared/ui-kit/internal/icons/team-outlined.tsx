import definition from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function TeamOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
