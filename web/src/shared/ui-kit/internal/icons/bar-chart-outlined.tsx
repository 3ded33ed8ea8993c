import definition from '@ant-design/icons-svg/es/asn/BarChartOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function BarChartOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
