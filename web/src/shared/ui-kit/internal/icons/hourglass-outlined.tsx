import definition from '@ant-design/icons-svg/es/asn/HourglassOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function HourglassOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
