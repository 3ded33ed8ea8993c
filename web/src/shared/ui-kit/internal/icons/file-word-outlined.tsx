import definition from '@ant-design/icons-svg/es/asn/FileWordOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FileWordOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
