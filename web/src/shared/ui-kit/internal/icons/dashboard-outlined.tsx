import definition from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function DashboardOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
