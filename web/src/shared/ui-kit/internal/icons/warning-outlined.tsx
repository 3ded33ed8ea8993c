import definition from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function WarningOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
