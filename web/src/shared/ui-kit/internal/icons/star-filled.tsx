import definition from '@ant-design/icons-svg/es/asn/StarFilled';
import { AntIcon, type IconProps } from '../ant-icon';

export function StarFilled(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
