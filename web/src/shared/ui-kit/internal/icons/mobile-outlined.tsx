import definition from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function MobileOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
