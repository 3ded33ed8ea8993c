import definition from '@ant-design/icons-svg/es/asn/ScanOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ScanOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
