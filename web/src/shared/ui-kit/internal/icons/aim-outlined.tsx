import definition from '@ant-design/icons-svg/es/asn/AimOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function AimOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
