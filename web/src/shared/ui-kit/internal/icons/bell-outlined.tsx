import definition from '@ant-design/icons-svg/es/asn/BellOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function BellOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
