import definition from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function MessageOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
