import definition from '@ant-design/icons-svg/es/asn/StopOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function StopOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
