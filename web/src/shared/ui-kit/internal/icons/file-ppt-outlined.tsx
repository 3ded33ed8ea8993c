import definition from '@ant-design/icons-svg/es/asn/FilePptOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FilePptOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
