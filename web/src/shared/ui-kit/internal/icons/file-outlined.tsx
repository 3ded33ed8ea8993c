import definition from '@ant-design/icons-svg/es/asn/FileOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FileOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
