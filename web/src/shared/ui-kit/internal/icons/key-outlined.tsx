import definition from '@ant-design/icons-svg/es/asn/KeyOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function KeyOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
