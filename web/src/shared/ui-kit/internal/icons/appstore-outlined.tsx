import definition from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function AppstoreOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
