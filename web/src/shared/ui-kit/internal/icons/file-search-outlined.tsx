import definition from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FileSearchOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
