import definition from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function ShopOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
