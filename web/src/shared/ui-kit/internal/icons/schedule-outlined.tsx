import definition from '@ant-design/icons-svg/es/asn/ScheduleOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ScheduleOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
