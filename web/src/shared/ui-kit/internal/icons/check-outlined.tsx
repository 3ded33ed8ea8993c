import definition from '@ant-design/icons-svg/es/asn/CheckOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function CheckOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
