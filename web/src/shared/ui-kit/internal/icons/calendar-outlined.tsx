import definition from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CalendarOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
