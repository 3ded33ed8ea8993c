import definition from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function SearchOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
