import definition from '@ant-design/icons-svg/es/asn/WarningFilled';
import { AntIcon, type IconProps } from '../ant-icon';

export function WarningFilled(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
