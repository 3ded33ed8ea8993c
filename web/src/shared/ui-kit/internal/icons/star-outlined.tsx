import definition from '@ant-design/icons-svg/es/asn/StarOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function StarOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
