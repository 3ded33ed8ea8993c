import definition from '@ant-design/icons-svg/es/asn/ArrowUpOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ArrowUpOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
