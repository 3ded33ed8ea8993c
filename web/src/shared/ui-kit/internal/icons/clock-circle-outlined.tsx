import definition from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ClockCircleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
