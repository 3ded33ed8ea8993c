import definition from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function PhoneOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
