import definition from '@ant-design/icons-svg/es/asn/LinkOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function LinkOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
