import definition from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { AntIcon, type IconProps } from '../ant-icon';

export function FilePdfOutlined(props: IconProps) {
  return <AntIcon icon={definition} {...props} />;
}
